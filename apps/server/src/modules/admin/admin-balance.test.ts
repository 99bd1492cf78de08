import { ADMIN_MSG, MSG } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries } from '../../db/schema.ts';
import { serverWithAdmin, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAndLogin } from '../../test/users.ts';
import { balanceOf, fund, payoutReady, requestWithdrawal } from '../wallet/wallet.test-support.ts';
import { editBalance } from './admin.fixtures.ts';

const t = serverWithAdmin();

const ledgerOf = (userId: string) =>
  t.server.app.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.createdAt));
const auditOf = (userId: string) =>
  t.server.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, 'balance.adjusted')))
    .orderBy(desc(auditLog.createdAt));

describe('admin balance edit', { timeout: TEST_TIMEOUT }, () => {
  it('raising a balance books one adjustment of the difference with admin and reason, and audits old and new', async () => {
    const user = await signUpAndLogin(t.server);
    await fund(t.server, t.admin, user, 150);
    const res = await editBalance(t.server, t.admin.token, user.id, {
      newBalanceValue: 200.25,
      reason: 'Goodwill credit for ticket 4711',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: ADMIN_MSG.balanceUpdated,
      user: { _id: user.id, balance: 200.25 },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|password"/i);
    expect(await balanceOf(t.server, user)).toBe(200.25);
    const [latest] = await ledgerOf(user.id);
    expect(latest).toMatchObject({
      kind: 'adjustment',
      amountCents: 50_25,
      actorId: t.admin.id,
      reason: 'Goodwill credit for ticket 4711',
      // Every booked edit has its adjustment row (ADR 027).
      referenceId: expect.any(String),
    });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      actorId: t.admin.id,
      targetType: 'user',
      details: {
        oldBalanceCents: 150_00,
        newBalanceCents: 200_25,
        changeCents: 50_25,
        reason: 'Goodwill credit for ticket 4711',
      },
    });
  });

  it('lowering a balance books a negative adjustment; the audit trail lists it with both names', async () => {
    const user = await signUpAndLogin(t.server, { name: 'Lowe Ring' });
    await fund(t.server, t.admin, user, 300);
    const res = await editBalance(t.server, t.admin.token, user.id, {
      newBalanceValue: 0,
      reason: 'Chargeback',
    });
    expect(res.status).toBe(200);
    expect(res.body.user.balance).toBe(0);
    expect((await ledgerOf(user.id))[0]).toMatchObject({ kind: 'adjustment', amountCents: -300_00 });
    const audit = await t.server.request('GET', '/auth/admin/audit', { token: t.admin.token });
    expect(audit.body.data[0]).toMatchObject({
      action: 'balance.adjusted',
      actor: { _id: t.admin.id, name: 'Alan Admin' },
      target: { type: 'user', _id: user.id, name: 'Lowe Ring' },
      details: { oldBalanceCents: 300_00, newBalanceCents: 0, reason: 'Chargeback' },
    });
  });

  it('setting the balance it already has books nothing and audits nothing', async () => {
    const user = await signUpAndLogin(t.server);
    await fund(t.server, t.admin, user, 120);
    const ledgerBefore = (await ledgerOf(user.id)).length;
    const res = await editBalance(t.server, t.admin.token, user.id, {
      newBalanceValue: 120,
      reason: 'check',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_MSG.balanceUnchanged);
    expect(await ledgerOf(user.id)).toHaveLength(ledgerBefore);
    expect(await auditOf(user.id)).toHaveLength(0);
  });

  it.each([
    [
      'a negative balance',
      { newBalanceValue: -0.01, reason: 'x' },
      'newBalanceValue',
      ADMIN_MSG.balanceNegative,
    ],
    [
      'three decimals',
      { newBalanceValue: 10.001, reason: 'x' },
      'newBalanceValue',
      ADMIN_MSG.balanceDecimals,
    ],
    [
      'a balance as text',
      { newBalanceValue: '10', reason: 'x' },
      'newBalanceValue',
      ADMIN_MSG.balanceRequired,
    ],
    ['no reason', { newBalanceValue: 10 }, 'reason', ADMIN_MSG.reasonRequired],
    ['a blank reason', { newBalanceValue: 10, reason: '   ' }, 'reason', ADMIN_MSG.reasonRequired],
    ['a huge balance', { newBalanceValue: 1e12, reason: 'x' }, 'newBalanceValue', ADMIN_MSG.balanceTooLarge],
  ])('refuses %s with a clear 400 and changes nothing', async (_name, body, field, message) => {
    const user = await signUpAndLogin(t.server);
    await fund(t.server, t.admin, user, 100);
    const res = await editBalance(t.server, t.admin.token, user.id, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await balanceOf(t.server, user)).toBe(100);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  it('refuses an edit of the admin’s own balance (403) and an unknown user (404)', async () => {
    const own = await editBalance(t.server, t.admin.token, t.admin.id, {
      newBalanceValue: 1000,
      reason: 'me',
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(MSG.ownMoney);
    const ghost = await editBalance(t.server, t.admin.token, crypto.randomUUID(), {
      newBalanceValue: 1,
      reason: 'x',
    });
    expect(ghost.status).toBe(404);
    expect(await ledgerOf(t.admin.id)).toHaveLength(0);
  });

  it('an edit racing a withdrawal hold never leaves the balance off its ledger', async () => {
    const user = await signUpAndLogin(t.server);
    await fund(t.server, t.admin, user, 1000);
    await payoutReady(t.server, user);
    const [edit, hold] = await Promise.all([
      editBalance(t.server, t.admin.token, user.id, { newBalanceValue: 400, reason: 'Correction' }),
      requestWithdrawal(t.server, user, { amount: 500 }),
    ]);
    expect(edit.status).toBe(200);
    // Hold first: 1000 → 500, then the edit books −100. Edit first: 400, and the hold is refused.
    expect([201, 400]).toContain(hold.status);
    expect(await balanceOf(t.server, user)).toBe(400);
  });

  it('concurrent edits of one user each book against the balance they locked', async () => {
    const user = await signUpAndLogin(t.server);
    const targets = [10, 20, 30, 40, 50];
    const results = await Promise.all(
      targets.map((v) =>
        editBalance(t.server, t.admin.token, user.id, { newBalanceValue: v, reason: `set ${v}` }),
      ),
    );
    for (const r of results) expect(r.status).toBe(200);
    const final = await balanceOf(t.server, user);
    expect(targets).toContain(final);
    const sum = (await ledgerOf(user.id)).reduce((s, e) => s + e.amountCents, 0);
    expect(sum).toBe(final * 100);
  });
});
