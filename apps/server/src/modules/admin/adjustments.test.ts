import { randomUUID } from 'node:crypto';
import { ADJUSTMENT_MSG, ERROR_CODES } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, balanceAdjustments, ledgerEntries } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent, SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import {
  balanceOf,
  fund,
  payoutReady,
  requestWithdrawal,
  type TestUser,
} from '../wallet/wallet.test-support.ts';
import { editBalance } from './admin.fixtures.ts';

let server: TestServer;
let maker: TestUser;
let checker: TestUser;
let thirdAdmin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  [maker, checker, thirdAdmin, customer] = await Promise.all([
    signUpAdmin(server),
    signUpAdmin(server),
    signUpAdmin(server),
    signUpAndLogin(server, { name: 'Cora Customer' }),
  ]);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await expectLedgerConsistent(server);
});

const decide = (admin: TestUser, id: string, decision: string) =>
  server.request('PATCH', `/auth/admin/adjustments/${id}`, { token: admin.token, body: { decision } });
const adjustmentLedger = (id: string) =>
  server.app.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'adjustment'),
        eq(ledgerEntries.referenceId, id),
        eq(ledgerEntries.accountType, 'cash'),
      ),
    );
const auditFor = (action: string, userId: string) =>
  server.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, userId)));

/** A customer with `dollars`, and a pending adjustment (asked by `maker`) to `to` dollars. */
async function pendingAdjustment(dollars: number, to: number) {
  const user = await signUpAndLogin(server);
  if (dollars > 0) await fund(server, maker, user, dollars);
  const res = await editBalance(server, maker.token, user.id, {
    newBalanceValue: to,
    reason: 'Wire recall 88',
    customerMessage: 'Your wire transfer was recalled by the sending bank.',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return { user, adjustment: res.body.data };
}

describe('maker-checker balance adjustments', { timeout: TEST_TIMEOUT }, () => {
  it('a change of exactly the threshold books at once; one cent more waits and books nothing', async () => {
    const user = await signUpAndLogin(server);
    const atLimit = await editBalance(server, maker.token, user.id, {
      newBalanceValue: 10_000,
      reason: 'limit',
    });
    expect(atLimit.status).toBe(200);
    expect(await balanceOf(server, user)).toBe(10_000);
    const above = await editBalance(server, maker.token, user.id, {
      newBalanceValue: 20_000.01,
      reason: 'Large goodwill',
    });
    expect(above.status, JSON.stringify(above.body)).toBe(202);
    expect(above.body).toMatchObject({
      message: ADJUSTMENT_MSG.waiting,
      data: {
        userId: { _id: user.id, email: user.email },
        from: 10_000,
        to: 20_000.01,
        reason: 'Large goodwill',
        requestedBy: { _id: maker.id, name: 'Alan Admin' },
        status: 'pending',
      },
    });
    expect(above.body.data.decidedBy).toBeUndefined();
    expect(await balanceOf(server, user)).toBe(10_000);
    expect(await adjustmentLedger(above.body.data._id)).toHaveLength(0);
    expect(await auditFor('balance.adjustment_requested', user.id)).toHaveLength(1);
  });

  it('a large debit waits too (either direction)', async () => {
    const { user, adjustment } = await pendingAdjustment(12_000, 500);
    expect(adjustment).toMatchObject({ from: 12_000, to: 500, status: 'pending' });
    expect(await balanceOf(server, user)).toBe(12_000);
  });

  it('the pending list and the summary card count it; another admin approves: booked once, audited, mailed', async () => {
    const { user, adjustment } = await pendingAdjustment(0, 25_000);
    const list = await server.request('GET', '/auth/admin/adjustments?status=pending', {
      token: checker.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((a: { _id: string }) => a._id)).toContain(adjustment._id);
    expect(list.body.data.every((a: { status: string }) => a.status === 'pending')).toBe(true);
    const stats = await server.request('GET', '/auth/admin/stats', { token: checker.token });
    expect(stats.body.pendingAdjustments).toBe(list.body.data.length);

    const ok = await decide(checker, adjustment._id, 'approved');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({
      message: ADJUSTMENT_MSG.approved,
      data: { _id: adjustment._id, status: 'approved', decidedBy: { _id: checker.id } },
    });
    expect(ok.body.data.decidedAt).toEqual(expect.any(String));
    expect(await balanceOf(server, user)).toBe(25_000);
    const [entry, ...more] = await adjustmentLedger(adjustment._id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ amountCents: 25_000_00, actorId: checker.id, reason: 'Wire recall 88' });
    const [audit] = await auditFor('balance.adjustment_approved', user.id);
    expect(audit).toMatchObject({
      actorId: checker.id,
      details: { adjustmentId: adjustment._id, requestedBy: maker.id, changeCents: 25_000_00 },
    });
    const mail = await server.waitForMail(user.email, /Your balance was adjusted/);
    expect(mail).toMatch(/\$25,000\.00 was credited/);
    // The customer reads the message written for them; the internal reason stays inside.
    expect(mail).toContain('Your wire transfer was recalled by the sending bank.');
    expect(mail).not.toContain('Wire recall 88');
    const after = await server.request('GET', '/auth/admin/stats', { token: checker.token });
    expect(after.body.pendingAdjustments).toBe(stats.body.pendingAdjustments - 1);
  });

  it('a rejection books nothing and is final', async () => {
    const { user, adjustment } = await pendingAdjustment(11_000, 0);
    const no = await decide(checker, adjustment._id, 'rejected');
    expect(no.status).toBe(200);
    expect(no.body).toMatchObject({ message: ADJUSTMENT_MSG.rejected, data: { status: 'rejected' } });
    expect(await balanceOf(server, user)).toBe(11_000);
    expect(await adjustmentLedger(adjustment._id)).toHaveLength(0);
    expect(server.mailsTo(user.email).some((m) => /balance was adjusted/.test(m.subject))).toBe(false);
    const again = await decide(thirdAdmin, adjustment._id, 'approved');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADJUSTMENT_MSG.alreadyDecided);
    expect(await balanceOf(server, user)).toBe(11_000);
  });

  it('the admin who asked cannot decide (403); the customer cannot (403); a decided one is 409', async () => {
    const { user, adjustment } = await pendingAdjustment(0, 15_000);
    const own = await decide(maker, adjustment._id, 'approved');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(ADJUSTMENT_MSG.ownRequest);
    const byCustomer = await decide(user, adjustment._id, 'approved');
    expect(byCustomer.status).toBe(403);
    expect(await balanceOf(server, user)).toBe(0);
    expect((await decide(checker, adjustment._id, 'approved')).status).toBe(200);
    expect((await decide(thirdAdmin, adjustment._id, 'rejected')).status).toBe(409);
    expect(await balanceOf(server, user)).toBe(15_000);
  });

  it('an approval that would now take the balance below zero is refused and leaves it pending', async () => {
    const { user, adjustment } = await pendingAdjustment(12_000, 0);
    // The customer's money moves on while the adjustment waits: a withdrawal holds $7,000.
    await payoutReady(server, user);
    const out = await requestWithdrawal(server, user, { amount: 7_000 }, randomUUID());
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    const res = await decide(checker, adjustment._id, 'approved');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
    expect(await balanceOf(server, user)).toBe(5_000);
    const [row] = await server.app.db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.id, adjustment._id));
    expect(row?.status).toBe('pending');
  });

  it('refuses customers on every endpoint (403), unknown ids (404) and bad decisions (400)', async () => {
    const { adjustment } = await pendingAdjustment(0, 30_000);
    expect((await server.request('GET', '/auth/admin/adjustments', { token: customer.token })).status).toBe(
      403,
    );
    expect((await decide(customer, adjustment._id, 'approved')).status).toBe(403);
    expect((await server.request('GET', '/auth/admin/adjustments')).status).toBe(401);
    const ghost = await decide(checker, crypto.randomUUID(), 'approved');
    expect(ghost.status).toBe(404);
    expect(ghost.body.message).toBe(ADJUSTMENT_MSG.notFound);
    const bad = await decide(checker, adjustment._id, 'maybe');
    expect(bad.status).toBe(400);
    const badStatus = await server.request('GET', '/auth/admin/adjustments?status=nope', {
      token: checker.token,
    });
    expect(badStatus.status).toBe(400);
  });

  it('20 parallel approvals by two admins book exactly once', async () => {
    const { user, adjustment } = await pendingAdjustment(0, 40_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => decide(i % 2 ? checker : thirdAdmin, adjustment._id, 'approved')),
    );
    const codes = results.map((r) => r.status).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await adjustmentLedger(adjustment._id)).toHaveLength(1);
    expect(await balanceOf(server, user)).toBe(40_000);
    expect(await auditFor('balance.adjustment_approved', user.id)).toHaveLength(1);
  });
});
