import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin } from '../../test/users.ts';
import { type Customer, createOffering, investor } from '../investments/investments.fixtures.ts';
import { buyOn, payOn, settleOnBooks } from './history.fixtures.ts';

let server: TestServer;
let ivy: Customer;
let farmId: string;
let ended: string;
let live: string;
const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY).toISOString();

interface Flow {
  at: number;
  cents: number;
}

/** The annual rate where the flows' present value is 0, found here by plain bisection. */
function solve(flows: Flow[]): number {
  const t0 = Math.min(...flows.map((f) => f.at));
  const pv = (r: number) => flows.reduce((s, f) => s + f.cents / (1 + r) ** ((f.at - t0) / DAY / 365), 0);
  let lo = -0.99;
  let hi = 10;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(pv(mid)) === Math.sign(pv(lo))) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const sqlRows = <T>(q: ReturnType<typeof sql>) => rows<T>(server.app.db, q);

async function holding(id: string) {
  const [h] = await sqlRows<{ amount: string; ret: string; mfee: string; maturity_at: string | Date }>(sql`
    SELECT amount_cents::text AS amount, expected_return_cents::text AS ret,
           management_fee_cents::text AS mfee, maturity_at FROM holdings WHERE id = ${id}::uuid`);
  return {
    amount: Number(h!.amount),
    ret: Number(h!.ret),
    mfee: Number(h!.mfee),
    maturityAt: new Date(h!.maturity_at),
  };
}

/** The platform fee its purchase paid (0 when the test configuration charges none). */
async function holdingFee(id: string) {
  const [r] = await sqlRows<{ fee: string }>(
    sql`SELECT fee_cents::text AS fee FROM holdings WHERE id = ${id}::uuid`,
  );
  return Number(r!.fee);
}

async function ledgerFlows(id: string): Promise<Flow[]> {
  const rows = await sqlRows<{ amount: string; created_at: string | Date }>(sql`
    SELECT amount_cents::text AS amount, created_at FROM ledger_entries
    WHERE reference_id = ${id}::uuid AND user_id IS NOT NULL`);
  return rows.map((r) => ({ at: new Date(r.created_at).getTime(), cents: Number(r.amount) }));
}

// Ivy (free plan: a purchase fee) bought a $1,000 holding 200 days ago that matured 17 days ago with a
// 1% a year management charge, and a $500 one 30 days ago that is still live.
beforeAll(async () => {
  server = await startTestServer();
  const admin = await signUpAdmin(server);
  ivy = await investor(server, 500_000);
  const bond = await createOffering(server, admin.token, {
    name: 'Harbour Bond, Series A',
    pricePerUnit: 1000,
    investmentReturn: '6%',
    duration: '6 months',
    managementFee: '1%',
  });
  const farm = await createOffering(server, admin.token, { name: 'Farm', pricePerUnit: 500 });
  farmId = farm._id;
  const bought = await buyOn(server, ivy.token, { investmentId: bond._id, unitsPurchased: 1 }, ago(200));
  expect(bought.status).toBe(201);
  const later = await buyOn(server, ivy.token, { investmentId: farm._id, unitsPurchased: 1 }, ago(30));
  expect(later.status).toBe(201);
  const ids = await sqlRows<{ id: string }>(
    sql`SELECT id FROM holdings WHERE user_id = ${ivy.id}::uuid ORDER BY start_at, id`,
  );
  [ended, live] = ids.map((r) => r.id) as [string, string];
  await server.app.db.execute(
    sql`UPDATE holdings SET maturity_at = ${ago(17)}::timestamptz WHERE id = ${ended}::uuid`,
  );
  await payOn(server, ago(17));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
});

const portfolio = () => server.request('GET', '/auth/portfolio', { token: ivy.token });

describe('GET /auth/portfolio returns and calendar', { timeout: TEST_TIMEOUT }, () => {
  it('realisedXirr: the ended holding, net of its purchase fee and management charge', async () => {
    const flows = await ledgerFlows(ended);
    // Paid in on one day, paid back on another: the closed form (back / in)^(365 / days) - 1.
    const paidIn = -flows
      .filter((f) => f.cents < 0 && f.at < now - 100 * DAY)
      .reduce((s, f) => s + f.cents, 0);
    const back = flows.filter((f) => f.at > now - 100 * DAY).reduce((s, f) => s + f.cents, 0);
    expect(paidIn).toBe(100_000 + (await holdingFee(ended)));
    const h = await holding(ended);
    expect(back).toBe(h.amount + h.ret - h.mfee);
    expect(h.mfee).toBeGreaterThan(0);
    const closedForm = (back / paidIn) ** (365 / 183) - 1;
    const { returns } = (await portfolio()).body;
    expect(returns.realisedXirr).toBeCloseTo(closedForm, 5);
    // Net of fees it is below the offering's 12% a year simple rate.
    expect(returns.realisedXirr).toBeLessThan(0.12);
  });

  it('expectedXirr: every flow to date plus the live holding paid as expected at maturity', async () => {
    const h = await holding(live);
    const flows = [
      ...(await ledgerFlows(ended)),
      ...(await ledgerFlows(live)),
      { at: h.maturityAt.getTime(), cents: h.amount + h.ret - h.mfee },
    ];
    const { returns } = (await portfolio()).body;
    expect(returns.expectedXirr).toBeCloseTo(solve(flows), 5);
  });

  it('calendar: the live holding’s principal and net return in its maturity month', async () => {
    const h = await holding(live);
    const { calendar } = (await portfolio()).body;
    expect(calendar).toEqual([
      {
        month: h.maturityAt.toISOString().slice(0, 7),
        principal: h.amount / 100,
        return: (h.ret - h.mfee) / 100,
      },
    ]);
  });

  it('a written-off holding with a recovery: a realised loss, and no payout expected', async () => {
    const rex = await investor(server, 100_000);
    const rexBought = await buyOn(server, rex.token, { investmentId: farmId, unitsPurchased: 1 }, ago(365));
    expect(rexBought.status).toBe(201);
    const [h] = await sqlRows<{ id: string }>(sql`SELECT id FROM holdings WHERE user_id = ${rex.id}::uuid`);
    // $200 recovered and the other $300 written off, as a default ends.
    await settleOnBooks(server, {
      userId: rex.id,
      holdingId: h!.id,
      recoveredCents: 20_000,
      end: 'written_off',
    });
    const paidIn = -(await ledgerFlows(h!.id)).filter((f) => f.cents < 0).reduce((s, f) => s + f.cents, 0);
    const body = (await server.request('GET', '/auth/portfolio', { token: rex.token })).body;
    // $500 (and its fee) in a year ago, $200 back now: (200 / paid in)^(365 / 365) - 1.
    expect(body.returns.realisedXirr).toBeCloseTo(20_000 / paidIn - 1, 4);
    expect(body.returns.expectedXirr).toBeCloseTo(body.returns.realisedXirr, 6);
    expect(body.calendar).toEqual([]);
  });

  it('a newcomer has no returns to show and an empty calendar', async () => {
    const newcomer = await investor(server, 0);
    const body = (await server.request('GET', '/auth/portfolio', { token: newcomer.token })).body;
    expect(body.returns).toEqual({ realisedXirr: null, expectedXirr: null });
    expect(body.calendar).toEqual([]);
  });
});

describe('GET /auth/portfolio/calendar.ics', { timeout: TEST_TIMEOUT }, () => {
  it('is an RFC 5545 calendar: CRLF lines of at most 75 octets, one event per expected payout', async () => {
    const res = await fetch(`${server.url}/api/auth/portfolio/calendar.ics`, {
      headers: { authorization: `Bearer ${ivy.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
    expect(unfolded).toContain('VERSION:2.0');
    expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    const h = await holding(live);
    expect(unfolded).toContain(`UID:payout-${live}@localhost`);
    expect(unfolded).toContain(
      `DTSTART;VALUE=DATE:${h.maturityAt.toISOString().slice(0, 10).replace(/-/g, '')}`,
    );
    expect(unfolded.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    // The payout into the wallet and the offering's name; no management charge is named on an
    // offering without one.
    const summary = unfolded.find((l) => l.startsWith('SUMMARY:'));
    expect(summary).toContain('Farm');
    const description = unfolded.find((l) => l.startsWith('DESCRIPTION:'));
    expect(description).toContain(`Expected into your wallet: $${(h.amount / 100).toFixed(2)} principal`);
    expect(description).not.toContain('management charge');
    expect((await fetch(`${server.url}/api/auth/portfolio/calendar.ics`)).status).toBe(401);
  });
});
