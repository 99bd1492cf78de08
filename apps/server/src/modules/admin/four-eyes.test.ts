import { randomUUID } from 'node:crypto';
import { ADJUSTMENT_MSG, WALLET_MSG } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, balanceAdjustments, ledgerEntries } from '../../db/schema.ts';
import { TEST_TIMEOUT, testServer } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { balanceOf, decide, requestDeposit, type TestUser } from '../wallet/wallet.test-support.ts';
import { editBalance } from './admin.fixtures.ts';

// The harness's ADMIN_APPROVAL_THRESHOLD is $10,000 (ADR 027).
const t = testServer(async (server) => ({
  maker: await signUpAdmin(server),
  checker: await signUpAdmin(server),
}));

const adjustmentsOf = (userId: string) =>
  t.server.app.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.userId, userId));
const bookedAdjustments = (userId: string) =>
  t.server.app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'adjustment')));
const approvals = async (admin: TestUser) => {
  const res = await t.server.request('GET', '/auth/admin/approvals', { token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { kind: string; _id: string; [k: string]: unknown }[];
};

describe('balance edits: the limit is a running 24-hour total', { timeout: TEST_TIMEOUT }, () => {
  it('splitting a large credit into small edits reaches a second admin', async () => {
    const user = await signUpAndLogin(t.server);
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await editBalance(t.server, t.maker.token, user.id, {
        newBalanceValue: i * 2_500,
        reason: `Split credit ${i}`,
      });
      statuses.push(res.status);
    }
    // $2,500 × 4 = $10,000 is within the limit; the fifth would carry the day's total past it.
    expect(statuses).toEqual([200, 200, 200, 200, 202]);
    expect(await balanceOf(t.server, user)).toBe(10_000);
    expect(await bookedAdjustments(user.id)).toHaveLength(4);
    const pending = (await adjustmentsOf(user.id)).filter((a) => a.status === 'pending');
    expect(pending).toHaveLength(1);
  });

  it('counts both directions by absolute value, by any admin', async () => {
    const user = await signUpAndLogin(t.server);
    expect(
      (await editBalance(t.server, t.maker.token, user.id, { newBalanceValue: 6_000, reason: 'a' })).status,
    ).toBe(200);
    expect(
      (await editBalance(t.server, t.checker.token, user.id, { newBalanceValue: 2_000, reason: 'b' })).status,
    ).toBe(200);
    // $6,000 + $4,000 moved today: one more cent in either direction waits.
    const third = await editBalance(t.server, t.maker.token, user.id, {
      newBalanceValue: 2_000.01,
      reason: 'c',
    });
    expect(third.status).toBe(202);
    expect(third.body.message).toBe(ADJUSTMENT_MSG.waiting);
    expect(await balanceOf(t.server, user)).toBe(2_000);
  });

  it('edits older than 24 hours no longer count', async () => {
    const user = await signUpAndLogin(t.server);
    expect(
      (await editBalance(t.server, t.maker.token, user.id, { newBalanceValue: 9_000, reason: 'old' })).status,
    ).toBe(200);
    expect(
      (await editBalance(t.server, t.maker.token, user.id, { newBalanceValue: 11_000, reason: 'new' }))
        .status,
    ).toBe(202);
    // Move yesterday's edits out of the window.
    await t.server.app.db
      .update(balanceAdjustments)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(balanceAdjustments.userId, user.id));
    expect(
      (await editBalance(t.server, t.maker.token, user.id, { newBalanceValue: 11_000, reason: 'now' }))
        .status,
    ).toBe(200);
  });

  it('every booked edit has an adjustment row and mails the customer the message written for them', async () => {
    const user = await signUpAndLogin(t.server);
    const res = await editBalance(t.server, t.maker.token, user.id, {
      newBalanceValue: 42.5,
      reason: 'Ticket 9001: card fee refund',
      customerMessage: 'We refunded a card fee charged in error.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await adjustmentsOf(user.id);
    expect(row).toMatchObject({
      fromCents: 0,
      toCents: 42_50,
      status: 'approved',
      requestedBy: t.maker.id,
      decidedBy: null,
      reason: 'Ticket 9001: card fee refund',
      customerMessage: 'We refunded a card fee charged in error.',
    });
    const [entry] = await bookedAdjustments(user.id);
    expect(entry?.referenceId).toBe(row!.id);
    const mail = await t.server.waitForMail(user.email, /Your balance was adjusted/);
    expect(mail).toContain('$42.50 was credited');
    expect(mail).toContain('We refunded a card fee charged in error.');
    expect(mail).not.toContain('Ticket 9001');

    // Without a message the customer reads a neutral text, never the internal reason.
    await editBalance(t.server, t.maker.token, user.id, {
      newBalanceValue: 40,
      reason: 'Ticket 9002 internal',
    });
    const second = await t.server.waitForMail(user.email, /\$2\.50 was debited/);
    expect(second).toContain('A correction to your account made by our team.');
    expect(second).not.toContain('Ticket 9002');
  });
});

describe('deposit approvals past the limit need a second admin', { timeout: TEST_TIMEOUT }, () => {
  async function deposit(user: TestUser, dollars: number) {
    const res = await requestDeposit(t.server, user, { amount: dollars }, randomUUID());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data._id as string;
  }

  it('the first approval answers 202 and books nothing; the same admin cannot be the second; another books once', async () => {
    const user = await signUpAndLogin(t.server, { name: 'Dee Positor' });
    const id = await deposit(user, 12_000);
    const first = await decide(t.server, t.maker, 'deposit', id, 'approved');
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body).toMatchObject({
      message: WALLET_MSG.depositFirstApproval,
      data: { _id: id, status: 'pending', approvals: [{ by: { _id: t.maker.id } }] },
    });
    expect(await balanceOf(t.server, user)).toBe(0);

    const waiting = await approvals(t.checker);
    expect(waiting.find((a) => a._id === id)).toMatchObject({
      kind: 'deposit',
      userId: { _id: user.id, name: 'Dee Positor' },
      amount: 12_000,
      askedBy: { _id: t.maker.id },
      balanceNow: 0,
      balanceAfter: 12_000,
    });

    const again = await decide(t.server, t.maker, 'deposit', id, 'approved');
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(WALLET_MSG.sameApprover);
    expect(await balanceOf(t.server, user)).toBe(0);

    const second = await decide(t.server, t.checker, 'deposit', id, 'approved');
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.status).toBe('approved');
    expect(second.body.data.approvals).toBeUndefined();
    expect(await balanceOf(t.server, user)).toBe(12_000);
    expect((await decide(t.server, t.maker, 'deposit', id, 'approved')).status).toBe(409);
    expect(await balanceOf(t.server, user)).toBe(12_000);
    expect((await approvals(t.checker)).some((a) => a._id === id)).toBe(false);
    const steps = await t.server.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, id));
    expect(steps).toEqual(
      expect.arrayContaining([
        { action: 'deposit_request.first_approval', actorId: t.maker.id },
        { action: 'deposit_request.approved', actorId: t.checker.id },
      ]),
    );
  });

  it("counts the customer's approved deposits of the last 24 hours", async () => {
    const user = await signUpAndLogin(t.server);
    const a = await deposit(user, 6_000);
    expect((await decide(t.server, t.maker, 'deposit', a, 'approved')).status).toBe(200);
    const b = await deposit(user, 6_000);
    expect((await decide(t.server, t.maker, 'deposit', b, 'approved')).status).toBe(202);
    expect(await balanceOf(t.server, user)).toBe(6_000);
  });

  it('after a first approval another admin decides, a rejection too (ADR 043)', async () => {
    const user = await signUpAndLogin(t.server);
    const id = await deposit(user, 20_000);
    expect((await decide(t.server, t.maker, 'deposit', id, 'approved')).status).toBe(202);
    // The admin who asked never decides it, either way.
    expect((await decide(t.server, t.maker, 'deposit', id, 'rejected')).status).toBe(403);
    const no = await decide(t.server, t.checker, 'deposit', id, 'rejected');
    expect(no.status).toBe(200);
    expect(no.body.data.status).toBe('rejected');
    expect(await balanceOf(t.server, user)).toBe(0);
  });
});

describe('the approvals list', { timeout: TEST_TIMEOUT }, () => {
  it('shows adjustments and deposits oldest first, with who asked, why, and the balance before and after', async () => {
    const user = await signUpAndLogin(t.server, { name: 'Lister Waiting' });
    const edit = await editBalance(t.server, t.maker.token, user.id, {
      newBalanceValue: 15_000,
      reason: 'Migration from the old platform',
    });
    expect(edit.status).toBe(202);
    const dep = await requestDeposit(t.server, user, { amount: 11_000 }, randomUUID());
    expect((await decide(t.server, t.checker, 'deposit', dep.body.data._id, 'approved')).status).toBe(202);

    const mine = (await approvals(t.maker)).filter((a) => (a.userId as { _id: string })._id === user.id);
    expect(mine.map((a) => a.kind)).toEqual(['adjustment', 'deposit']);
    expect(mine[0]).toMatchObject({
      _id: edit.body.data._id,
      amount: 15_000,
      reason: 'Migration from the old platform',
      askedBy: { _id: t.maker.id, name: 'Alan Admin' },
      balanceNow: 0,
      balanceAfter: 15_000,
    });
    expect(mine[0]).not.toHaveProperty('balanceThen');
    expect(mine[1]).toMatchObject({ askedBy: { _id: t.checker.id }, amount: 11_000 });

    // The deposit is approved by the other admin; the adjustment's balance moved since it was asked.
    expect((await decide(t.server, t.maker, 'deposit', dep.body.data._id, 'approved')).status).toBe(200);
    const [adjustment] = (await approvals(t.checker)).filter(
      (a) => (a.userId as { _id: string })._id === user.id,
    );
    expect(adjustment).toMatchObject({ balanceThen: 0, balanceNow: 11_000, balanceAfter: 26_000 });

    const all = await approvals(t.checker);
    const times = all.map((a) => Date.parse(a.createdAt as string));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect((await t.server.request('GET', '/auth/admin/approvals', { token: user.token })).status).toBe(403);
  });
});
