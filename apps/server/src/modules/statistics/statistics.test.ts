import { STATISTICS_MONTHS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin } from '../../test/users.ts';
import { settleOnBooks } from '../history/history.fixtures.ts';
import { buy, createOffering, investor } from '../investments/investments.fixtures.ts';
import { runMaturityPayouts } from '../investments/maturity.job.ts';

let server: TestServer;
const ids: string[] = [];

/** The 15th of the month `back` months before this one (UTC), at noon. */
function midMonth(back: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12));
}
const monthOf = (d: Date) => d.toISOString().slice(0, 7);

async function setDates(id: string, maturityAt: Date, paidOutAt?: Date) {
  await server.app.db.execute(sql`
    UPDATE holdings SET start_at = ${new Date(maturityAt.getTime() - 90 * 86_400_000).toISOString()}::timestamptz,
      maturity_at = ${maturityAt.toISOString()}::timestamptz
      ${paidOutAt ? sql`, paid_out_at = ${paidOutAt.toISOString()}::timestamptz` : sql``}
    WHERE id = ${id}::uuid`);
}

// Seven $500 holdings: four matured two months ago (one paid that day, one paid only now, one paid
// back by a recovery, one written off), one 40 months ago (outside the window), one due a minute
// ago and not yet paid, one due next month.
beforeAll(async () => {
  server = await startTestServer();
  const admin = await signUpAdmin(server);
  const customer = await investor(server, 1_000_000);
  const offering = await createOffering(server, admin.token, { pricePerUnit: 500, duration: '6 months' });
  for (let i = 0; i < 7; i++) {
    const res = await buy(server, customer.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(res.status).toBe(201);
  }
  const bought = await rows<{ id: string }>(
    server.app.db,
    sql`SELECT id FROM holdings WHERE user_id = ${customer.id}::uuid ORDER BY created_at, id`,
  );
  ids.push(...bought.map((r) => r.id));
  const [onTime, late, old, unpaid, future, recovered, writtenOff] = ids as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  await setDates(onTime, midMonth(2));
  await setDates(late, midMonth(2));
  await setDates(old, midMonth(40));
  await setDates(future, midMonth(-1));
  await runMaturityPayouts(server.app.deps);
  // Paid on its maturity day: the payout's time moved back to that day.
  await setDates(onTime, midMonth(2), new Date(midMonth(2).getTime() + 3_600_000));
  await setDates(unpaid, new Date(Date.now() - 60_000));
  await setDates(recovered, midMonth(2));
  await setDates(writtenOff, midMonth(2));
  await settleOnBooks(server, {
    userId: customer.id,
    holdingId: writtenOff,
    recoveredCents: 0,
    end: 'written_off',
  });
  await settleOnBooks(server, {
    userId: customer.id,
    holdingId: recovered,
    recoveredCents: 30_000,
    end: 'completed',
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
});

describe('GET /api/statistics', { timeout: TEST_TIMEOUT }, () => {
  it('is public, cacheable and lists the last 36 months oldest first', async () => {
    const res = await server.request('GET', '/statistics');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.data).toHaveLength(STATISTICS_MONTHS);
    expect(res.body.data.at(-1).month).toBe(monthOf(new Date()));
    expect(res.body.data[0].month).toBe(monthOf(midMonth(STATISTICS_MONTHS - 1)));
  });

  it('counts each matured holding by its outcome, from the data', async () => {
    const data = (await server.request('GET', '/statistics')).body.data as Record<string, unknown>[];
    const byMonth = new Map(data.map((m) => [m.month, m]));
    expect(byMonth.get(monthOf(midMonth(2)))).toEqual({
      month: monthOf(midMonth(2)),
      holdings: 4,
      amount: 2000,
      onTime: 1,
      late: 1,
      recovered: 1,
      writtenOff: 1,
      defaultRate: 0.5,
    });
    // Due a minute ago and not paid yet: matured, with no outcome so far.
    expect(byMonth.get(monthOf(new Date()))).toMatchObject({ holdings: 1, amount: 500, onTime: 0, late: 0 });
    // Forty months back is outside the window; next month has not matured.
    const total = data.reduce((s, m) => s + (m.holdings as number), 0);
    expect(total).toBe(5);
    expect(data.filter((m) => m.defaultRate !== 0)).toHaveLength(1);
  });
});
