import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdings, ledgerEntries } from '../../db/schema.ts';
import { startSecondInstance, startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent } from '../../test/suite.ts';
import { onPostgres } from '../../test/test-database.ts';
import { signUpAdmin } from '../../test/users.ts';
import {
  balanceCents,
  buy,
  createOffering,
  investor,
  investorsOf,
  makeDue,
  prepareToBuy,
} from './investments.fixtures.ts';
import { runMaturityPayouts } from './maturity.job.ts';

// PGlite is one connection in one process: requests queue and can never race, so these tests would
// prove nothing there. They need real PostgreSQL with a connection pool per server instance.
describe.skipIf(!onPostgres)('investments under concurrency (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  let server: TestServer;
  let second: FastifyInstance;
  let secondUrl: string;
  let admin: { token: string; id: string };

  beforeAll(async () => {
    server = await startTestServer();
    // A second server instance on the same database, as behind a load balancer.
    ({ app: second, url: secondUrl } = await startSecondInstance(server));
    admin = await signUpAdmin(server);
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('30 parallel purchases that together exceed the balance never overdraw (two instances)', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 100 });
    const me = await investor(server, 1_000_00); // enough for 10 of the 30
    const body = { investmentId: offering._id, unitsPurchased: 1 };
    // The test and the sheet first: half the orders go straight to the second instance.
    await prepareToBuy(server, me.token, offering._id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        if (i % 2 === 0) return (await buy(server, me.token, body)).status;
        const res = await fetch(`${secondUrl}/api/auth/invest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` },
          body: JSON.stringify(body),
        });
        return res.status;
      }),
    );
    expect(
      answers.filter((s) => s !== 201 && s !== 400),
      JSON.stringify(answers),
    ).toEqual([]);
    expect(answers.filter((s) => s === 201)).toHaveLength(10);
    expect(answers.filter((s) => s === 400)).toHaveLength(20);
    expect(await balanceCents(server, me.id)).toBe(0);
    const bought = await server.app.db.select().from(holdings).where(eq(holdings.userId, me.id));
    expect(bought).toHaveLength(10);
    // Ten purchases by one customer: one investor.
    expect(await investorsOf(server, offering._id)).toBe(1);
    await expectLedgerConsistent(server);
  });

  it("20 parallel purchases that the balance covers all succeed: they take turns on the buyer's row", async () => {
    const a = await createOffering(server, admin.token, { pricePerUnit: 50 });
    const b = await createOffering(server, admin.token, { pricePerUnit: 25 });
    const me = await investor(server, 1_000_00);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        buy(server, me.token, { investmentId: (i % 2 ? a : b)._id, unitsPurchased: 1 }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await balanceCents(server, me.id)).toBe(1_000_00 - 10 * 50_00 - 10 * 25_00);
    expect(new Set(answers.map((r) => r.body.balance)).size).toBe(20);
    await expectLedgerConsistent(server);
  });

  it('30 parallel purchases with the same Idempotency-Key book one holding', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 100 });
    const me = await investor(server, 1_000_00);
    const body = { investmentId: offering._id, unitsPurchased: 2 };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => buy(server, me.token, body, { 'Idempotency-Key': 'double-click' })),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data._id)).size).toBe(1);
    expect(await balanceCents(server, me.id)).toBe(800_00);
    await expectLedgerConsistent(server);
  });

  it('20 parallel purchases with their own keys: each replay answers the balance its purchase left', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 12.34 });
    const me = await investor(server, 1_000_01);
    const body = { investmentId: offering._id, unitsPurchased: 1 };
    const keyOf = (i: number) => ({ 'Idempotency-Key': `own-key-${i}` });
    const firsts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => buy(server, me.token, body, keyOf(i))),
    );
    expect(firsts.map((r) => r.status)).toEqual(Array(20).fill(201));
    // Each purchase's answer is the balance right after its own debit: 20 different ones, in steps of 12.34.
    const balances = firsts.map((r) => Math.round(r.body.balance * 100)).sort((x, y) => y - x);
    expect(balances).toEqual(Array.from({ length: 20 }, (_, i) => 1_000_01 - (i + 1) * 12_34));
    const replays = await Promise.all(firsts.map((_, i) => buy(server, me.token, body, keyOf(i))));
    expect(replays.map((r) => r.body)).toEqual(firsts.map((r) => r.body));
    expect(await balanceCents(server, me.id)).toBe(1_000_01 - 20 * 12_34);
    await expectLedgerConsistent(server);
  });

  it('maturity payout once with two job runs at the same time on two instances', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 10, investmentReturn: '5%' });
    const people = await Promise.all([
      investor(server, 200_00),
      investor(server, 200_00),
      investor(server, 200_00),
    ]);
    // Bought round-robin, so every batch of due holdings mixes the three customers: runs that lock
    // the same customers in different orders would deadlock.
    const ids: string[] = [];
    for (let i = 0; i < 15; i++) {
      for (const p of people) {
        const res = await buy(server, p.token, { investmentId: offering._id, unitsPurchased: 1 });
        ids.push(res.body.data._id);
      }
    }
    for (const id of ids) await makeDue(server, id);

    const runs = await Promise.all([
      runMaturityPayouts(server.app.deps, { batchSize: 5 }),
      runMaturityPayouts(second.deps, { batchSize: 5 }),
      runMaturityPayouts(server.app.deps, { batchSize: 5 }),
      runMaturityPayouts(second.deps, { batchSize: 5 }),
    ]);
    // Every due holding paid by exactly one of the runs.
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(ids.length);
    expect(runs.every((r) => r.failed === 0)).toBe(true);
    const [{ n }] = (await server.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(
        sql`${ledgerEntries.kind} = 'payout' AND ${ledgerEntries.accountType} = 'cash' AND ${ledgerEntries.referenceId} IN ${ids}`,
      )) as [{ n: number }];
    expect(n).toBe(ids.length);
    // 200 − 15 × 10 + 15 × 10.50
    for (const p of people) expect(await balanceCents(server, p.id)).toBe(207_50);
    await expectLedgerConsistent(server);
  });
  it('purchases while maturities pay the same customers: no deadlock, every answer a success', async () => {
    const maturing = await createOffering(server, admin.token, { pricePerUnit: 10, investmentReturn: '5%' });
    const buying = await createOffering(server, admin.token, { pricePerUnit: 5 });
    const people = await Promise.all([investor(server, 300_00), investor(server, 300_00)]);
    const due: string[] = [];
    for (let i = 0; i < 10; i++) {
      for (const p of people) {
        const res = await buy(server, p.token, { investmentId: maturing._id, unitsPurchased: 1 });
        due.push(res.body.data._id);
      }
    }
    for (const id of due) await makeDue(server, id);
    for (const p of people) await prepareToBuy(server, p.token, buying._id);

    // A maturity posts to the customer's principal and cash without the customer's row locked first;
    // a purchase locks that row, then posts to principal. Both must take the customer's accounts in
    // one order, or these two kinds of transaction deadlock (PostgreSQL answers one of them 40P01).
    const [runs, answers] = await Promise.all([
      Promise.all([
        runMaturityPayouts(server.app.deps, { batchSize: 2 }),
        runMaturityPayouts(second.deps, { batchSize: 2 }),
      ]),
      Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          buy(server, people[i % 2]!.token, { investmentId: buying._id, unitsPurchased: 1 }),
        ),
      ),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(201));
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(due.length);
    expect(runs.every((r) => r.failed === 0)).toBe(true);
    // 300 − 10 × 10 + 10 × 10.50 − 20 × 5
    for (const p of people) expect(await balanceCents(server, p.id)).toBe(205_00);
    await expectLedgerConsistent(server);
  });
});
