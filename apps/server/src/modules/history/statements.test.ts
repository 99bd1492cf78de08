import { HISTORY_MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent, SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { createOffering, markVerified } from '../investments/investments.fixtures.ts';
import { book, buyOn, openedAt } from './history.fixtures.ts';
import { readPdf } from './pdf-text.test-support.ts';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;
let server: TestServer;
let admin: { token: string; id: string };
let ada: User;
let bob: User;
let holdingId: string;
/** The platform fee of the March purchase, whatever the plan charges (0 where no fee is booked). */
let marchFeeCents = 0;
const usd = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const thisMonth = new Date().toISOString().slice(0, 7);

// Ada opened her account on 2026-01-10: January has a deposit, a fee and a withdrawal, February
// nothing, March a purchase of 2 units at $500 (bought through the API, then dated 2026-03-05).
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAdmin(server);
  ada = await signUpAndLogin(server, { name: 'Ada Statement' });
  bob = await signUpAndLogin(server, { name: 'Bob Other' });
  await openedAt(server, ada.id, '2026-01-10T08:00:00Z');
  await server.app.db.execute(
    sql`UPDATE users SET address = '12 Ledger Lane, Springfield' WHERE id = ${ada.id}::uuid`,
  );
  await openedAt(server, bob.id, '2026-01-02T08:00:00Z');
  await book(server, ada.id, [
    { kind: 'deposit', cents: 250_075, at: '2026-01-12T09:00:00Z' },
    { kind: 'fee', cents: -1_250, at: '2026-01-20T09:00:00Z' },
    { kind: 'withdrawal_hold', cents: -20_000, at: '2026-01-28T09:00:00Z' },
  ]);
  await book(server, bob.id, [{ kind: 'deposit', cents: 99_900, at: '2026-01-15T09:00:00Z' }]);
  await markVerified(server, ada.id);
  const offering = await createOffering(server, admin.token, {
    name: 'Statement Farmland',
    pricePerUnit: 500,
  });
  const bought = await buyOn(
    server,
    ada.token,
    { investmentId: offering._id, unitsPurchased: 2 },
    '2026-03-05T10:00:00Z',
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  holdingId = bought.body.data._id;
  const fees = await rows<{ c: number }>(
    server.app.db,
    sql`SELECT coalesce(-sum(amount_cents), 0)::int AS c FROM ledger_entries WHERE reference_id = ${holdingId}::uuid AND kind = 'fee' AND account_type = 'cash'`,
  );
  marchFeeCents = Number(fees[0]!.c);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server?.close();
});

const statement = (user: User, path: string) =>
  fetch(`${server.url}/api/auth/statements/${path}`, { headers: { authorization: `Bearer ${user.token}` } });

describe('GET /auth/statements', { timeout: TEST_TIMEOUT }, () => {
  it('lists every month since the account opened, newest first, with balances from the ledger', async () => {
    const res = await server.request('GET', '/auth/statements', { token: ada.token });
    expect(res.status).toBe(200);
    const periods = res.body.data.map((s: { period: string }) => s.period);
    expect(periods[0]).toBe(thisMonth);
    expect(periods.at(-1)).toBe('2026-01');
    expect(periods).toHaveLength(Number(thisMonth.slice(5)) + 12 * (Number(thisMonth.slice(0, 4)) - 2026));
    const byPeriod = Object.fromEntries(res.body.data.map((s: { period: string }) => [s.period, s]));
    expect(byPeriod['2026-01']).toEqual({ period: '2026-01', openingBalance: 0, closingBalance: 2288.25 });
    expect(byPeriod['2026-02']).toEqual({
      period: '2026-02',
      openingBalance: 2288.25,
      closingBalance: 2288.25,
    });
    expect(byPeriod['2026-03']).toEqual({
      period: '2026-03',
      openingBalance: 2288.25,
      closingBalance: 1288.25,
    });
    // The newest closing balance is the wallet balance today.
    const me = await server.request('GET', '/auth/me', { token: ada.token });
    expect(res.body.data[0].closingBalance).toBe(me.body.balance ?? me.body.user?.balance ?? 1288.25);
  });

  it('a month as PDF: platform, customer, opening, every movement with its running balance, fees, closing', async () => {
    const res = await statement(ada, '2026-01');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="statement-2026-01.pdf"');
    const { pages, sizes } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(sizes[0]).toEqual([595, 842]); // A4
    const text = pages.join(' ');
    for (const expected of [
      'Verdant Invest',
      'Account statement · January 2026',
      'Ada Statement',
      '12 Ledger Lane, Springfield',
      // Ada's account opened on 10 January: her first statement opens that day, not on the 1st.
      'Period: 10 Jan 2026 – 31 Jan 2026 (UTC)',
      'Opening balance on 10 Jan 2026 $0.00',
      'Fees paid $12.50',
      'Closing balance on 31 Jan 2026 $2,288.25',
      '12 Jan 2026 Deposit credited $2,500.75 $2,500.75',
      '20 Jan 2026 Platform fee -$12.50 $2,488.25',
      '28 Jan 2026 Withdrawal requested -$200.00 $2,288.25',
      'No holdings.',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Bob');
  });

  it('holdings at month end, on Letter paper too', async () => {
    const res = await statement(ada, '2026-03?paper=letter');
    const { pages, sizes } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(sizes[0]).toEqual([612, 792]);
    const text = pages.join(' ');
    expect(text).toContain('Opening balance on 1 Mar 2026 $2,288.25');
    expect(text).toContain('Investment in Statement Farmland -$1,000.00');
    expect(text).toContain('Holdings on 31 Mar 2026');
    expect(text).toContain('Statement Farmland (Agriculture, 2 units) $1,000.00');
    expect(text).toContain('Total invested $1,000.00');
    expect(text).toContain(`Fees paid ${usd(marchFeeCents)}`);
    expect(text).toContain(`Closing balance on 31 Mar 2026 ${usd(128_825 - marchFeeCents)}`);
    // February: nothing moved, the holding was not bought yet.
    const feb = (
      await readPdf(new Uint8Array(await (await statement(ada, '2026-02')).arrayBuffer()))
    ).pages.join(' ');
    expect(feb).toContain('No movements this month');
    expect(feb).toContain('No holdings.');
    expect(feb).toContain('Closing balance on 28 Feb 2026 $2,288.25');
  });

  it('a long month runs over pages, numbered, and still closes on the ledger', async () => {
    const user = await signUpAndLogin(server, { name: 'Many Moves' });
    await openedAt(server, user.id, '2026-04-01T00:00:00Z');
    await book(
      server,
      user.id,
      Array.from({ length: 120 }, (_, i) => ({
        kind: 'deposit' as const,
        cents: 100 + i,
        at: new Date(Date.UTC(2026, 3, 2) + i * 3_600_000).toISOString(),
      })),
    );
    const res = await statement(user, '2026-04');
    const { pages } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    const total = Array.from({ length: 120 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    const closing = `$${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(pages.join(' ')).toContain(`Closing balance on 30 Apr 2026 ${closing}`);
  });

  it('prints names beyond Latin-1 as written, and a character no embedded face has as "?"', async () => {
    const zoe = await signUpAndLogin(server, { name: 'Zoë Łukasz 王' });
    await openedAt(server, zoe.id, '2026-05-01T00:00:00Z');
    await server.app.db.execute(
      sql`UPDATE users SET address = 'ul. Żółwia 7, Łódź' WHERE id = ${zoe.id}::uuid`,
    );
    await book(server, zoe.id, [{ kind: 'deposit', cents: 100_000, at: '2026-05-02T09:00:00Z' }]);
    await markVerified(server, zoe.id);
    const offering = await createOffering(server, admin.token, {
      name: 'Ферма Ωmega 农场',
      pricePerUnit: 100,
    });
    const bought = await buyOn(
      server,
      zoe.token,
      { investmentId: offering._id, unitsPurchased: 1 },
      '2026-05-10T10:00:00Z',
    );
    expect(bought.status).toBe(201);
    const res = await statement(zoe, '2026-05');
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The faces are embedded (a TrueType subset), not the WinAnsi-only standard Helvetica.
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('/Helvetica');
    const text = (await readPdf(bytes)).pages.join(' ');
    expect(text).toContain('Zoë Łukasz ?');
    expect(text).toContain('ul. Żółwia 7, Łódź');
    expect(text).toContain('Investment in Ферма Ωmega ?? -$100.00 $900.00');
    expect(text).toContain('Closing balance on 31 May 2026 $900.00');
    expect(text).not.toContain('\u0000');
    expect(text).not.toMatch(/[王农场]/);
    // The CSV is UTF-8: it keeps every character.
    const csv = await (await statement(zoe, '2026-05?format=csv')).text();
    expect(csv).toContain('"Customer","Zoë Łukasz 王"');
    expect(csv).toContain('Investment in Ферма Ωmega 农场');
  });

  it('a month as CSV holds the same figures', async () => {
    const res = await statement(ada, '2026-01?format=csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('"Customer","Ada Statement"');
    expect(lines).toContain('"Period (UTC)","2026-01-10 to 2026-01-31"');
    expect(lines).toContain('"Opening balance (USD)","0.00"');
    expect(lines).toContain('"Closing balance (USD)","2288.25"');
    expect(lines).toContain('"Fees paid (USD)","12.50"');
    expect(lines.filter((l) => l.startsWith('"2026-01-')).map((l) => l.split(',').slice(3, 5))).toEqual([
      ['"2500.75"', '"2500.75"'],
      ['"-12.50"', '"2488.25"'],
      ['"-200.00"', '"2288.25"'],
    ]);
    const march = (await (await statement(ada, '2026-03?format=csv')).text()).split('\r\n');
    expect(march).toContain('"Period (UTC)","2026-03-01 to 2026-03-31"');
    expect(march.some((l) => l.startsWith('"Statement Farmland","Agriculture","2","1000.00"'))).toBe(true);
  });

  it('refuses a malformed period, a month before the account or in the future, and bad options', async () => {
    for (const bad of ['2026-13', '2026-1', '2026-00', 'abcd', '2026-01-01', '..%2F2026-01', '202601'])
      expect((await statement(ada, bad)).status, bad).toBe(400);
    const malformed = await server.request('GET', '/auth/statements/2026-13', { token: ada.token });
    expect(malformed.body.errors.period).toBe(HISTORY_MSG.badPeriod);
    expect((await statement(ada, '2025-12')).status).toBe(404);
    expect((await statement(ada, '2026-01?format=docx')).status).toBe(400);
    expect((await statement(ada, '2026-01?paper=a3')).status).toBe(400);
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const future = await server.request('GET', `/auth/statements/${next.toISOString().slice(0, 7)}`, {
      token: ada.token,
    });
    expect(future.status).toBe(404);
    expect(future.body.message).toBe(HISTORY_MSG.noStatement);
  });

  it('reads only the caller’s own statement: there is no way to name another customer', async () => {
    const res = await statement(bob, `2026-01?format=csv&userId=${ada.id}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('"Customer","Bob Other"');
    expect(text).not.toContain('Ada');
    expect(text).toContain('"Closing balance (USD)","999.00"');
    expect((await fetch(`${server.url}/api/auth/statements/2026-01`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/auth/statements`)).status).toBe(401);
    expect((await server.request('GET', `/auth/statements/${ada.id}`, { token: bob.token })).status).toBe(
      400,
    );
  });

  it('builds a closed month once and keeps it for every instance; the current month is built each time', async () => {
    const kept = async (period: string) =>
      await rows<{ variant: string; layout: string }>(
        server.app.db,
        sql`SELECT variant, layout FROM statement_files WHERE user_id = ${bob.id}::uuid AND period = ${period} ORDER BY variant`,
      );
    expect(await kept('2026-02')).toEqual([]);
    const first = Buffer.from(await (await statement(bob, '2026-02?paper=letter')).arrayBuffer());
    expect((await statement(bob, '2026-02?format=csv')).status).toBe(200);
    expect((await kept('2026-02')).map((r) => r.variant)).toEqual(['csv', 'pdf-letter']);
    // What is served next is the kept file, byte for byte, not a new build.
    await server.app.db.execute(
      sql`UPDATE statement_files SET body = convert_to('kept copy', 'UTF8') WHERE user_id = ${bob.id}::uuid AND period = '2026-02' AND variant = 'csv'`,
    );
    expect(await (await statement(bob, '2026-02?format=csv')).text()).toBe('kept copy');
    const again = Buffer.from(await (await statement(bob, '2026-02?paper=letter')).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    // A4 is a file of its own.
    expect(
      (await readPdf(new Uint8Array(await (await statement(bob, '2026-02')).arrayBuffer()))).pages.length,
    ).toBe(1);
    expect((await kept('2026-02')).map((r) => r.variant)).toEqual(['csv', 'pdf-a4', 'pdf-letter']);

    expect((await statement(bob, `${thisMonth}?format=csv`)).status).toBe(200);
    expect(await kept(thisMonth)).toEqual([]);
  });
});
