import { TAX_STATEMENT_MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent, SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { createOffering, markVerified } from '../investments/investments.fixtures.ts';
import { book, buyOn, openedAt, payOn, settleOnBooks } from './history.fixtures.ts';
import { readPdf } from './pdf-text.test-support.ts';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;
let server: TestServer;
let tia: User;
let holdingId: string;
let rex: User;
let defaulted: string;
const thisYear = new Date().getUTCFullYear();

// Tia opened in 2024; in 2025 she deposited $10,000, bought a $1,000 holding
// that paid out in August, withdrew $2,000 and got a $5 adjustment; this year she deposited $100.
beforeAll(async () => {
  server = await startTestServer();
  const admin = await signUpAdmin(server);
  tia = await signUpAndLogin(server, { name: 'Tia Taxpayer' });
  await openedAt(server, tia.id, '2024-06-01T09:00:00Z');
  await markVerified(server, tia.id);
  await book(server, tia.id, [{ kind: 'deposit', cents: 1_000_000, at: '2025-01-10T10:00:00Z' }]);
  const offering = await createOffering(server, admin.token, {
    name: 'Orchard, Kent',
    pricePerUnit: 1000,
    investmentReturn: '6%',
    duration: '6 months',
  });
  const bought = await buyOn(
    server,
    tia.token,
    { investmentId: offering._id, unitsPurchased: 1 },
    '2025-02-01T10:00:00Z',
  );
  expect(bought.status).toBe(201);
  const tias = await rows<{ id: string }>(
    server.app.db,
    sql`SELECT id FROM holdings WHERE user_id = ${tia.id}::uuid`,
  );
  holdingId = tias[0]!.id;
  await server.app.db.execute(
    sql`UPDATE holdings SET maturity_at = '2025-08-01T00:00:00Z' WHERE id = ${holdingId}::uuid`,
  );
  await payOn(server, '2025-08-01T10:00:00Z');
  await book(server, tia.id, [
    { kind: 'withdrawal_hold', cents: -200_000, at: '2025-11-03T10:00:00Z' },
    { kind: 'adjustment', cents: 500, at: '2025-12-31T23:59:59Z' },
    { kind: 'deposit', cents: 10_000 },
  ]);

  // Rex bought a $1,000 holding in 2025 that defaulted: $400 came back by a recovery in October and
  // the rest was written off.
  rex = await signUpAndLogin(server, { name: 'Rex Recovery' });
  await openedAt(server, rex.id, '2025-01-01T09:00:00Z');
  await markVerified(server, rex.id);
  await book(server, rex.id, [{ kind: 'deposit', cents: 200_000, at: '2025-01-02T10:00:00Z' }]);
  const rexBought = await buyOn(
    server,
    rex.token,
    { investmentId: offering._id, unitsPurchased: 1 },
    '2025-02-02T10:00:00Z',
  );
  expect(rexBought.status).toBe(201);
  const own = await rows<{ id: string }>(
    server.app.db,
    sql`SELECT id FROM holdings WHERE user_id = ${rex.id}::uuid`,
  );
  defaulted = own[0]!.id;
  await server.app.db.execute(
    sql`UPDATE holdings SET maturity_at = '2025-08-02T00:00:00Z' WHERE id = ${defaulted}::uuid`,
  );
  await settleOnBooks(server, {
    userId: rex.id,
    holdingId: defaulted,
    recoveredCents: 40_000,
    end: 'written_off',
    at: '2025-10-01T10:00:00Z',
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server?.close();
});

const get = (path: string, user = tia) =>
  fetch(`${server.url}/api/auth/${path}`, { headers: { authorization: `Bearer ${user.token}` } });
/** "Label","12.34" lines of a CSV as a map of label to cents. */
function csvFigures(text: string): Map<string, number> {
  const figures = new Map<string, number>();
  for (const line of text.replace(/^\uFEFF/, '').split('\r\n')) {
    const m = /^"([^"]+)","(-?\d+\.\d{2})"$/.exec(line);
    if (m) figures.set(m[1]!, Math.round(Number(m[2]) * 100));
  }
  return figures;
}

describe('GET /auth/tax-statements', { timeout: TEST_TIMEOUT }, () => {
  it('lists the years with activity, newest first', async () => {
    const res = await server.request('GET', '/auth/tax-statements', { token: tia.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [{ year: thisYear }, { year: 2025 }] });
  });

  it('sums the year by what the money was, and the figures agree with the ledger', async () => {
    const res = await get('tax-statements/2025?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="tax-statement-2025.csv"');
    const text = await res.text();
    expect(text).toContain(TAX_STATEMENT_MSG.notAdvice);
    const f = csvFigures(text);
    const [h] = await rows<{ a: string; r: string; m: string; p: string }>(
      server.app.db,
      sql`
        SELECT amount_cents::text AS a, expected_return_cents::text AS r, management_fee_cents::text AS m,
               fee_cents::text AS p FROM holdings WHERE id = ${holdingId}::uuid`,
    );
    expect(f.get('Wallet balance on 2025-01-01')).toBe(0);
    expect(f.get('Deposits')).toBe(1_000_000);
    expect(f.get('Withdrawals')).toBe(200_000);
    expect(f.get('Invested in holdings')).toBe(Number(h!.a));
    expect(f.get('Principal repaid at maturity')).toBe(Number(h!.a));
    expect(f.get('Returns received')).toBe(Number(h!.r));
    expect(f.get('Fees paid')).toBe(Number(h!.m) + Number(h!.p));
    expect(f.get('Recoveries received')).toBe(0);
    expect(f.get('Written off (principal lost)')).toBe(0);
    expect(f.get('Balance adjustments')).toBe(500);
    const closing = 1_000_000 - 200_000 + Number(h!.r) - Number(h!.m) - Number(h!.p) + 500;
    expect(f.get('Wallet balance on 2025-12-31')).toBe(closing);

    // The ledger's own totals for the year, through the history API, say the same.
    const totals = async (type: string) =>
      (
        await server.request('GET', `/auth/transactions?type=${type}&from=2025-01-01&to=2025-12-31&limit=1`, {
          token: tia.token,
        })
      ).body.totals;
    expect((await totals('fee')).net * 100).toBeCloseTo(-f.get('Fees paid')!, 6);
    expect((await totals('payout')).net * 100).toBeCloseTo(
      f.get('Returns received')! + f.get('Principal repaid at maturity')!,
      6,
    );
  });

  it('agrees with the twelve monthly statements of the year', async () => {
    const f = csvFigures(await (await get('tax-statements/2025?format=csv')).text());
    let fees = 0;
    let opening: number | undefined;
    let closing = 0;
    for (let m = 1; m <= 12; m++) {
      const res = await get(`statements/2025-${String(m).padStart(2, '0')}?format=csv`);
      const text = await res.text();
      expect(res.status, text).toBe(200);
      const month = csvFigures(text);
      expect(month.has('Fees paid (USD)'), text).toBe(true);
      fees += month.get('Fees paid (USD)')!;
      opening ??= month.get('Opening balance (USD)');
      closing = month.get('Closing balance (USD)')!;
    }
    expect(fees).toBe(f.get('Fees paid'));
    expect(opening).toBe(f.get('Wallet balance on 2025-01-01'));
    expect(closing).toBe(f.get('Wallet balance on 2025-12-31'));
  });

  it('counts recoveries and what a default wrote off, from the ledger and the holding', async () => {
    const f = csvFigures(await (await get('tax-statements/2025?format=csv', rex)).text());
    expect(f.get('Invested in holdings')).toBe(100_000);
    expect(f.get('Recoveries received')).toBe(40_000);
    expect(f.get('Written off (principal lost)')).toBe(60_000);
    expect(f.get('Returns received')).toBe(0);
    const fee = f.get('Fees paid')!;
    expect(f.get('Wallet balance on 2025-12-31')).toBe(200_000 - 100_000 - fee + 40_000);
  });

  it('comes as a PDF with the same figures, holdings at year end and the note', async () => {
    const res = await get('tax-statements/2025');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { pages } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    const text = pages.join(' ');
    expect(text).toContain('Annual tax statement · 2025');
    expect(text).toContain('Tia Taxpayer');
    expect(text).toContain('Deposits $10,000.00');
    expect(text).toContain('Withdrawals $2,000.00');
    expect(text).toContain('No holdings.');
    expect(text).toContain('It is not tax advice');
  });

  it('refuses a year outside the account, a bad year or format, and strangers', async () => {
    expect((await get('tax-statements/2023')).status).toBe(404);
    expect((await get(`tax-statements/${thisYear + 1}`)).status).toBe(404);
    const bad = await server.request('GET', '/auth/tax-statements/25', { token: tia.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.year).toBe(TAX_STATEMENT_MSG.badYear);
    expect((await get('tax-statements/2025?format=xls')).status).toBe(400);
    expect((await fetch(`${server.url}/api/auth/tax-statements/2025`)).status).toBe(401);
    const stranger = await signUpAndLogin(server, { name: 'Sam Stranger' });
    expect((await server.request('GET', '/auth/tax-statements', { token: stranger.token })).body).toEqual({
      data: [],
    });
    // Opened this year: last year is not hers.
    expect((await get('tax-statements/2025', stranger)).status).toBe(404);
  });
});
