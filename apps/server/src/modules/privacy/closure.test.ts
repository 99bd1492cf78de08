import { ADMIN_REOPEN_REASON_REQUIRED, CLOSURE_MSG, ERROR_CODES, SECURITY_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bankAccounts, ledgerEntries, users } from '../../db/schema.ts';
import { TEST_TIMEOUT, testServer } from '../../test/suite.ts';
import { GOOD_PASSWORD, signUpAdmin, signUpAndLogin, stepUpAs } from '../../test/users.ts';
import { editBalance } from '../admin/admin.fixtures.ts';
import { buy, createOffering, fund, investor } from '../investments/investments.fixtures.ts';
import { enableTwoFactor, freshCode } from '../two-factor/two-factor.fixtures.ts';
import { linkBank, requestDeposit } from '../wallet/wallet.test-support.ts';

const t = testServer(async (server) => ({ admin: await signUpAdmin(server) }));

const close = (token: string, body: unknown) =>
  t.server.request('POST', '/auth/close-account', { token, body });
const closedAtOf = async (userId: string) => {
  const [row] = await t.server.app.db
    .select({ closedAt: users.closedAt, hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
};
const auditOf = (userId: string, action: string) =>
  t.server.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)));

describe('closing an account', { timeout: TEST_TIMEOUT }, () => {
  it('refuses bad input and a wrong password, and changes nothing', async () => {
    const me = await signUpAndLogin(t.server);
    const missing = await close(me.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('password');
    const wrong = await close(me.token, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toBe(SECURITY_MSG.wrongPassword);
    expect((await close('', { password: GOOD_PASSWORD })).status).toBe(401);
    expect((await closedAtOf(me.id)).closedAt).toBeNull();
    expect((await t.server.request('GET', '/auth/me', { token: me.token })).status).toBe(200);
  });

  it('409 ACCOUNT_NOT_EMPTY names the cash left', async () => {
    const me = await signUpAndLogin(t.server);
    await fund(t.server, me.id, 12_34);
    const res = await close(me.token, { password: me.password });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: ERROR_CODES.ACCOUNT_NOT_EMPTY, message: CLOSURE_MSG.notEmpty });
    expect(res.body.errors).toEqual({ cash: CLOSURE_MSG.cashLeft('$12.34') });
    expect((await closedAtOf(me.id)).closedAt).toBeNull();
  });

  it('409 names an open holding and a pending request', async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    const me = await investor(t.server, 100_00);
    const bought = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const deposit = await requestDeposit(t.server, me, { amount: 500 });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    const res = await close(me.token, { password: me.password });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(ERROR_CODES.ACCOUNT_NOT_EMPTY);
    expect(res.body.errors).toEqual({
      holdings: CLOSURE_MSG.holdingsLeft(1),
      pending: CLOSURE_MSG.pendingLeft(1),
    });
  });

  it('ends every session, refuses sign-in, removes the password and payment methods, keeps the books', async () => {
    const me = await signUpAndLogin(t.server);
    await linkBank(t.server, me);
    await fund(t.server, me.id, 5_00);
    await fund(t.server, me.id, -5_00);
    const other = await t.server.request('POST', '/auth/login', {
      body: { email: me.email, password: me.password },
    });
    expect(other.status).toBe(200);

    const res = await close(me.token, { password: me.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(CLOSURE_MSG.closed);

    for (const token of [me.token, other.body.token]) {
      expect((await t.server.request('GET', '/auth/me', { token })).status).toBe(401);
    }
    const login = await t.server.request('POST', '/auth/login', {
      body: { email: me.email, password: me.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(CLOSURE_MSG.signInClosed);

    const row = await closedAtOf(me.id);
    expect(row.closedAt).not.toBeNull();
    expect(row.hash).toBeNull();
    expect(await t.server.app.db.select().from(bankAccounts).where(eq(bankAccounts.userId, me.id))).toEqual(
      [],
    );
    const kept = await t.server.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, me.id));
    expect(kept.length).toBe(2);
    expect(await auditOf(me.id, 'account.closed')).toHaveLength(1);
    await t.server.waitForMail(me.email, /account is closed/);
  });

  it('moves no more money: an admin balance edit on a closed account is refused', async () => {
    const me = await signUpAndLogin(t.server);
    expect((await close(me.token, { password: me.password })).status).toBe(200);
    await stepUpAs(t.server, t.admin);
    const edit = await editBalance(t.server, t.admin.token, me.id, {
      newBalanceValue: 50,
      reason: 'after closure',
    });
    expect(edit.status).toBe(404);
    const [row] = await t.server.app.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.balanceCents).toBe(0);
  });

  it('sends no more mail to a closed account', async () => {
    const me = await signUpAndLogin(t.server);
    expect((await close(me.token, { password: me.password })).status).toBe(200);
    await t.server.waitForMail(me.email, /account is closed/);
    const before = t.server.mailsTo(me.email).length;
    const forgot = await t.server.request('POST', '/auth/forgot-password', { body: { email: me.email } });
    expect(forgot.status).toBe(200);
    const queued = await t.server.app.mailer.send({
      to: me.email.toUpperCase(),
      subject: 's',
      text: 't',
      html: 'h',
    });
    expect(queued).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.server.mailsTo(me.email)).toHaveLength(before);
  });

  it('asks for the two-factor code when it is on', async () => {
    const me = await enableTwoFactor(t.server, await signUpAndLogin(t.server));
    const noCode = await close(me.token, { password: me.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors).toHaveProperty('code');
    expect((await closedAtOf(me.id)).closedAt).toBeNull();
    const ok = await close(me.token, {
      password: me.password,
      code: await freshCode(t.server, me.id, me.key),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [row] = await t.server.app.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.totpSecret).toBeNull();
  });
});

describe('reopening a closed account', { timeout: TEST_TIMEOUT }, () => {
  it('shows closed accounts to admins and reopens one with an audited reason', async () => {
    const me = await signUpAndLogin(t.server);
    expect((await close(me.token, { password: me.password })).status).toBe(200);

    const list = await t.server.request('GET', '/auth/admin/users?status=closed', { token: t.admin.token });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((u: { _id: string }) => u._id === me.id);
    expect(listed.closedAt).toEqual(expect.any(String));
    expect(list.body.data.every((u: { closedAt: string | null }) => u.closedAt !== null)).toBe(true);

    const path = `/auth/admin/users/${me.id}/reopen`;
    const customer = await signUpAndLogin(t.server);
    expect(
      (await t.server.request('POST', path, { token: customer.token, body: { reason: 'x' } })).status,
    ).toBe(403);
    const noReason = await t.server.request('POST', path, { token: t.admin.token, body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBe(ADMIN_REOPEN_REASON_REQUIRED);
    expect((await closedAtOf(me.id)).closedAt).not.toBeNull();

    const reopen = await t.server.request('POST', path, {
      token: t.admin.token,
      body: { reason: 'Customer called from the registered number' },
    });
    expect(reopen.status, JSON.stringify(reopen.body)).toBe(200);
    expect(reopen.body.message).toBe(CLOSURE_MSG.reopened);
    const [audit] = await auditOf(me.id, 'account.reopened');
    expect(audit).toMatchObject({
      actorId: t.admin.id,
      details: { reason: 'Customer called from the registered number' },
    });
    expect(
      (await t.server.request('POST', path, { token: t.admin.token, body: { reason: 'again' } })).status,
    ).toBe(409);

    // The customer sets a new password through the reset link, then signs in.
    const mail = await t.server.waitForMail(me.email, /reset-password\/[A-Za-z0-9_-]+/);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const newPassword = 'a-brand-new-Passw0rd!';
    const reset = await t.server.request('POST', `/auth/reset-password/${token}`, {
      body: { password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const login = await t.server.request('POST', '/auth/login', {
      body: { email: me.email, password: newPassword },
    });
    expect(login.status).toBe(200);
  });
});
