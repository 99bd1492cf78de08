import { ERROR_CODES, HOLDING_LIFE_MSG, splitProRata } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, holdings, ledgerEntries } from '../../db/schema.ts';
import { expectLedgerConsistent, serverWithAdmin } from '../../test/suite.ts';
import { signUpAdmin } from '../../test/users.ts';
import { secondAdminOf } from '../wallet/wallet.test-support.ts';
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

describe('recovery and write-off past the approval limit (four eyes)', () => {
  /** Two holders of $7,000 each ($1,000 a unit): $14,000 outstanding, past the $10,000 test limit. */
  async function largeDefault() {
    const offering = await createOffering(t.server, t.admin.token, {
      pricePerUnit: 1_000,
      investmentReturn: '10%',
    });
    const holders = [];
    for (let i = 0; i < 2; i++) {
      const me = await investor(t.server, 8_000_00);
      const bought = await buy(t.server, me.token, {
        investmentId: offering._id,
        unitsPurchased: 7,
        consent: true,
      });
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
      holders.push(me);
    }
    await mark(offering._id, 'defaulted', 'The borrower stopped paying.');
    return { offering, holders };
  }
  const decide = (id: string, decision: string, token: string) =>
    t.server.request('PATCH', `/auth/admin/settlements/${id}`, { token, body: { decision } });
  const recovered = async (userId: string) => (await onlyHoldingOf(t.server, userId)).recoveredCents;

  it('a recovery past the limit books nothing until a second admin approves; the asker cannot', async () => {
    const { offering, holders } = await largeDefault();
    const before = await Promise.all(holders.map((h) => balanceCents(t.server, h.id)));
    const asked = await admin('POST', offering._id, 'recovery', {
      amount: 10_000.01,
      note: 'Sold the land.',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body).toMatchObject({
      message: HOLDING_LIFE_MSG.recoveryWaiting,
      data: {
        kind: 'recovery',
        status: 'pending',
        amount: 10_000.01,
        investmentId: offering._id,
        requestedBy: { _id: t.admin.id },
      },
    });
    const id = asked.body.data._id as string;
    for (const h of holders) {
      expect(await balanceCents(t.server, h.id)).toBe(before[holders.indexOf(h)]);
      expect(await recovered(h.id)).toBe(0);
    }
    const approvals = await t.server.request('GET', '/auth/admin/approvals', { token: t.admin.token });
    expect(approvals.body.data).toContainEqual(
      expect.objectContaining({
        kind: 'recovery',
        _id: id,
        investmentName: offering.name,
        amount: 10_000.01,
        reason: 'Sold the land.',
      }),
    );

    const own = await decide(id, 'approved', t.admin.token);
    expect(own.status).toBe(403);
    const checker = await secondAdminOf(t.server);
    const ok = await decide(id, 'approved', checker.token);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ message: HOLDING_LIFE_MSG.recoveryPaid, data: { status: 'approved' } });
    // Equal principals: $10,000.01 splits 500,001 / 500,000 cents.
    const got = await Promise.all(
      holders.map(async (h, i) => (await balanceCents(t.server, h.id)) - before[i]!),
    );
    expect([...got].sort((a, b) => b - a)).toEqual([500_001, 500_000]);
    expect(await Promise.all(holders.map((h) => recovered(h.id)))).toEqual(got);
    // Decided once: a second approval books nothing more.
    expect((await decide(id, 'approved', checker.token)).status).toBe(409);
    expect(await Promise.all(holders.map((h) => recovered(h.id)))).toEqual(got);
    const approvalsAfter = await t.server.request('GET', '/auth/admin/approvals', { token: t.admin.token });
    expect(approvalsAfter.body.data.map((a: { _id: string }) => a._id)).not.toContain(id);
    const audit = await t.server.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, offering._id));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'offering.recovery_requested', actorId: t.admin.id },
        { action: 'offering.recovery', actorId: checker.id },
        { action: 'offering.recovery_approved', actorId: checker.id },
      ]),
    );
  });

  it('small recoveries cannot be split around the limit: the last 24 hours count together', async () => {
    const { offering, holders } = await largeDefault();
    const first = await admin('POST', offering._id, 'recovery', { amount: 6_000, note: 'First sale.' });
    expect(first.status).toBe(200);
    const second = await admin('POST', offering._id, 'recovery', { amount: 4_000.01, note: 'Second sale.' });
    expect(second.status).toBe(202);
    expect(await Promise.all(holders.map((h) => recovered(h.id)))).toEqual([300_000, 300_000]);
    // A rejection books nothing, and what it asked no longer counts towards the limit.
    const checker = await secondAdminOf(t.server);
    const no = await decide(second.body.data._id, 'rejected', checker.token);
    expect(no.status).toBe(200);
    expect(no.body).toMatchObject({
      message: HOLDING_LIFE_MSG.settlementRejected,
      data: { status: 'rejected' },
    });
    expect(await Promise.all(holders.map((h) => recovered(h.id)))).toEqual([300_000, 300_000]);
    const within = await admin('POST', offering._id, 'recovery', { amount: 4_000, note: 'Second sale.' });
    expect(within.status).toBe(200);
    expect(await Promise.all(holders.map((h) => recovered(h.id)))).toEqual([500_000, 500_000]);
  });

  it('a write-off past the limit waits, then writes off what is left when it is approved', async () => {
    const { offering, holders } = await largeDefault();
    const asked = await admin('POST', offering._id, 'write-off', { note: 'Recovery has ended.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body.data).toMatchObject({ kind: 'write_off', amount: 14_000, status: 'pending' });
    for (const h of holders) expect((await onlyHoldingOf(t.server, h.id)).status).toBe('active');
    // A recovery booked meanwhile leaves less to write off.
    expect(
      (await admin('POST', offering._id, 'recovery', { amount: 1_000, note: 'Late sale.' })).status,
    ).toBe(200);
    const checker = await secondAdminOf(t.server);
    const ok = await decide(asked.body.data._id, 'approved', checker.token);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe(HOLDING_LIFE_MSG.writtenOff);
    for (const h of holders) {
      expect(await onlyHoldingOf(t.server, h.id)).toMatchObject({
        status: 'written_off',
        recoveredCents: 50_000,
        writtenOffCents: 650_000,
      });
      await t.server.waitForMail(h.email, /is written off/);
    }
    await expectLedgerConsistent(t.server);
  });

  it('an approval that can no longer book changes nothing and can still be rejected', async () => {
    const { offering, holders } = await largeDefault();
    const asked = await admin('POST', offering._id, 'recovery', { amount: 12_000, note: 'Sold the land.' });
    expect(asked.status).toBe(202);
    await mark(offering._id, 'performing', 'The borrower paid up.');
    const checker = await secondAdminOf(t.server);
    const late = await decide(asked.body.data._id, 'approved', checker.token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(ERROR_CODES.NOT_RECOVERABLE);
    expect(await Promise.all(holders.map((h) => recovered(h.id)))).toEqual([0, 0]);
    expect((await decide(asked.body.data._id, 'rejected', checker.token)).status).toBe(200);
  });

  it('refuses a customer, a stale step-up, a bad decision and an unknown id', async () => {
    const { offering } = await largeDefault();
    const asked = await admin('POST', offering._id, 'recovery', { amount: 12_000, note: 'Sold the land.' });
    const id = asked.body.data._id as string;
    const customer = await investor(t.server, 0);
    expect((await decide(id, 'approved', customer.token)).status).toBe(403);
    const stale = await signUpAdmin(t.server, { stepUp: false });
    const noStepUp = await decide(id, 'approved', stale.token);
    expect(noStepUp.status).toBe(403);
    expect(noStepUp.body.code).toBe(ERROR_CODES.STEP_UP_REQUIRED);
    const checker = await secondAdminOf(t.server);
    expect((await decide(id, 'maybe', checker.token)).status).toBe(400);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approved', checker.token)).status).toBe(
      404,
    );
    expect((await decide('not-an-id', 'approved', checker.token)).status).toBe(400);
    const rows = await t.server.app.db.select().from(holdings).where(eq(holdings.offeringId, offering._id));
    expect(rows.map((r) => r.recoveredCents)).toEqual([0, 0]);
  });
});
