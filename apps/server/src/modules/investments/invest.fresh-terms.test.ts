import { ERROR_CODES, INVEST_MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerings, users } from '../../db/schema.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import { booksOf, buy, createOffering, investor, investorsOf } from './investments.fixtures.ts';

const t = serverWithAdmin();

// A purchase decides from the offering and the buyer as they are in the database at that moment: each
// test changes something straight in the database (as another instance or a script would, with no
// notification) after a first purchase, and the next purchase must see the change.
describe('POST /auth/invest after the offering or the buyer changed behind the instance', () => {
  const known = async (overrides: Record<string, unknown> = {}) => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100, ...overrides });
    const first = await investor(t.server, 100_00);
    expect((await buyOne(first.token, offering._id)).status).toBe(201);
    return offering;
  };
  const buyOne = (token: string, offeringId: string) =>
    buy(t.server, token, { investmentId: offeringId, unitsPurchased: 1 });
  const changeOffering = (id: string, patch: Partial<typeof offerings.$inferInsert>) =>
    t.server.app.db.update(offerings).set(patch).where(eq(offerings.id, id));

  it('price changed behind its back: the purchase is priced and debited at the new price', async () => {
    const offering = await known({ investmentReturn: '10%' });
    await changeOffering(offering._id, { pricePerUnitCents: 120_00, returnBps: 2000 });
    const me = await investor(t.server, 1_000_00);
    const res = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 2 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ pricePerUnit: 120, amountInvested: 240, investmentReturn: '20%' });
    expect(res.body.balance).toBe(760);
    expect(await booksOf(t.server, me.id)).toMatchObject({
      cents: 760_00,
      holdings: [{ pricePerUnitCents: 120_00, amountCents: 240_00, returnBps: 2000 }],
    });
    expect(await investorsOf(t.server, offering._id)).toBe(2);
  });

  it('price changed behind its back and the customer saw the new one: it buys at the price seen', async () => {
    const offering = await known();
    await changeOffering(offering._id, { pricePerUnitCents: 120_00 });
    const me = await investor(t.server, 1_000_00);
    const res = await buy(t.server, me.token, {
      investmentId: offering._id,
      unitsPurchased: 1,
      pricePerUnit: 120,
    });
    expect(res.status).toBe(201);
    expect(await booksOf(t.server, me.id)).toMatchObject({
      cents: 880_00,
      holdings: [{ amountCents: 120_00 }],
    });
  });

  it.each([
    ['renamed', { name: 'Renamed Orchard Fund' }, { investmentName: 'Renamed Orchard Fund' }],
    ['recategorised', { category: 'Banking' as const }, { category: 'Banking' }],
    ['given a new picture', { img: 'https://example.com/new.png' }, { img: 'https://example.com/new.png' }],
  ])('%s behind its back: the answer shows the offering as it is now', async (_, patch, shown) => {
    const offering = await known();
    await changeOffering(offering._id, patch);
    const me = await investor(t.server, 1_000_00);
    const res = await buyOne(me.token, offering._id);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject(shown);
  });

  it('archived behind its back: 409, nothing booked', async () => {
    const offering = await known();
    await changeOffering(offering._id, { archivedAt: new Date() });
    const me = await investor(t.server, 1_000_00);
    const res = await buyOne(me.token, offering._id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(INVEST_MSG.notAvailable);
    expect(await booksOf(t.server, me.id)).toEqual({ cents: 1_000_00, holdings: [] });
    expect(await investorsOf(t.server, offering._id)).toBe(1);
  });

  it('verification withdrawn after a purchase: the next one is refused 403, nothing booked', async () => {
    const offering = await known();
    const me = await investor(t.server, 1_000_00);
    expect((await buyOne(me.token, offering._id)).status).toBe(201);
    await t.server.app.db.update(users).set({ kycStatus: 'rejected' }).where(eq(users.id, me.id));
    const res = await buyOne(me.token, offering._id);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ERROR_CODES.NOT_VERIFIED);
    expect(await booksOf(t.server, me.id)).toMatchObject({
      cents: 900_00,
      holdings: [{ amountCents: 100_00 }],
    });
  });

  it('balance spent to below the cost: 400 "not enough cash", nothing booked', async () => {
    const offering = await known();
    const me = await investor(t.server, 150_00);
    expect((await buyOne(me.token, offering._id)).status).toBe(201);
    const res = await buyOne(me.token, offering._id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVEST_MSG.insufficientBalance);
    expect(await booksOf(t.server, me.id)).toMatchObject({
      cents: 50_00,
      holdings: [{ amountCents: 100_00 }],
    });
  });

  it('the whole balance to the cent: balance 0, answered 0', async () => {
    const offering = await known({ pricePerUnit: 33.33 });
    const me = await investor(t.server, 99_99);
    const res = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 3 });
    expect(res.status).toBe(201);
    expect(res.body.balance).toBe(0);
    expect(await booksOf(t.server, me.id)).toMatchObject({ cents: 0, holdings: [{ amountCents: 99_99 }] });
  });

  it('a replay returns the first answer to the cent: the balance stored with the key', async () => {
    const offering = await known({ pricePerUnit: 12.34 });
    const me = await investor(t.server, 1_000_37);
    const headers = { 'Idempotency-Key': 'one-statement-replay' };
    const body = { investmentId: offering._id, unitsPurchased: 3 };
    const first = await buy(t.server, me.token, body, headers);
    expect(first.status).toBe(201);
    expect(first.body.balance).toBe(963.35);
    const again = await buy(t.server, me.token, body, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await booksOf(t.server, me.id)).toMatchObject({
      cents: 963_35,
      holdings: [{ amountCents: 37_02 }],
    });
  });
});
