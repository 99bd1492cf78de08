import { ERROR_CODES, INVEST_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, holdings, ledgerEntries } from '../../db/schema.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import {
  balanceCents,
  buy,
  createOffering,
  holdingsOf,
  investor,
  investorsOf,
} from './investments.fixtures.ts';

const t = serverWithAdmin();

describe('POST /auth/invest', () => {
  it('buy with enough balance: debits units × price with the holding, counts the investor, 201', async () => {
    const offering = await createOffering(t.server, t.admin.token, {
      pricePerUnit: 500,
      investmentReturn: '18%',
    });
    const me = await investor(t.server, 2_000_00);
    const res = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 3 });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(INVEST_MSG.purchased);
    expect(res.body.balance).toBe(500);
    expect(res.body.data).toMatchObject({
      investmentId: offering._id,
      investmentName: offering.name,
      category: 'Agriculture',
      unitsPurchased: 3,
      pricePerUnit: 500,
      amountInvested: 1500,
      investmentReturn: '18%',
      expectedReturn: 270,
      expectedTotal: 1770,
      duration: '9 months',
      // Cancellable for the first 4 days (investor protection); active after.
      status: 'reflection',
      paidOutAt: null,
      consentGiven: false,
    });
    const start = new Date(res.body.data.startDate);
    const maturity = new Date(res.body.data.maturityDate);
    // Nine calendar months on, at the same time of day; a day the month lacks (31 → 30) is its last.
    const month = start.getUTCMonth() + 9;
    const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
    const expected = new Date(start);
    expected.setUTCDate(1);
    expected.setUTCMonth(month);
    expected.setUTCDate(Math.min(start.getUTCDate(), lastDay));
    expect(maturity.toISOString()).toBe(expected.toISOString());

    expect(await balanceCents(t.server, me.id)).toBe(500_00);
    expect(await investorsOf(t.server, offering._id)).toBe(1);
    const entries = await t.server.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, me.id), eq(ledgerEntries.kind, 'investment')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amountCents: -1500_00,
      balanceAfterCents: 500_00,
      referenceId: res.body.data._id,
    });
    const audit = await t.server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, res.body.data._id));
    expect(audit).toMatchObject([{ action: 'holding.purchased', actorId: me.id, targetType: 'holding' }]);
    const receipt = await t.server.waitForMail(me.email, /You bought 3 units/);
    expect(receipt).toContain('$1,500.00');
    // The receipt names the holding by its short reference, never its id.
    const [holding] = await t.server.app.db
      .select({ reference: holdings.reference })
      .from(holdings)
      .where(eq(holdings.id, res.body.data._id));
    expect(receipt).toContain(`Reference: ${holding!.reference}.`);
    expect(receipt).not.toContain(res.body.data._id);
  });

  it('buy with not enough balance: 400 "not enough cash", nothing booked, no investor counted', async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 500 });
    const me = await investor(t.server, 999_99);
    const res = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 2 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your cash balance does not cover this amount.');
    expect(await balanceCents(t.server, me.id)).toBe(999_99);
    expect(await holdingsOf(t.server, me.id)).toHaveLength(0);
    expect(await investorsOf(t.server, offering._id)).toBe(0);
  });

  it('buy spending the whole balance to the cent is allowed', async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 333.33 });
    const me = await investor(t.server, 999_99);
    const res = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 3 });
    expect(res.status).toBe(201);
    expect(res.body.balance).toBe(0);
  });

  it('unverified customer → 403 NOT_VERIFIED with the Settings hint, nothing booked', async () => {
    const offering = await createOffering(t.server, t.admin.token);
    const me = await investor(t.server, 5_000_00, { verified: false });
    const res = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: ERROR_CODES.NOT_VERIFIED, message: INVEST_MSG.notVerified });
    expect(await balanceCents(t.server, me.id)).toBe(5_000_00);
    expect(await investorsOf(t.server, offering._id)).toBe(0);
  });

  it.each([0, 101, -1, 1.5, 'ten', null])('units %j → 400 "Please select Unit."', async (units) => {
    const offering = await createOffering(t.server, t.admin.token);
    const me = await investor(t.server, 100_000_00);
    const res = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: units });
    expect(res.status).toBe(400);
    expect(res.body.errors.unitsPurchased).toBe('Please select Unit.');
    expect(await holdingsOf(t.server, me.id)).toHaveLength(0);
  });

  it('units 1 and 100 are the limits, both allowed; units may come as text', async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 10 });
    const me = await investor(t.server, 1_010_00);
    expect((await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 })).status).toBe(
      201,
    );
    expect(
      (await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: '100' })).status,
    ).toBe(201);
    expect(await balanceCents(t.server, me.id)).toBe(0);
  });

  it('archived offering refused with 409; unknown offering 404; bad id 400', async () => {
    const offering = await createOffering(t.server, t.admin.token);
    await t.server.request('DELETE', `/auth/investments/${offering._id}`, { token: t.admin.token });
    const me = await investor(t.server, 5_000_00);
    const res = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(INVEST_MSG.notAvailable);
    const ghost = await buy(t.server, me.token, {
      investmentId: '00000000-0000-4000-8000-000000000000',
      unitsPurchased: 1,
    });
    expect(ghost.status).toBe(404);
    const bad = await buy(t.server, me.token, { investmentId: 'not-an-id', unitsPurchased: 1 });
    expect(bad.status).toBe(400);
    expect(await balanceCents(t.server, me.id)).toBe(5_000_00);
  });

  it('idempotent replay: the same Idempotency-Key returns the first answer and moves money once', async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    const me = await investor(t.server, 1_000_00);
    const headers = { 'Idempotency-Key': 'invest-panel-7f3a' };
    const body = { investmentId: offering._id, unitsPurchased: 2 };
    const first = await buy(t.server, me.token, body, headers);
    const second = await buy(t.server, me.token, body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await balanceCents(t.server, me.id)).toBe(800_00);
    expect(await holdingsOf(t.server, me.id)).toHaveLength(1);
    expect(await investorsOf(t.server, offering._id)).toBe(1);
    const audit = await t.server.app.db.select().from(auditLog).where(eq(auditLog.actorId, me.id));
    expect(audit.filter((a) => a.action === 'holding.purchased')).toHaveLength(1);
    await t.server.waitForMail(me.email, /You bought 2 units/);
    expect(t.server.mailsTo(me.email).filter((m) => /You bought/.test(m.text))).toHaveLength(1);

    const other = await buy(t.server, me.token, { ...body, unitsPurchased: 3 }, headers);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(ERROR_CODES.IDEMPOTENCY_MISMATCH);
    expect(await balanceCents(t.server, me.id)).toBe(800_00);
  });

  it('a refused attempt does not burn its key: after funding, the same key buys', async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    const me = await investor(t.server, 50_00);
    const headers = { 'Idempotency-Key': 'retry-after-topup' };
    const body = { investmentId: offering._id, unitsPurchased: 1 };
    expect((await buy(t.server, me.token, body, headers)).status).toBe(400);
    const { fund } = await import('./investments.fixtures.ts');
    await fund(t.server, me.id, 50_00);
    expect((await buy(t.server, me.token, body, headers)).status).toBe(201);
    expect(await balanceCents(t.server, me.id)).toBe(0);
  });

  it('userId in the body is ignored: the signed-in customer buys with their own money', async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    const victim = await investor(t.server, 1_000_00);
    const me = await investor(t.server, 1_000_00);
    const res = await buy(t.server, me.token, {
      investmentId: offering._id,
      unitsPurchased: 1,
      userId: victim.id,
    });
    expect(res.status).toBe(201);
    expect(await balanceCents(t.server, victim.id)).toBe(1_000_00);
    expect(await balanceCents(t.server, me.id)).toBe(900_00);
  });

  it('a price changed since the customer saw it is refused (409), at the seen price it buys', async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    const me = await investor(t.server, 1_000_00);
    await t.server.request('PUT', `/auth/investments/${offering._id}`, {
      token: t.admin.token,
      body: { pricePerUnit: 120 },
    });
    const stale = await buy(t.server, me.token, {
      investmentId: offering._id,
      unitsPurchased: 1,
      pricePerUnit: 100,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(INVEST_MSG.priceChanged);
    const fresh = await buy(t.server, me.token, {
      investmentId: offering._id,
      unitsPurchased: 1,
      pricePerUnit: 120,
    });
    expect(fresh.status).toBe(201);
    expect(fresh.body.balance).toBe(880);
  });

  it('answers 401 without a token', async () => {
    const offering = await createOffering(t.server, t.admin.token);
    const res = await t.server.request('POST', '/auth/invest', {
      body: { investmentId: offering._id, unitsPurchased: 1 },
    });
    expect(res.status).toBe(401);
  });
});

describe('GET /auth/user-investments/:userId', () => {
  it('lists own holdings newest first with expected return, maturity and the summed summary', async () => {
    const a = await createOffering(t.server, t.admin.token, { pricePerUnit: 100, investmentReturn: '10%' });
    const b = await createOffering(t.server, t.admin.token, {
      pricePerUnit: 250,
      investmentReturn: '6.5%',
      duration: '30 days',
    });
    const me = await investor(t.server, 10_000_00);
    await buy(t.server, me.token, { investmentId: a._id, unitsPurchased: 4 });
    await buy(t.server, me.token, { investmentId: b._id, unitsPurchased: 3 });
    const res = await t.server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((h: { investmentId: string }) => h.investmentId)).toEqual([b._id, a._id]);
    expect(res.body.data[0]).toMatchObject({
      amountInvested: 750,
      expectedReturn: 48.75,
      expectedTotal: 798.75,
    });
    const start = new Date(res.body.data[0].startDate).getTime();
    expect(new Date(res.body.data[0].maturityDate).getTime() - start).toBe(30 * 86_400_000);
    expect(res.body.summary).toEqual({ amountInvested: 1150, expectedReturn: 88.75, expectedTotal: 1238.75 });
    expect(res.body.active).toEqual(res.body.summary);
    expect(res.body.completed).toEqual({ amountInvested: 0, expectedReturn: 0, expectedTotal: 0 });
  });

  it("answers 403 for another customer's holdings and lets an admin read them", async () => {
    const me = await investor(t.server, 0);
    const other = await investor(t.server, 0);
    expect(
      (await t.server.request('GET', `/auth/user-investments/${other.id}`, { token: me.token })).status,
    ).toBe(403);
    const asAdmin = await t.server.request('GET', `/auth/user-investments/${other.id}`, {
      token: t.admin.token,
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data).toEqual([]);
  });
});
