import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { holdings, ledgerEntries } from '../../db/schema.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import {
  balanceCents,
  buy,
  changeHeldTerms,
  createOffering,
  investor,
  makeDue,
} from './investments.fixtures.ts';
import { runMaturityPayouts } from './maturity.job.ts';

const DAY_MS = 86_400_000;

const t = serverWithAdmin();

const payoutsOf = (holdingId: string) =>
  t.server.app.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'payout'),
        eq(ledgerEntries.referenceId, holdingId),
        eq(ledgerEntries.accountType, 'cash'),
      ),
    );
const holding = async (id: string) =>
  (await t.server.app.db.select().from(holdings).where(eq(holdings.id, id)))[0]!;

describe('maturity payouts', () => {
  it('maturity payout once: principal + return paid exactly once over two job runs, customer mailed', async () => {
    const offering = await createOffering(t.server, t.admin.token, {
      pricePerUnit: 1000,
      investmentReturn: '12.5%',
    });
    const me = await investor(t.server, 3_000_00);
    const bought = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 2 });
    const id = bought.body.data._id as string;
    expect(await balanceCents(t.server, me.id)).toBe(1_000_00);

    // Not due yet: a run leaves it alone.
    await runMaturityPayouts(t.server.app.deps);
    expect((await holding(id)).status).toBe('active');
    expect(await payoutsOf(id)).toHaveLength(0);

    await makeDue(t.server, id);
    await runMaturityPayouts(t.server.app.deps);
    await runMaturityPayouts(t.server.app.deps);

    const paid = await payoutsOf(id);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.amountCents).toBe(2_000_00 + 250_00);
    expect(await balanceCents(t.server, me.id)).toBe(1_000_00 + 2_250_00);
    const row = await holding(id);
    expect(row.status).toBe('completed');
    expect(row.paidOutAt).toBeInstanceOf(Date);

    const mail = await t.server.waitForMail(me.email, /reached its maturity date/);
    expect(mail).toContain('$2,250.00');
    expect(mail).toContain('$250.00');
    expect(t.server.mailsTo(me.email).filter((m) => /reached its maturity date/.test(m.text))).toHaveLength(
      1,
    );

    const list = await t.server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(list.body.data[0]).toMatchObject({ status: 'completed', paidOutAt: expect.any(String) });
    expect(list.body.completed).toEqual({ amountInvested: 2000, expectedReturn: 250, expectedTotal: 2250 });
    expect(list.body.active).toEqual({ amountInvested: 0, expectedReturn: 0, expectedTotal: 0 });
  });

  it('archived offering keeps existing holdings: still listed, still paid out at maturity', async () => {
    const offering = await createOffering(t.server, t.admin.token, {
      pricePerUnit: 100,
      investmentReturn: '8%',
    });
    const me = await investor(t.server, 500_00);
    const bought = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 5 });
    const id = bought.body.data._id as string;
    await t.server.request('DELETE', `/auth/investments/${offering._id}`, { token: t.admin.token });

    const list = await t.server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ _id: id, investmentName: offering.name, status: 'reflection' });

    await makeDue(t.server, id);
    await runMaturityPayouts(t.server.app.deps);
    expect((await holding(id)).status).toBe('completed');
    expect(await balanceCents(t.server, me.id)).toBe(540_00);
  });

  it('an edit of the offering never changes the terms of a holding already bought', async () => {
    const offering = await createOffering(t.server, t.admin.token, {
      pricePerUnit: 100,
      investmentReturn: '10%',
    });
    const me = await investor(t.server, 100_00);
    const bought = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    // Approved by a second admin, the change applies to the offering, never to the holding.
    await changeHeldTerms(t.server, t.admin.token, offering._id, {
      investmentReturn: '50%',
      duration: '10 years',
      pricePerUnit: 1,
    });
    const list = await t.server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(list.body.data[0]).toMatchObject({
      pricePerUnit: 100,
      investmentReturn: '10%',
      expectedReturn: 10,
      duration: bought.body.data.duration,
      maturityDate: bought.body.data.maturityDate,
    });
  });

  it('pays many due holdings in batches, each once', async () => {
    const offering = await createOffering(t.server, t.admin.token, {
      pricePerUnit: 10,
      investmentReturn: '1%',
    });
    const me = await investor(t.server, 250_00);
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
      ids.push(res.body.data._id);
      await makeDue(t.server, res.body.data._id);
    }
    const run = await runMaturityPayouts(t.server.app.deps, { batchSize: 7 });
    expect(run.paid).toBeLessThanOrEqual(25);
    for (const id of ids) expect(await payoutsOf(id)).toHaveLength(1);
    // 25 × ($10 + 10¢)
    expect(await balanceCents(t.server, me.id)).toBe(252_50);
  });

  it('the database refuses to reopen a paid holding, so a second payout cannot follow', async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    const me = await investor(t.server, 100_00);
    const bought = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    const id = bought.body.data._id as string;
    await makeDue(t.server, id);
    await runMaturityPayouts(t.server.app.deps);
    const before = await balanceCents(t.server, me.id);
    // Simulate a bug that puts the holding back to active: its principal was paid out, so an open
    // holding with no principal behind it breaks the principal invariant (migration 0028).
    await expect(
      t.server.app.db.update(holdings).set({ status: 'active', paidOutAt: null }).where(eq(holdings.id, id)),
    ).rejects.toThrow();
    const run = await runMaturityPayouts(t.server.app.deps);
    expect(run.failed).toBe(0);
    expect(await payoutsOf(id)).toHaveLength(1);
    expect(await balanceCents(t.server, me.id)).toBe(before);
    expect((await holding(id)).status).toBe('completed');
  });

  it("dates the payout, and the roll-over after it, by the server's clock when it pays", async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    const me = await investor(t.server, 200_00);
    const bought = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 2 });
    const id = bought.body.data._id as string;
    const set = await t.server.request('PUT', `/auth/holdings/${id}/instruction`, {
      token: me.token,
      body: { instruction: 'rollover_principal' },
    });
    expect(set.status).toBe(200);
    // The server's clock reads a day ahead; the database's own clock must not date the money.
    const at = new Date(Date.now() + DAY_MS);
    await t.server.app.db
      .update(holdings)
      .set({ maturityAt: new Date(at.getTime() - 60_000) })
      .where(eq(holdings.id, id));
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    try {
      expect((await runMaturityPayouts(t.server.app.deps, { now: at })).paid).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    const [payout] = await payoutsOf(id);
    expect((await holding(id)).paidOutAt).toEqual(at);
    expect(payout!.createdAt).toEqual(at);
    const [rolled] = await t.server.app.db.select().from(holdings).where(eq(holdings.rolledFrom, id));
    const [rolledPurchase] = await t.server.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.referenceId, rolled!.id), eq(ledgerEntries.accountType, 'cash')));
    // Booked in the same millisecond, the purchase the payout funds still comes after it.
    expect(rolledPurchase!.createdAt.getTime()).toBeGreaterThan(at.getTime());
    expect(rolled!.startAt).toEqual(rolledPurchase!.createdAt);
  });
});
