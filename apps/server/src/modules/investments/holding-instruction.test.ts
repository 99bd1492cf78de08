import { ERROR_CODES } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { holdings } from '../../db/schema.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import {
  balanceCents,
  buy,
  changeHeldTerms,
  createOffering,
  holdingsOf,
  investor,
  makeDue,
  onlyHoldingOf,
} from './investments.fixtures.ts';
import { runMaturityPayouts } from './maturity.job.ts';
import { sendMaturityNotices } from './maturity-notice.job.ts';

const t = serverWithAdmin();
const DAY_MS = 86_400_000;

const setInstruction = (token: string, holdingId: string, instruction: string) =>
  t.server.request('PUT', `/auth/holdings/${holdingId}/instruction`, { token, body: { instruction } });

const matureIn = (holdingId: string, ms: number) =>
  t.server.app.db
    .update(holdings)
    .set({ maturityAt: new Date(Date.now() + ms) })
    .where(eq(holdings.id, holdingId));

/** A customer holding 2 units of a $100, 10%, 1-year offering with a 0.50% a year charge. */
async function holder(cents = 1_000_00) {
  const offering = await createOffering(t.server, t.admin.token, {
    pricePerUnit: 100,
    investmentReturn: '10%',
    duration: '1 year',
    managementFee: '0.50%',
  });
  const me = await investor(t.server, cents);
  const bought = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 2 });
  expect(bought.status).toBe(201);
  return { offering, me, holdingId: bought.body.data._id as string, bought: bought.body.data };
}

describe('terms as data', () => {
  it('stores the term as a count and a unit on offering and holding; the API answers the text', async () => {
    const { bought, me, holdingId } = await holder();
    expect(bought.duration).toBe('1 year');
    const row = await onlyHoldingOf(t.server, me.id);
    expect(row).toMatchObject({ id: holdingId, termCount: 1, termUnit: 'year' });
    // A year from the start, to the calendar day.
    const start = new Date(bought.startDate);
    expect(new Date(bought.maturityDate).getUTCFullYear()).toBe(start.getUTCFullYear() + 1);
  });
});

describe('maturity instructions', () => {
  it('defaults to payout, previews the maturity net of the charge, and takes each instruction', async () => {
    const { me, holdingId, bought } = await holder();
    // $200 + 10% return − 0.50% of $200 for a year.
    expect(bought).toMatchObject({ instruction: 'payout', maturityPreview: 219, performance: 'performing' });
    expect(new Date(bought.instructionDeadline).getTime()).toBe(
      new Date(bought.maturityDate).getTime() - 2 * DAY_MS,
    );
    for (const instruction of ['rollover_principal', 'rollover_all', 'payout']) {
      const res = await setInstruction(me.token, holdingId, instruction);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ _id: holdingId, instruction, maturityPreview: 219 });
      expect((await onlyHoldingOf(t.server, me.id)).instruction).toBe(instruction);
    }
    const bad = await setInstruction(me.token, holdingId, 'spend_it');
    expect(bad.status).toBe(400);
  });

  it("answers 404 for another customer's holding and 409 within 2 days of maturity", async () => {
    const { me, holdingId } = await holder();
    const other = await investor(t.server, 0);
    const theirs = await setInstruction(other.token, holdingId, 'rollover_all');
    expect(theirs.status).toBe(404);
    expect((await onlyHoldingOf(t.server, me.id)).instruction).toBe('payout');

    await matureIn(holdingId, 2 * DAY_MS + 60_000);
    expect((await setInstruction(me.token, holdingId, 'rollover_all')).status).toBe(200);
    await matureIn(holdingId, 2 * DAY_MS - 60_000);
    const late = await setInstruction(me.token, holdingId, 'payout');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(ERROR_CODES.INSTRUCTION_LOCKED);
    expect((await onlyHoldingOf(t.server, me.id)).instruction).toBe('rollover_all');
  });

  it('mails the reminder 7 days before maturity, once, naming the instruction and deadline', async () => {
    const { me, holdingId } = await holder();
    await setInstruction(me.token, holdingId, 'rollover_principal');
    await matureIn(holdingId, 8 * DAY_MS);
    await sendMaturityNotices(t.server.app.deps);
    expect(t.server.mailsTo(me.email).filter((m) => /matures on/.test(m.subject))).toHaveLength(0);

    await matureIn(holdingId, 6 * DAY_MS);
    await sendMaturityNotices(t.server.app.deps);
    await sendMaturityNotices(t.server.app.deps);
    const mail = await t.server.waitForMail(me.email, /Reinvest the amount invested, pay the return/);
    expect(mail).toContain('$219.00');
    expect(t.server.mailsTo(me.email).filter((m) => /matures on/.test(m.subject))).toHaveLength(1);
  });
});

describe('roll-over at maturity', () => {
  it('rollover_principal buys the offering again with the principal and pays the rest', async () => {
    const { me, holdingId, offering } = await holder(300_00);
    await setInstruction(me.token, holdingId, 'rollover_principal');
    const before = await balanceCents(t.server, me.id);
    await makeDue(t.server, holdingId);
    await runMaturityPayouts(t.server.app.deps);

    const rows = await holdingsOf(t.server, me.id);
    const rolled = rows.find((h) => h.rolledFrom === holdingId)!;
    expect(rolled).toBeDefined();
    expect(rolled).toMatchObject({
      offeringId: offering._id,
      units: 2,
      amountCents: 200_00,
      status: 'active',
      instruction: 'rollover_principal',
      termCount: 1,
      termUnit: 'year',
    });
    expect(rows.find((h) => h.id === holdingId)!.status).toBe('completed');
    // Maturity paid $219 net; the roll-over spent the new holding's cost and its fee.
    expect(await balanceCents(t.server, me.id)).toBe(before + 219_00 - rolled.amountCents - rolled.feeCents);
    await t.server.waitForMail(me.email, /was reinvested/);

    const list = await t.server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(list.body.data.find((h: { _id: string }) => h._id === rolled.id)).toMatchObject({
      rolledFrom: holdingId,
      duration: '1 year',
    });
  });

  it('rollover_all reinvests principal and return at the terms of the maturity day', async () => {
    const { me, holdingId, offering } = await holder(300_00);
    await setInstruction(me.token, holdingId, 'rollover_all');
    // The offering's terms changed since the purchase (a second admin approved it): the roll-over
    // takes today's.
    await changeHeldTerms(t.server, t.admin.token, offering._id, {
      pricePerUnit: 50,
      investmentReturn: '12%',
      duration: '6 months',
    });
    await makeDue(t.server, holdingId);
    await runMaturityPayouts(t.server.app.deps);
    const rolled = (await holdingsOf(t.server, me.id)).find((h) => h.rolledFrom === holdingId)!;
    // $219 at $50 a unit: 4 units; the $19 that makes no unit stays in cash.
    expect(rolled).toMatchObject({ pricePerUnitCents: 50_00, units: 4, returnBps: 1200, termCount: 6 });
    expect(rolled.termUnit).toBe('month');
  });

  it('leaves the money in cash with a mail when the offering is no longer live', async () => {
    const { me, holdingId, offering } = await holder(300_00);
    await setInstruction(me.token, holdingId, 'rollover_all');
    await t.server.request('DELETE', `/auth/investments/${offering._id}`, { token: t.admin.token });
    const before = await balanceCents(t.server, me.id);
    await makeDue(t.server, holdingId);
    await runMaturityPayouts(t.server.app.deps);
    expect((await holdingsOf(t.server, me.id)).filter((h) => h.rolledFrom === holdingId)).toHaveLength(0);
    expect(await balanceCents(t.server, me.id)).toBe(before + 219_00);
    const mail = await t.server.waitForMail(me.email, /could not be reinvested/);
    expect(mail).toContain('$219.00');
  });

  it('a payout instruction buys nothing', async () => {
    const { me, holdingId } = await holder(300_00);
    await makeDue(t.server, holdingId);
    await runMaturityPayouts(t.server.app.deps);
    const rows = await holdingsOf(t.server, me.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('completed');
    const completed = await setInstruction(me.token, holdingId, 'rollover_all');
    expect(completed.status).toBe(409);
  });
});
