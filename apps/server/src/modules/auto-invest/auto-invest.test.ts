import { AUTO_INVEST_MSG, ERROR_CODES } from '@app/contract';
import { eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, autoInvestDecisions, autoInvestStrategies, offerings } from '../../db/schema.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import { signUpAndLogin } from '../../test/users.ts';
import {
  balanceCents,
  createOffering,
  investor,
  markVerified,
  passSuitability,
} from '../investments/investments.fixtures.ts';
import { fund as deposit } from '../wallet/wallet.test-support.ts';
import {
  autoHoldingsOf,
  createStrategy,
  strategyBody,
  waitForAutoHoldings,
  waitForDecision,
} from './auto-invest.fixtures.ts';

const t = serverWithAdmin();

// Every test starts with nothing on sale and no strategy looking: a strategy buys whatever matches,
// so the offerings and strategies of one test would otherwise be bought by or buy in the next.
afterEach(async () => {
  await t.server.app.db.update(autoInvestStrategies).set({ active: false });
  await t.server.app.db.update(offerings).set({ archivedAt: new Date() }).where(isNull(offerings.archivedAt));
});

/** A verified customer with the knowledge test taken and `cents` in the wallet. */
async function saver(cents: number) {
  const me = await investor(t.server, cents);
  await passSuitability(t.server, me.token);
  return me;
}

describe('auto-invest strategies: the rules a strategy is saved under', () => {
  it('needs at least two criteria, and names every bad field', async () => {
    const me = await saver(0);
    const one = await createStrategy(t.server, me.token, { criteria: { categories: ['Crypto'] } });
    expect(one.status).toBe(400);
    expect(one.body.errors.criteria).toBe(AUTO_INVEST_MSG.criteriaTooFew);
    const bad = await t.server.request('POST', '/auth/auto-invest', {
      token: me.token,
      body: { ...strategyBody(), name: '', amountPerOffering: 'lots', maxSharePerOffering: 0, budget: -1 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['name', 'amountPerOffering', 'maxSharePerOffering', 'budget']),
    );
    const order = await createStrategy(t.server, me.token, {
      criteria: { minAnnualRate: 12, maxAnnualRate: 8 },
    });
    expect(order.status).toBe(400);
    expect(order.body.errors.criteria).toBe(AUTO_INVEST_MSG.rateOrder);
    const budget = await createStrategy(t.server, me.token, { amountPerOffering: 500, budget: 400 });
    expect(budget.status).toBe(400);
    expect(budget.body.errors.budget).toBeDefined();
    expect((await t.server.request('GET', '/auth/auto-invest', { token: me.token })).body.data).toEqual([]);
  });

  it('turning one on needs a verified identity, a current knowledge test and the sheet acknowledgement', async () => {
    const unverified = await investor(t.server, 0, { verified: false });
    expect((await createStrategy(t.server, unverified.token)).status).toBe(403);

    const untested = await investor(t.server, 0);
    const noTest = await createStrategy(t.server, untested.token);
    expect(noTest.status).toBe(403);
    expect(noTest.body.code).toBe(ERROR_CODES.SUITABILITY_REQUIRED);
    // Saved paused, nothing is asked; turning it on is.
    const paused = await createStrategy(t.server, untested.token, { active: false });
    expect(paused.status).toBe(201);
    expect(paused.body.data).toMatchObject({ active: false, invested: 0 });

    const me = await saver(0);
    const noAck = await createStrategy(t.server, me.token, { kiisAcknowledged: false });
    expect(noAck.status).toBe(409);
    expect(noAck.body.code).toBe(ERROR_CODES.KIIS_NOT_ACKNOWLEDGED);
    expect(noAck.body.errors.kiisAcknowledged).toBeDefined();
  });

  it('a large amount per offering needs the consent given when the strategy is saved', async () => {
    const me = await investor(t.server, 0);
    // Net worth $60,000: orders above $3,000 are large.
    await passSuitability(t.server, me.token, { income: 50_000, liquidAssets: 20_000, commitments: 10_000 });
    const large = await createStrategy(t.server, me.token, { amountPerOffering: 5_000, budget: 50_000 });
    expect(large.status).toBe(409);
    expect(large.body.code).toBe(ERROR_CODES.CONSENT_REQUIRED);
    const given = await createStrategy(t.server, me.token, {
      amountPerOffering: 5_000,
      budget: 50_000,
      consent: true,
    });
    expect(given.status).toBe(201);
    expect(given.body.data.consentGiven).toBe(true);
  });

  it("another customer's strategy is not found, for every call", async () => {
    const owner = await saver(0);
    const other = await saver(0);
    const { body } = await createStrategy(t.server, owner.token, { active: false });
    const id = body.data._id;
    for (const [method, path] of [
      ['PATCH', `/auth/auto-invest/${id}`],
      ['DELETE', `/auth/auto-invest/${id}`],
      ['GET', `/auth/auto-invest/${id}/preview`],
      ['GET', `/auth/auto-invest/${id}/report`],
    ] as const) {
      const res = await t.server.request(method, path, {
        token: other.token,
        ...(method === 'PATCH' ? { body: { active: true } } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const mine = await t.server.request('GET', '/auth/auto-invest', { token: owner.token });
    expect(mine.body.data).toHaveLength(1);
    expect(
      (await t.server.request('GET', '/auth/auto-invest', { token: other.token })).body.data,
    ).toHaveLength(0);
  });
});

describe('auto-invest buying', () => {
  it('buys a new matching offering through the one purchase: holding, fee, ledger, audit, receipt', async () => {
    const me = await saver(2_000_00);
    const created = await createStrategy(t.server, me.token, { name: 'Harvest' });
    expect(created.status).toBe(201);
    const strategyId = created.body.data._id;
    const offering = await createOffering(t.server, t.admin.token, {
      pricePerUnit: 100,
      duration: '6 months',
    });
    // A category the strategy does not want: never bought.
    await createOffering(t.server, t.admin.token, { category: 'Crypto', pricePerUnit: 100 });

    const [holding] = await waitForAutoHoldings(t.server, me.id, 1);
    expect(holding).toMatchObject({ offeringId: offering._id, strategyId, units: 5, amountCents: 500_00 });
    expect(await balanceCents(t.server, me.id)).toBe(1_500_00);
    const mail = await t.server.waitForMail(me.email, /Harvest/);
    expect(mail).toMatch(/auto-invest strategy "Harvest" bought 5 units/);
    expect(mail).toMatch(/key information sheet/);
    const [audit] = await t.server.app.db.select().from(auditLog).where(eq(auditLog.targetId, holding!.id));
    expect(audit).toMatchObject({ action: 'holding.auto_invested' });

    const holdingsView = await t.server.request('GET', `/auth/user-investments/${me.id}`, {
      token: me.token,
    });
    expect(holdingsView.body.data[0]).toMatchObject({ status: 'reflection', amountInvested: 500 });
    const report = await t.server.request('GET', `/auth/auto-invest/${strategyId}/report`, {
      token: me.token,
    });
    expect(report.body.data).toMatchObject({
      invested: 500,
      holdings: 1,
      weightedRate: 36,
      byCategory: [{ category: 'Agriculture', amount: 500 }],
      byStatus: [{ status: 'performing', amount: 500 }],
    });
    expect(report.body.data.decisions[0]).toMatchObject({
      outcome: 'bought',
      amount: 500,
      name: offering.name,
    });
    const list = await t.server.request('GET', '/auth/auto-invest', { token: me.token });
    expect(list.body.data[0]).toMatchObject({ _id: strategyId, invested: 500 });
  });

  it('keeps the cash reserve and records the skip; a deposit credited makes it buy', async () => {
    const me = await saver(0);
    const strategy = await createStrategy(t.server, me.token, { name: 'Reserve', cashReserve: 1_000 });
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    const skipped = await waitForDecision(
      t.server,
      me.token,
      strategy.body.data._id,
      (d) => d.outcome === 'skipped',
    );
    expect(skipped).toMatchObject({ name: offering.name, reason: 'no cash above the reserve' });

    const preview = await t.server.request('GET', `/auth/auto-invest/${strategy.body.data._id}/preview`, {
      token: me.token,
    });
    expect(preview.body.skipped).toContainEqual(expect.objectContaining({ offeringId: offering._id }));

    await deposit(t.server, t.admin, me, 1_300);
    const [holding] = await waitForAutoHoldings(t.server, me.id, 1);
    // $1,300 less the $1,000 reserve: three $100 units.
    expect(holding).toMatchObject({ offeringId: offering._id, amountCents: 300_00 });
    expect(await balanceCents(t.server, me.id)).toBe(1_000_00);
  });

  it('oldest strategy first, each offering once per strategy, and a paused one never buys', async () => {
    const me = await saver(10_000_00);
    const first = await createStrategy(t.server, me.token, { name: 'First', amountPerOffering: 300 });
    const second = await createStrategy(t.server, me.token, { name: 'Second', amountPerOffering: 200 });
    const paused = await createStrategy(t.server, me.token, { name: 'Paused', active: false });
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    const found = await waitForAutoHoldings(t.server, me.id, 2);
    const byStrategy = new Map(found.map((h) => [h.strategyId, h]));
    expect(byStrategy.get(first.body.data._id)).toMatchObject({ amountCents: 300_00 });
    expect(byStrategy.get(second.body.data._id)).toMatchObject({ amountCents: 200_00 });
    expect(byStrategy.has(paused.body.data._id)).toBe(false);
    expect(
      byStrategy.get(first.body.data._id)!.createdAt <= byStrategy.get(second.body.data._id)!.createdAt,
    ).toBe(true);

    // Another look (a deposit wakes every strategy of the customer) buys nothing twice.
    await deposit(t.server, t.admin, me, 100);
    await waitForDecision(t.server, me.token, second.body.data._id, () => true);
    const again = await autoHoldingsOf(t.server, me.id);
    expect(again.filter((h) => h.offeringId === offering._id)).toHaveLength(2);
  });

  it('an auto-purchase can be cancelled in its reflection period and is not bought again', async () => {
    const me = await saver(1_000_00);
    await createStrategy(t.server, me.token, { name: 'Cancel me' });
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    const [holding] = await waitForAutoHoldings(t.server, me.id, 1);
    const cancelled = await t.server.request('POST', `/auth/holdings/${holding!.id}/cancel`, {
      token: me.token,
    });
    expect(cancelled.status).toBe(200);
    expect(await balanceCents(t.server, me.id)).toBe(1_000_00);
    await deposit(t.server, t.admin, me, 100);
    const strategies = await t.server.request('GET', '/auth/auto-invest', { token: me.token });
    await waitForDecision(t.server, me.token, strategies.body.data[0]._id, () => true);
    const all = await autoHoldingsOf(t.server, me.id);
    expect(all.filter((h) => h.offeringId === offering._id)).toHaveLength(1);
    expect(strategies.body.data[0].invested).toBe(0);
  });

  it('deleting a strategy keeps its holdings; the operator sees strategies and auto-purchases', async () => {
    const me = await saver(1_000_00);
    const s = await createStrategy(t.server, me.token, { name: 'Gone' });
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    await waitForAutoHoldings(t.server, me.id, 1);
    const overview = await t.server.request('GET', '/auth/admin/auto-invest', { token: t.admin.token });
    expect(overview.status).toBe(200);
    expect(overview.body.data.byOffering).toContainEqual({
      offeringId: offering._id,
      name: offering.name,
      amount: 500,
      holdings: 1,
    });
    expect(overview.body.data.active).toBeGreaterThanOrEqual(1);
    const customerView = await t.server.request('GET', '/auth/admin/auto-invest', { token: me.token });
    expect(customerView.status).toBe(403);

    const del = await t.server.request('DELETE', `/auth/auto-invest/${s.body.data._id}`, { token: me.token });
    expect(del.body.message).toBe(AUTO_INVEST_MSG.deleted);
    expect(await autoHoldingsOf(t.server, me.id)).toHaveLength(1);
    expect((await t.server.request('GET', '/auth/auto-invest', { token: me.token })).body.data).toEqual([]);
    const decisions = await t.server.app.db
      .select()
      .from(autoInvestDecisions)
      .where(eq(autoInvestDecisions.strategyId, s.body.data._id));
    expect(decisions).toHaveLength(1);
  });
});

describe('AUTO_INVEST=off', () => {
  const off = serverWithAdmin({ config: { autoInvest: false } });
  it('answers 404 on every route and the job buys nothing', async () => {
    const me = await signUpAndLogin(off.server, { name: 'Off Owen' });
    await markVerified(off.server, me.id);
    expect((await off.server.request('GET', '/auth/auto-invest', { token: me.token })).status).toBe(404);
    expect((await createStrategy(off.server, me.token)).status).toBe(404);
    expect(
      (await off.server.request('GET', '/auth/admin/auto-invest', { token: off.admin.token })).status,
    ).toBe(404);
  });
});
