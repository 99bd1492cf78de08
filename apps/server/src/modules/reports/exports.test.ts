import { HISTORY_MSG, REPORTS_MSG } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { adjustForTest, bulkCashPostingsForTest } from '../../test/ledger-fixtures.ts';
import { expectLedgerConsistent, SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { insertPlainUsers } from '../admin/admin.fixtures.ts';
import { book } from '../history/history.fixtures.ts';
import { payoutReady, requestDeposit, requestWithdrawal } from '../wallet/wallet.test-support.ts';
import { EXPORT_BATCH } from './exports.service.ts';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;
let server: TestServer;
let admin: User;
let cara: User;
let early: { id: string } | undefined;

// Users joined 2025-03-01, -02 and -10 (one named like a formula, one with quotes and a comma);
// Cara's ledger: deposits on 2025-03-01 and -03, an adjustment with a formula-like reason on -05;
// two deposit requests dated 2025-03-02 and 2025-03-20, a withdrawal to her bank dated 2025-03-25.
beforeAll(async () => {
  server = await startTestServer();
  [admin, cara] = await Promise.all([signUpAdmin(server), signUpAndLogin(server, { name: 'Cara Csv' })]);
  [early] = await insertPlainUsers(server, [
    { name: 'Early Bird', email: 'early@example.com', createdAt: new Date('2025-03-01T08:00:00Z') },
    {
      name: '=HYPERLINK("http://evil")',
      email: 'formula@example.com',
      createdAt: new Date('2025-03-02T08:00:00Z'),
    },
    { name: 'Late, "Quoted"', email: 'late@example.com', createdAt: new Date('2025-03-10T08:00:00Z') },
  ]);
  await book(server, cara.id, [
    { kind: 'deposit', cents: 10_000, at: '2025-03-01T09:00:00Z' },
    { kind: 'deposit', cents: 2_550, at: '2025-03-03T09:00:00Z' },
  ]);
  await adjustForTest(server.app.db, {
    userId: cara.id,
    cents: -50,
    reason: '+SUM(A1:A9)',
    at: new Date('2025-03-05T09:00:00Z'),
  });
  await payoutReady(server, cara);
  for (const [send, amount, at] of [
    [requestDeposit, 250, '2025-03-02T10:00:00Z'],
    [requestDeposit, 300, '2025-03-20T10:00:00Z'],
    [requestWithdrawal, 100, '2025-03-25T10:00:00Z'],
  ] as const) {
    const res = await send(server, cara, { amount });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await server.app.db.execute(
      sql`UPDATE wallet_requests SET created_at = ${at}::timestamptz WHERE id = ${res.body.data._id}::uuid`,
    );
  }
}, SETUP_TIMEOUT);
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server?.close();
});

async function download(token: string, path: string) {
  const res = await fetch(`${server.url}/api/auth/admin/exports/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // ignoreBOM keeps the byte order mark in the text, so the test can see it was sent.
  const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return {
    res,
    body,
    lines: body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}

describe('GET /auth/admin/exports/:kind.csv', { timeout: TEST_TIMEOUT }, () => {
  it('downloads the users in range as an attachment, oldest first, quotes and formulas made safe', async () => {
    const { res, body, lines } = await download(admin.token, 'users.csv?from=2025-03-01&to=2025-03-02');
    expect(res.status, body).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="users-2025-03-01-to-2025-03-02-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(
      '"Joined (UTC)","Name","Email","Role","Plan","Identity check","Email verified","Balance (USD)","ID"',
    );
    expect(lines.slice(1)).toEqual([
      `"2025-03-01T08:00:00.000000Z","Early Bird","early@example.com","customer","free","none","no","0.00","${early!.id}"`,
      expect.stringMatching(
        /^"2025-03-02T08:00:00.000000Z","'=HYPERLINK\(""http:\/\/evil""\)","formula@example.com",/,
      ),
    ]);
    const later = await download(admin.token, 'users.csv?from=2025-03-03');
    expect(later.lines[1]).toMatch(/^"2025-03-10T08:00:00.000000Z","Late, ""Quoted""","late@example.com",/);
    // Everyone signed up today too, with no range at all.
    const all = await download(admin.token, 'users.csv');
    expect(all.lines).toHaveLength(1 + 5);
    expect(all.res.headers.get('content-disposition')).toMatch(/filename="users-all-/);
  });

  it('downloads the ledger with signed amounts and running balances, by day', async () => {
    const { lines } = await download(admin.token, 'ledger.csv?from=2025-03-01&to=2025-03-05');
    expect(lines[0]).toBe(
      '"Date (UTC)","Customer name","Customer email","Customer ID","Kind","Amount (USD)","Balance after (USD)","Reference","Offering","Subject ID","Actor","Actor ID","Reason","ID"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"2025-03-01T09:00:00.000000Z","Cara Csv","${cara.email}","${cara.id}","deposit","100.00","100.00",`,
      ),
    );
    expect(lines[2]).toContain('"deposit","25.50","125.50"');
    expect(lines[3]).toMatch(
      /"adjustment","-0.50","125.00","","","","","","'\+SUM\(A1:A9\)","[0-9a-f-]{36}"$/,
    );
    const oneDay = await download(admin.token, 'ledger.csv?from=2025-03-03&to=2025-03-03');
    expect(oneDay.lines.slice(1).map((l) => l.slice(1, 11))).toEqual(['2025-03-03']);
  });

  it('downloads the requests in range, each with its reference, customer and destination', async () => {
    const { lines } = await download(admin.token, 'requests.csv?to=2025-03-19');
    expect(lines[0]).toBe(
      '"Requested (UTC)","Reference","Kind","Status","Amount (USD)","Customer name","Customer email","Customer ID","Method","Bank","Account holder","Account","Decided (UTC)","Decided by","ID"',
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^"2025-03-02T10:00:00.000000Z","VI-[0-9A-Z]{6}","deposit","pending","250.00","Cara Csv","${cara.email}","${cara.id}",`,
        ),
      ),
    ]);
    // A withdrawal says where the money goes, masked as on the console's card (ADR 046).
    const out = await download(admin.token, 'requests.csv?from=2025-03-25&to=2025-03-25');
    expect(out.lines.slice(1)).toEqual([
      expect.stringMatching(
        /^"2025-03-25T10:00:00.000000Z","VI-[0-9A-Z]{6}","withdrawal","pending","100.00","Cara Csv",.*,"Bank Transfer","JPMorgan Chase","Cara Csv","•••• 6789","","",/,
      ),
    ]);
    expect(out.body).not.toContain('000123456789');
    expect((await download(admin.token, 'requests.csv')).lines).toHaveLength(4);
  });

  it('reads past one batch in order, with rows that share a timestamp', async () => {
    // Pairs of +1 and -1 cent at the same instant: the balance stays as it was.
    const pairs = Math.ceil(EXPORT_BATCH / 2) + 100;
    await bulkCashPostingsForTest(
      server.app.db,
      early!.id,
      sql`
      SELECT s.amount AS amount_cents, 'adjustment' AS kind, NULL::uuid AS reference_id, 'bulk' AS reason,
             '2024-06-01T00:00:00Z'::timestamptz + (g * interval '1 second') AS created_at
      FROM generate_series(1, ${pairs}) g, (VALUES (1), (-1)) AS s(amount)`,
    );
    const { lines } = await download(admin.token, 'ledger.csv?from=2024-06-01&to=2024-06-01');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows).toHaveLength(pairs * 2);
    expect(new Set(rows.map((r) => r.at(-1))).size).toBe(pairs * 2);
    const keys = rows.map((r) => `${r[0]} ${r.at(-1)}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('records each download in the audit log with its kind and range', async () => {
    await download(admin.token, 'requests.csv?from=2025-01-01&to=2025-12-31');
    const rows = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.downloaded'), eq(auditLog.actorId, admin.id)));
    expect(rows.map((r) => r.details)).toContainEqual({
      kind: 'requests',
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(rows.map((r) => r.details)).toContainEqual({ kind: 'users', from: null, to: null });
    expect(rows.every((r) => r.targetType === 'export')).toBe(true);
  });

  it('refuses bad dates (400), unknown kinds (404) and customers (403), auditing none of them', async () => {
    const count = async () =>
      (await server.app.db.select().from(auditLog).where(eq(auditLog.action, 'export.downloaded'))).length;
    const before = await count();
    const bad = await download(admin.token, 'ledger.csv?from=2025-02-30');
    expect(bad.res.status).toBe(400);
    expect(bad.body).toContain(HISTORY_MSG.badDate);
    const reversed = await download(admin.token, 'users.csv?from=2025-03-02&to=2025-03-01');
    expect(reversed.res.status).toBe(400);
    expect(reversed.body).toContain(HISTORY_MSG.fromAfterTo);
    const unknown = await download(admin.token, 'passwords.csv');
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toContain(REPORTS_MSG.unknownExport);
    expect((await download(admin.token, 'users.json')).res.status).toBe(404);
    for (const path of ['users.csv', 'ledger.csv', 'requests.csv', 'passwords.csv'])
      expect((await download(cara.token, path)).res.status, path).toBe(403);
    expect((await fetch(`${server.url}/api/auth/admin/exports/users.csv`)).status).toBe(401);
    expect(await count()).toBe(before);
  });
});
