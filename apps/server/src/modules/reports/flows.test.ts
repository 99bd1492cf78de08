import { DEFAULT_PLATFORM_FEE_BPS, REPORTS_MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDirectly } from '../../test/auth-notices.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent, SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { book } from '../history/history.fixtures.ts';
import { buy, createOffering, makeDue, markVerified } from '../investments/investments.fixtures.ts';
import { runMaturityPayouts } from '../investments/maturity.job.ts';
import { decide, fund, linkBank, requestWithdrawal } from '../wallet/wallet.test-support.ts';
import { DAY_MS, dayOf, daysAgo, flowsFromLedger, rowCents, ZERO } from './reports.fixtures.ts';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;
let server: TestServer;
let admin: User;
let ivy: User;
let pendingWithdrawalAt: string;

// Today, through the API: a $1,500 deposit, two $500 purchases (0.25% fee each), one paid out at
// maturity, a $150 withdrawal approved, $120 rejected and $110 still pending. Booked in the past: a
// deposit and a fee 10 days ago, a deposit 100 days ago. One identity check waits since 3 days ago.
beforeAll(async () => {
  server = await startTestServer({ platformFeeBps: DEFAULT_PLATFORM_FEE_BPS });
  [admin, ivy] = await Promise.all([signUpAdmin(server), signUpAndLogin(server, { name: 'Ivy Flows' })]);
  await markVerified(server, ivy.id);
  await linkBank(server, ivy);
  await fund(server, admin, ivy, 1500);
  const offering = await createOffering(server, admin.token, { pricePerUnit: 500 });
  const bought = [];
  for (let i = 0; i < 2; i++) {
    const res = await buy(server, ivy.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    bought.push(res.body.data._id as string);
  }
  await makeDue(server, bought[0]!);
  await runMaturityPayouts(server.app.deps);
  for (const [amount, decision] of [
    [150, 'approved'],
    [120, 'rejected'],
    [110, undefined],
  ] as const) {
    const res = await requestWithdrawal(server, ivy, { amount });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    if (decision)
      expect((await decide(server, admin, 'withdraw', res.body.data._id, decision)).status).toBe(200);
    else pendingWithdrawalAt = res.body.data.createdAt;
  }
  await book(server, ivy.id, [
    { kind: 'deposit', cents: 999, at: daysAgo(100) },
    { kind: 'deposit', cents: 1234, at: daysAgo(10) },
    { kind: 'fee', cents: -56, at: daysAgo(10, '13:00:00') },
  ]);
  const waiting = await signUpAndLogin(server, { name: 'Walt Waiting' });
  await writeDirectly(server.app, () =>
    server.app.db.execute(sql`
      UPDATE users SET kyc_status = 'pending', kyc_submitted_at = ${daysAgo(3)}::timestamptz
      WHERE id = ${waiting.id}::uuid`),
  );
}, SETUP_TIMEOUT);
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server?.close();
});

const report = (token: string, query = '') =>
  server.request('GET', `/auth/admin/reports/flows${query}`, { token });

describe('GET /auth/admin/reports/flows', { timeout: TEST_TIMEOUT }, () => {
  it('has one row per day up to today, oldest first, each equal to the sums of ledger_entries', async () => {
    const ledger = await flowsFromLedger(server);
    for (const days of [30, 90, 365]) {
      const res = await report(admin.token, `?days=${days}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = res.body.data as ({ date: string } & typeof ZERO)[];
      expect(rows).toHaveLength(days);
      expect(rows.at(-1)!.date).toBe(dayOf(Date.now()));
      rows.forEach((row, i) => {
        expect(row.date).toBe(dayOf(Date.now() - (days - 1 - i) * DAY_MS));
        expect(rowCents(row), row.date).toEqual(ledger.get(row.date) ?? ZERO);
      });
    }
  });

  it('reads the known flows: deposits, approved withdrawals, purchases, payouts and fees', async () => {
    const res = await report(admin.token, '?days=90');
    const byDay = new Map(res.body.data.map((r: { date: string }) => [r.date, r]));
    const today = byDay.get(dayOf(Date.now())) as typeof ZERO;
    // Only the $150 approved counts, as on the customer's page: not the $110 pending, not the $120 rejected.
    expect(today).toMatchObject({ deposits: 1500, withdrawals: 150, purchases: 1000 });
    expect(today.payouts).toBeGreaterThan(500);
    expect(today.fees).toBeGreaterThanOrEqual(2.5);
    expect(byDay.get(daysAgo(10).slice(0, 10))).toMatchObject({ deposits: 12.34, fees: 0.56, purchases: 0 });
    expect(byDay.has(daysAgo(100).slice(0, 10))).toBe(false);
    const year = await report(admin.token, '?days=365');
    const old = year.body.data.find((r: { date: string }) => r.date === daysAgo(100).slice(0, 10));
    expect(old).toMatchObject({ deposits: 9.99, withdrawals: 0 });
  });

  it('gives the assets under management and the oldest items waiting', async () => {
    const res = await report(admin.token);
    expect(res.body.data).toHaveLength(30);
    // One $500 holding is still active; the other was paid out.
    expect(res.body.assetsUnderManagement).toBe(500);
    expect(res.body.oldestPendingRequestAt).toBe(new Date(pendingWithdrawalAt).toISOString());
    expect(res.body.oldestPendingKycAt).toBe(new Date(daysAgo(3)).toISOString());
  });

  it('refuses any other number of days (400) and customers (403)', async () => {
    for (const q of ['?days=7', '?days=abc', '?days=', '?days=30.5', '?days=30&days=90']) {
      const res = await report(admin.token, q);
      expect(res.status, q).toBe(400);
      if (q === '?days=7') expect(JSON.stringify(res.body)).toContain(REPORTS_MSG.badDays);
    }
    expect((await report(ivy.token)).status).toBe(403);
    expect((await server.request('GET', '/auth/admin/reports/flows')).status).toBe(401);
  });
});
