import { HISTORY_MSG } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent, SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { buy, createOffering, markVerified } from '../investments/investments.fixtures.ts';
import { book, openedAt } from './history.fixtures.ts';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;
let server: TestServer;
let ivy: User;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
const dayOf = (iso: string) => iso.slice(0, 10);

// Ivy opened 400 days ago, deposited $5,000 200 days ago and $1,000 10 days ago, and buys today
// 2 units of a $500 Agriculture offering and 1 unit of a $1,000 Real Estate one.
beforeAll(async () => {
  server = await startTestServer();
  const admin = await signUpAdmin(server);
  ivy = await signUpAndLogin(server, { name: 'Ivy Portfolio' });
  await openedAt(server, ivy.id, daysAgo(400));
  await book(server, ivy.id, [
    { kind: 'deposit', cents: 500_000, at: daysAgo(200) },
    { kind: 'deposit', cents: 100_000, at: daysAgo(10) },
  ]);
  await markVerified(server, ivy.id);
  const farm = await createOffering(server, admin.token, {
    name: 'Farm',
    pricePerUnit: 500,
    duration: '9 months',
  });
  const flat = await createOffering(server, admin.token, {
    name: 'Flats',
    category: 'Real Estate',
    pricePerUnit: 1000,
    duration: '6 months',
  });
  for (const [id, units] of [
    [farm._id, 2],
    [flat._id, 1],
  ] as const)
    expect((await buy(server, ivy.token, { investmentId: id, unitsPurchased: units })).status).toBe(201);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server?.close();
});

const portfolio = (user: User, query = '') =>
  server.request('GET', `/auth/portfolio${query}`, { token: user.token });

describe('GET /auth/portfolio', { timeout: TEST_TIMEOUT }, () => {
  it('allocation by category, wallet and invested over the range, next maturities', async () => {
    const res = await portfolio(ivy, '?range=1m');
    expect(res.status).toBe(200);
    expect(res.body.allocation).toEqual([
      { category: 'Agriculture', amount: 1000 },
      { category: 'Real Estate', amount: 1000 },
    ]);
    expect(res.body.history).toHaveLength(30);
    expect(res.body.history[0]).toEqual({ date: dayOf(daysAgo(29)), cash: 5000, invested: 0 });
    const me = await server.request('GET', '/auth/me', { token: ivy.token });
    const balance = me.body.balance ?? me.body.user?.balance;
    expect(res.body.history.at(-1)).toEqual({ date: dayOf(daysAgo(0)), cash: balance, invested: 2000 });
    expect(res.body.history.find((p: { date: string }) => p.date === dayOf(daysAgo(10)))).toMatchObject({
      cash: 6000,
    });
    // Flats (6 months) matures before Farm (9 months); expected totals include the return.
    expect(res.body.maturities.map((m: { investmentName: string }) => m.investmentName)).toEqual([
      'Flats',
      'Farm',
    ]);
    expect(res.body.maturities[0].expectedTotal).toBeGreaterThan(1000);
  });

  it('each range covers its days (at most 120 points), all of them since the account opened', async () => {
    const threeMonths = (await portfolio(ivy, '?range=3m')).body.history;
    expect(threeMonths).toHaveLength(91);
    const year = (await portfolio(ivy, '?range=1y')).body.history;
    expect(year.length).toBeLessThanOrEqual(120);
    expect(year.at(-1).date).toBe(dayOf(daysAgo(0)));
    const all = (await portfolio(ivy, '?range=all')).body.history;
    expect(all.length).toBeLessThanOrEqual(120);
    expect(all[0].date >= dayOf(daysAgo(400))).toBe(true);
    expect(all[0]).toMatchObject({ cash: 0, invested: 0 });
    expect((await portfolio(ivy)).body.history).toHaveLength(91);
  });

  it('a new customer has an empty picture, and a bad range is refused', async () => {
    const newcomer = await signUpAndLogin(server, { name: 'New Comer' });
    const res = await portfolio(newcomer, '?range=1m');
    expect(res.body.allocation).toEqual([]);
    expect(res.body.maturities).toEqual([]);
    expect(res.body.history.at(-1)).toMatchObject({ cash: 0, invested: 0 });
    const bad = await portfolio(newcomer, '?range=5y');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.range).toBe(HISTORY_MSG.badRange);
    expect((await server.request('GET', '/auth/portfolio')).status).toBe(401);
  });
});
