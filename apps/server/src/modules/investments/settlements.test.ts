import { ERROR_CODES, HOLDING_LIFE_MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, holdings } from '../../db/schema.ts';
import { expectLedgerConsistent, serverWithAdmin } from '../../test/suite.ts';
import { signUpAdmin } from '../../test/users.ts';
import { secondAdminOf } from '../wallet/wallet.test-support.ts';
import { balanceCents, buy, createOffering, investor, onlyHoldingOf } from './investments.fixtures.ts';

// Recoveries and write-offs past the approval limit wait for a second admin
// (docs/decisions/042-recoveries-and-write-offs-under-four-eyes.md).

const t = serverWithAdmin();

const admin = (method: 'PUT' | 'POST', id: string, what: string, body: unknown, token = t.admin.token) =>
  t.server.request(method, `/auth/admin/investments/${id}/${what}`, { token, body });
const mark = (id: string, status: string, note = `Marked ${status}`) =>
  admin('PUT', id, 'performance', { status, note });

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
