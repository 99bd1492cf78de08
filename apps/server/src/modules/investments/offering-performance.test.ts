import { ERROR_CODES, HOLDING_LIFE_MSG, splitProRata } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, holdings, ledgerEntries } from '../../db/schema.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import { signUpAdmin } from '../../test/users.ts';
import {
  balanceCents,
  buy,
  createOffering,
  investor,
  makeDue,
  onlyHoldingOf,
} from './investments.fixtures.ts';
import { runMaturityPayouts } from './maturity.job.ts';

const t = serverWithAdmin();

const admin = (method: 'PUT' | 'POST', id: string, what: string, body: unknown, token = t.admin.token) =>
  t.server.request(method, `/auth/admin/investments/${id}/${what}`, { token, body });
const mark = (id: string, status: string, note = `Marked ${status}`) =>
  admin('PUT', id, 'performance', { status, note });

/** An offering ($1 a unit) held by customers with the given units, each bought once. */
async function heldBy(units: number[]) {
  const offering = await createOffering(t.server, t.admin.token, {
    pricePerUnit: 1,
    investmentReturn: '10%',
  });
  const holders = [];
  for (const n of units) {
    const me = await investor(t.server, 100_00);
    const bought = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: n });
    expect(bought.status).toBe(201);
    holders.push({ ...me, holdingId: bought.body.data._id as string });
  }
  return { offering, holders };
}

describe('performance status', () => {
  it('an admin marks an offering delayed: holders mailed, audited, shown on every holding', async () => {
    const { offering, holders } = await heldBy([1, 2]);
    const res = await mark(offering._id, 'delayed', 'The borrower asked for 30 more days.');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      performance: 'delayed',
      performanceNote: 'The borrower asked for 30 more days.',
    });
    for (const h of holders) {
      const mail = await t.server.waitForMail(h.email, /Payment delayed/);
      expect(mail).toContain('The borrower asked for 30 more days.');
      const list = await t.server.request('GET', `/auth/user-investments/${h.id}`, { token: h.token });
      expect(list.body.data[0]).toMatchObject({
        performance: 'delayed',
        performanceNote: expect.any(String),
      });
    }
    const audit = await t.server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, offering._id), eq(auditLog.action, 'offering.performance')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ from: 'performing', to: 'delayed' });
    const explore = await t.server.request('GET', '/auth/investments');
    expect(explore.body.data.find((o: { _id: string }) => o._id === offering._id).performance).toBe(
      'delayed',
    );
  });

  it('a holding of an offering that is not performing waits at maturity, and pays once it is again', async () => {
    const { offering, holders } = await heldBy([3]);
    const [h] = holders;
    await mark(offering._id, 'delayed');
    // No new money goes into an offering that is not performing.
    const more = await buy(t.server, h!.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(more.status).toBe(409);
    await makeDue(t.server, h!.holdingId);
    await runMaturityPayouts(t.server.app.deps);
    expect((await onlyHoldingOf(t.server, h!.id)).status).toBe('active');
    await mark(offering._id, 'performing', 'Paid in full.');
    await runMaturityPayouts(t.server.app.deps);
    expect((await onlyHoldingOf(t.server, h!.id)).status).toBe('completed');
  });

  it('refuses an unknown status, a missing note, a customer, and an unknown offering', async () => {
    const { offering, holders } = await heldBy([1]);
    expect((await mark(offering._id, 'bankrupt')).status).toBe(400);
    expect((await admin('PUT', offering._id, 'performance', { status: 'delayed' })).status).toBe(400);
    const customer = await admin(
      'PUT',
      offering._id,
      'performance',
      { status: 'delayed', note: 'x' },
      holders[0]!.token,
    );
    expect(customer.status).toBe(403);
    expect((await mark('00000000-0000-4000-8000-00000000abcd', 'delayed')).status).toBe(404);
  });
});

describe('recovery and write-off', () => {
  it('splits a recovery pro rata to principal to the cent, then writes off what is left', async () => {
    // Principals $1, $1 and $1: $1.00 recovered splits 34 / 33 / 33 cents (largest remainder).
    const { offering, holders } = await heldBy([1, 1, 1]);
    expect(splitProRata(100, [100, 100, 100])).toEqual([34, 33, 33]);
    const refused = await admin('POST', offering._id, 'recovery', { amount: 1, note: 'Sold the land.' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ERROR_CODES.NOT_RECOVERABLE);

    await mark(offering._id, 'defaulted', 'The borrower stopped paying.');
    const before = await Promise.all(holders.map((h) => balanceCents(t.server, h.id)));
    const tooMuch = await admin('POST', offering._id, 'recovery', { amount: 3.01, note: 'Sold the land.' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(HOLDING_LIFE_MSG.recoveryAtMost('$3.00'));
    const paid = await admin('POST', offering._id, 'recovery', { amount: 1, note: 'Sold the land.' });
    expect(paid.status).toBe(200);

    const got = await Promise.all(
      holders.map(async (h, i) => (await balanceCents(t.server, h.id)) - before[i]!),
    );
    expect([...got].sort((a, b) => b - a)).toEqual([34, 33, 33]);
    expect(got.reduce((a, b) => a + b, 0)).toBe(100);
    for (const [i, h] of holders.entries()) {
      const entries = await t.server.app.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, h.id), eq(ledgerEntries.kind, 'recovery')));
      expect(entries.map((e) => e.amountCents)).toEqual([got[i]]);
      const history = await t.server.request('GET', '/auth/transactions?type=recovery', { token: h.token });
      expect(history.status).toBe(200);
      expect(history.body.data[0]).toMatchObject({
        type: 'recovery',
        description: `Recovery payment from ${offering.name}`,
        reference: expect.stringMatching(/^VI-/),
      });
      await t.server.waitForMail(h.email, /A recovery payment/);
    }

    const off = await admin('POST', offering._id, 'write-off', { note: 'Recovery has ended.' });
    expect(off.status).toBe(200);
    for (const [i, h] of holders.entries()) {
      const row = await onlyHoldingOf(t.server, h.id);
      expect(row).toMatchObject({
        status: 'written_off',
        recoveredCents: got[i],
        writtenOffCents: 100 - got[i]!,
      });
      const list = await t.server.request('GET', `/auth/user-investments/${h.id}`, { token: h.token });
      expect(list.body.data[0]).toMatchObject({
        status: 'written_off',
        performance: 'defaulted',
        recovered: got[i]! / 100,
        writtenOff: (100 - got[i]!) / 100,
      });
      await t.server.waitForMail(h.email, /is written off/);
    }
    // Nothing active is left: a second write-off or recovery has nothing to act on.
    expect((await admin('POST', offering._id, 'write-off', { note: 'Again.' })).status).toBe(409);
    const written = await t.server.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'write_off'), eq(ledgerEntries.accountType, 'write_offs')));
    expect(written.length).toBeGreaterThanOrEqual(3);
  });

  it('splits uneven principals exactly: $1.00 over 1, 2 and 4 units', async () => {
    const { offering, holders } = await heldBy([1, 2, 4]);
    await mark(offering._id, 'recovery', 'Collecting from the borrower.');
    const res = await admin('POST', offering._id, 'recovery', { amount: 1, note: 'First collection.' });
    expect(res.status).toBe(200);
    const rows = await Promise.all(holders.map(async (h) => await onlyHoldingOf(t.server, h.id)));
    // 100 × 1/7 = 14.28, × 2/7 = 28.57, × 4/7 = 57.14: floors 14 + 28 + 57 = 99, the cent to 28.57.
    expect(rows.map((r) => r.recoveredCents)).toEqual([14, 29, 57]);
  });

  it('needs a fresh step-up from the admin', async () => {
    const { offering } = await heldBy([1]);
    await mark(offering._id, 'defaulted');
    const stale = await signUpAdmin(t.server, { stepUp: false });
    const res = await admin('POST', offering._id, 'recovery', { amount: 0.5, note: 'x' }, stale.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ERROR_CODES.STEP_UP_REQUIRED);
    const off = await admin('POST', offering._id, 'write-off', { note: 'x' }, stale.token);
    expect(off.status).toBe(403);
    const rows = await t.server.app.db.select().from(holdings).where(eq(holdings.offeringId, offering._id));
    expect(rows[0]).toMatchObject({ status: 'active', recoveredCents: 0 });
  });
});
