import { DEFAULT_PLATFORM_FEE_BPS, FEE_MSG, INVEST_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, platformFees } from '../../db/schema.ts';
import { findFeeMismatches } from '../../shared/platform-fees.repository.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent } from '../../test/suite.ts';
import { signUpAdmin } from '../../test/users.ts';
import {
  balanceCents,
  buy,
  createOffering,
  fund,
  holdingsOf,
  investor,
  investorsOf,
  makeDue,
} from './investments.fixtures.ts';
import { runMaturityPayouts } from './maturity.job.ts';

// The product's default: 0.25% on the free plan.
let server: TestServer;
let admin: { token: string; id: string };
beforeAll(async () => {
  server = await startTestServer({ platformFeeBps: DEFAULT_PLATFORM_FEE_BPS });
  admin = await signUpAdmin(server);
}, 120_000);
afterEach(async () => {
  await expectLedgerConsistent(server);
  expect(await findFeeMismatches(server.app.db)).toEqual([]);
});
afterAll(async () => {
  await server?.close();
});

const feeEntries = (userId: string) =>
  server.app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'fee')));
const setPlan = (userId: string, plan: string) =>
  server.request('PUT', `/auth/admin/users/${userId}/plan`, {
    token: admin.token,
    body: { plan, reason: 'fee test' },
  });

describe('platform fee on a purchase', () => {
  it('charges 0.25% (rounded up to the cent) with the purchase, books it to fee revenue and shows it on the holding', async () => {
    // 1 unit of $10.02: 2.505 cents → 3 cents.
    const offering = await createOffering(server, admin.token, { pricePerUnit: 10.02 });
    const me = await investor(server, 100_00);
    const res = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(res.status).toBe(201);
    expect(res.body.fee).toBe(0.03);
    expect(res.body.balance).toBe(89.95);
    expect(res.body.data).toMatchObject({ amountInvested: 10.02, fee: 0.03, managementCharge: 0 });
    expect(await balanceCents(server, me.id)).toBe(100_00 - 10_02 - 3);

    const [entry] = await feeEntries(me.id);
    expect(entry).toMatchObject({
      amountCents: -3,
      balanceAfterCents: 89_95,
      referenceId: res.body.data._id,
    });
    const revenue = await server.app.db
      .select()
      .from(platformFees)
      .where(eq(platformFees.holdingId, res.body.data._id));
    expect(revenue).toEqual([expect.objectContaining({ userId: me.id, source: 'purchase', amountCents: 3 })]);
    const [audit] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'holding.purchased'), eq(auditLog.targetId, res.body.data._id)));
    expect(audit!.details).toMatchObject({ amountCents: 10_02, feeCents: 3 });

    const list = await server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(list.body.data[0]).toMatchObject({ fee: 0.03 });

    const stats = await server.request('GET', '/auth/admin/stats', { token: admin.token });
    expect(stats.body.feeRevenue).toBeGreaterThanOrEqual(0.03);
  });

  it.each([
    [2, 0.01], // $2.00 → 0.5 cent → 1 cent
    [1.99, 0.01], // 0.4975 cent → 1 cent: a fee is never rounded away
    [400, 1], // exact
  ])('rounds up to the cent: $%d pays $%d', async (price, fee) => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: price });
    const me = await investor(server, 1_000_00);
    const res = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(res.status).toBe(201);
    expect(res.body.fee).toBe(fee);
    expect(await feeEntries(me.id)).toHaveLength(fee > 0 ? 1 : 0);
  });

  it('member pays 0, and the plan can change between purchases', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 1_000 });
    const me = await investor(server, 3_000_00);
    expect((await setPlan(me.id, 'member')).status).toBe(200);
    const free = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(free.body.fee).toBe(0);
    expect(free.body.balance).toBe(2_000);
    expect(await feeEntries(me.id)).toHaveLength(0);
    await setPlan(me.id, 'free');
    const paid = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(paid.body.fee).toBe(2.5);
    expect(paid.body.balance).toBe(997.5);
  });

  it('refuses a purchase the balance covers but not with its fee, and writes nothing', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 100 });
    const me = await investor(server, 100_00);
    const res = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVEST_MSG.insufficientBalance);
    expect(res.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceCents(server, me.id)).toBe(100_00);
    expect(await feeEntries(me.id)).toHaveLength(0);
    expect(await holdingsOf(server, me.id)).toHaveLength(0);
    expect(await investorsOf(server, offering._id)).toBe(0);
    const entries = await server.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, me.id));
    expect(entries.map((e) => e.kind)).toEqual(['adjustment']);
    const audits = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, me.id), eq(auditLog.action, 'holding.purchased')));
    expect(audits).toHaveLength(0);
    await fund(server, me.id, 25);
    expect(
      (await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 1 })).body.balance,
    ).toBe(0);
  });

  it('parallel purchases whose amounts fit the balance but not with their fees: one is bought', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 400 });
    // Covers two amounts ($800) and one fee ($1), not two fees.
    const me = await investor(server, 801_00);
    const body = { investmentId: offering._id, unitsPurchased: 1 };
    const answers = await Promise.all([buy(server, me.token, body), buy(server, me.token, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(await balanceCents(server, me.id)).toBe(801_00 - 400_00 - 1_00);
    expect(await feeEntries(me.id)).toHaveLength(1);
    expect(await holdingsOf(server, me.id)).toHaveLength(1);
  });

  it('replays the same answer, fee included, for the same Idempotency-Key and charges once', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 50 });
    const me = await investor(server, 100_00);
    const headers = { 'idempotency-key': 'fee-replay-1' };
    const first = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 1 }, headers);
    const again = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 1 }, headers);
    expect(first.status).toBe(201);
    expect(first.body.fee).toBe(0.13); // 12.5 cents → 13
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await feeEntries(me.id)).toHaveLength(1);
    expect(await balanceCents(server, me.id)).toBe(100_00 - 50_00 - 13);
    expect(await holdingsOf(server, me.id)).toHaveLength(1);
    expect(await investorsOf(server, offering._id)).toBe(1);
    const revenue = await server.app.db.select().from(platformFees).where(eq(platformFees.userId, me.id));
    expect(revenue.map((r) => r.amountCents)).toEqual([13]);
  });

  it('books the purchase, then its fee, each with its running balance, and the receipt names the fee', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 500 });
    const me = await investor(server, 2_000_00);
    const res = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 3 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fee: 3.75, balance: 496.25 });
    const entries = await server.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, me.id))
      .orderBy(ledgerEntries.createdAt, ledgerEntries.id);
    const moves = entries.filter((e) => e.kind !== 'adjustment');
    expect(moves.map((e) => [e.kind, e.amountCents, e.balanceAfterCents]).sort()).toEqual(
      [
        ['fee', -3_75, 496_25],
        ['investment', -1_500_00, 500_00],
      ].sort(),
    );
    const receipt = await server.waitForMail(me.email, /You bought 3 units/);
    expect(receipt).toContain('plus a platform fee of $3.75');
  });
});

describe('management charge', () => {
  it('is set by the admin, shown on the offering, and taken from the payout at maturity', async () => {
    const offering = await createOffering(server, admin.token, {
      pricePerUnit: 1_000,
      investmentReturn: '6%',
      duration: '6 months',
      managementFee: '0.5%',
    });
    const list = await server.request('GET', '/auth/investments', { token: admin.token });
    expect(list.body.platformFeeBps).toBe(25);
    expect(list.body.data.find((o: { _id: string }) => o._id === offering._id).managementFee).toBe('0.50%');

    const me = await investor(server, 2_000_00);
    const res = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    // $1,000 for 6 months at 0.50% a year = $2.50; the return is $60; the platform fee $2.50.
    expect(res.body.data).toMatchObject({ fee: 2.5, managementCharge: 2.5, expectedTotal: 1_057.5 });
    await makeDue(server, res.body.data._id);
    await runMaturityPayouts(server.app.deps);
    expect(await balanceCents(server, me.id)).toBe(2_000_00 - 1_000_00 - 2_50 + 1_060_00 - 2_50);
    const fees = await feeEntries(me.id);
    expect(fees.map((f) => f.amountCents).sort()).toEqual([-250, -250]);
    const revenue = await server.app.db
      .select()
      .from(platformFees)
      .where(eq(platformFees.holdingId, res.body.data._id));
    expect(revenue.map((r) => r.source).sort()).toEqual(['management', 'purchase']);
  });

  it.each([
    ['more than 10%', '10.5%'],
    ['three decimals', '0.505%'],
    ['text', 'half a percent'],
  ])('refuses %s with a field error', async (_label, managementFee) => {
    const res = await server.request('POST', '/auth/investments', {
      token: admin.token,
      body: {
        name: 'Bad charge',
        category: 'Banking',
        investmentReturn: '5%',
        duration: '1 year',
        pricePerUnit: 10,
        managementFee,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.managementFee).toBe(FEE_MSG.managementFeeInvalid);
  });

  it('an edit changes future purchases only', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 100, duration: '1 year' });
    const edit = await server.request('PUT', `/auth/investments/${offering._id}`, {
      token: admin.token,
      body: { managementFee: '1%' },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data.managementFee).toBe('1.00%');
    const me = await investor(server, 1_000_00);
    const res = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 2 });
    expect(res.body.data.managementCharge).toBe(2);

    // Empty, as the admin form sends a cleared field: no charge from then on.
    const cleared = await server.request('PUT', `/auth/investments/${offering._id}`, {
      token: admin.token,
      body: { managementFee: '' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.managementFee).toBe('');
    const after = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(after.body.data.managementCharge).toBe(0);
  });
});
