import { MOVEMENT_LABELS, PROTECTION_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, holdings, ledgerEntries } from '../../db/schema.ts';
import { verifyLedger } from '../../shared/ledger-verify.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent } from '../../test/suite.ts';
import { signUpAdmin } from '../../test/users.ts';
import * as fx from '../investments/investments.fixtures.ts';
import { runMaturityPayouts } from '../investments/maturity.job.ts';
import { cancel, endReflection } from './protection.fixtures.ts';

// With the default platform fee (0.25%): a cancellation gives the fee back too.
let server: TestServer;
let admin: { token: string; id: string };
beforeAll(async () => {
  server = await startTestServer({ platformFeeBps: 25 });
  admin = await signUpAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

async function purchase(cents = 1_000_00) {
  const me = await fx.investor(server, cents);
  const offering = await fx.createOffering(server, admin.token, { pricePerUnit: 100 });
  const res = await fx.buy(server, me.token, { investmentId: offering._id, unitsPurchased: 4 });
  expect(res.status).toBe(201);
  return { me, offering, holdingId: res.body.data._id as string };
}

describe('cancelling a purchase in its reflection period', () => {
  it('refunds the whole amount, fee included, drops the investor, mails and audits; the ledger verifies', async () => {
    const { me, offering, holdingId } = await purchase();
    expect(await fx.balanceCents(server, me.id)).toBe(1_000_00 - 400_00 - 1_00);
    expect(await fx.investorsOf(server, offering._id)).toBe(1);

    const res = await cancel(server, me.token, holdingId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PROTECTION_MSG.cancelled, balance: 1_000 });
    expect(await fx.balanceCents(server, me.id)).toBe(1_000_00);
    expect(await fx.investorsOf(server, offering._id)).toBe(0);
    const listed = await server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(listed.body.data[0]).toMatchObject({ _id: holdingId, status: 'cancelled' });
    expect(listed.body.summary.amountInvested).toBe(0);

    const entries = await server.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.referenceId, holdingId), eq(ledgerEntries.accountType, 'cash')));
    expect(entries.map((e) => [e.kind, e.amountCents]).sort()).toEqual(
      [
        ['investment', -400_00],
        ['fee', -1_00],
        ['refund', 400_00],
        ['fee', 1_00],
      ].sort(),
    );
    const verdict = await verifyLedger(server.app.db);
    expect(verdict.problems).toEqual([]);
    expect(verdict.ok).toBe(true);

    const history = await server.request('GET', '/auth/transactions?type=refund', { token: me.token });
    expect(history.status).toBe(200);
    expect(history.body.data[0]).toMatchObject({ type: 'refund', amount: 400 });
    expect(MOVEMENT_LABELS.refund).toBe('Refund');
    // The fee that comes back reads as a refund, not like the charge.
    const fees = await server.request('GET', '/auth/transactions?type=fee', { token: me.token });
    expect(
      fees.body.data.map((m: { amount: number; description: string }) => [m.amount, m.description]),
    ).toEqual([
      [1, `Platform fee refunded: ${offering.name}`],
      [-1, `Platform fee on ${offering.name}`],
    ]);

    const mail = await server.waitForMail(me.email, /is cancelled/);
    expect(mail).toContain('$401.00');
    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.targetId, holdingId));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['holding.purchased', 'holding.cancelled']),
    );
    await expectLedgerConsistent(server);
  });

  it('answers 409 to a second cancel and books nothing more', async () => {
    const { me, holdingId } = await purchase();
    expect((await cancel(server, me.token, holdingId)).status).toBe(200);
    const again = await cancel(server, me.token, holdingId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PROTECTION_MSG.alreadyCancelled);
    expect(await fx.balanceCents(server, me.id)).toBe(1_000_00);
  });

  it("answers 404 for another customer's holding and an unknown id, and 401 without a token", async () => {
    const { me, holdingId } = await purchase();
    const other = await fx.investor(server, 0);
    const res = await cancel(server, other.token, holdingId);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(PROTECTION_MSG.holdingNotFound);
    expect((await cancel(server, admin.token, holdingId)).status).toBe(404);
    expect((await cancel(server, me.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await server.request('POST', `/auth/holdings/${holdingId}/cancel`)).status).toBe(401);
    const [row] = await server.app.db.select().from(holdings).where(eq(holdings.id, holdingId));
    expect(row!.status).toBe('active');
  });

  it('answers 409 after the period, when the holding reads "active"', async () => {
    const { me, holdingId } = await purchase();
    await endReflection(server, holdingId);
    const res = await cancel(server, me.token, holdingId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PROTECTION_MSG.reflectionOver);
    const listed = await server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(listed.body.data[0].status).toBe('active');
    expect(await fx.balanceCents(server, me.id)).toBe(1_000_00 - 401_00);
  });

  it('the maturity job never pays a cancelled holding', async () => {
    const { me, holdingId } = await purchase();
    await cancel(server, me.token, holdingId);
    await fx.makeDue(server, holdingId);
    await runMaturityPayouts(server.app.deps);
    const [row] = await server.app.db.select().from(holdings).where(eq(holdings.id, holdingId));
    expect(row).toMatchObject({ status: 'cancelled', paidOutAt: null });
    expect(await fx.balanceCents(server, me.id)).toBe(1_000_00);
  });

  it("shows the admin the customer's test, capacity, consent and acknowledgement, and counts cancellations", async () => {
    const { me, offering, holdingId } = await purchase();
    await cancel(server, me.token, holdingId);
    const page = await server.request('GET', `/auth/admin/users/${me.id}`, { token: admin.token });
    expect(page.status).toBe(200);
    expect(page.body.suitability).toMatchObject({
      status: 'appropriate',
      current: true,
      netWorth: 2_050_000,
    });
    expect(page.body.holdings.data[0]).toMatchObject({ consentGiven: false, status: 'cancelled' });
    expect(Date.parse(page.body.holdings.data[0].kiisAcknowledgedAt)).toBeGreaterThan(0);
    const report = await server.request('GET', '/auth/admin/reports/cancellations', { token: admin.token });
    expect(report.status).toBe(200);
    expect(report.body.data.find((r: { investmentId: string }) => r.investmentId === offering._id)).toEqual({
      investmentId: offering._id,
      investmentName: offering.name,
      purchases: 1,
      cancellations: 1,
      refunded: 401,
    });
    expect(
      (await server.request('GET', '/auth/admin/reports/cancellations', { token: me.token })).status,
    ).toBe(403);
  });
});
