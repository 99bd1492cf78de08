import { ERROR_CODES, NAME_NEEDS_A_LETTER_MSG, WALLET_MSG } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccounts, walletRequests } from '../../db/schema.ts';
import { writeDirectly } from '../../test/auth-notices.ts';
import { serverWithAdmin, TEST_TIMEOUT } from '../../test/suite.ts';
import { approveIdentity, signUpAndLogin } from '../../test/users.ts';
import { balanceOf, fund, linkBank, requestWithdrawal, US_BANK } from './wallet.test-support.ts';

/** Money leaves only to the customer, and slowly the first time (ADR 046). */
const HOLD_HOURS = 24;
const t = serverWithAdmin({ config: { payoutAccountHoldHours: HOLD_HOURS } });

const requestsOf = async (userId: string) =>
  t.server.app.db.select().from(walletRequests).where(eq(walletRequests.userId, userId));

/** Ends an account's hold as the passing of HOLD_HOURS does. */
const endHold = (bankId: string) =>
  writeDirectly(t.server.app, () =>
    t.server.app.db
      .update(bankAccounts)
      .set({ payoutAvailableAt: sql`now() - interval '1 minute'` })
      .where(eq(bankAccounts.id, bankId)),
  );

describe('money out: identity, holder name and hold', { timeout: TEST_TIMEOUT }, () => {
  it('an unverified customer cannot withdraw: 403 NOT_VERIFIED, nothing reserved', async () => {
    const user = await signUpAndLogin(t.server);
    const bank = await linkBank(t.server, user);
    await endHold(bank._id);
    await fund(t.server, t.admin, user, 500);
    const res = await requestWithdrawal(t.server, user, { amount: 200, bankAccountId: bank._id });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: ERROR_CODES.NOT_VERIFIED,
      message: WALLET_MSG.withdrawNotVerified,
    });
    expect(await balanceOf(t.server, user)).toBe(500);
    expect((await requestsOf(user.id)).filter((r) => r.kind === 'withdrawal')).toEqual([]);
  });

  it("an account in someone else's name is refused with 400 naming accountHolderName", async () => {
    const user = await signUpAndLogin(t.server, { name: 'Grace Hopper' });
    const res = await t.server.request('POST', '/auth/add-bank', {
      token: user.token,
      body: { ...US_BANK, accountHolderName: 'Attacker Holdings' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ accountHolderName: WALLET_MSG.holderNotYou });
    const me = await t.server.request('GET', '/auth/me', { token: user.token });
    expect(me.body.bankAccounts).toEqual([]);
  });

  it('case, accents and spacing aside, the holder name is the customer’s own', async () => {
    const user = await signUpAndLogin(t.server, { name: 'Élodie Dubois' });
    const res = await t.server.request('POST', '/auth/add-bank', {
      token: user.token,
      body: { ...US_BANK, accountHolderName: '  ELODIE   dubois ' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('a name of emoji or symbols only, or with a zero-width space, is refused', async () => {
    const user = await signUpAndLogin(t.server);
    for (const [holder, message] of [
      ['😀 ★', NAME_NEEDS_A_LETTER_MSG],
      ['Grace\u200bHopper', 'Remove line breaks and invisible control characters from this field.'],
    ] as const) {
      const res = await t.server.request('POST', '/auth/add-bank', {
        token: user.token,
        body: { ...US_BANK, accountHolderName: holder },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.accountHolderName).toBe(message);
    }
  });

  it('a new account is held: 409 PAYOUT_ACCOUNT_ON_HOLD with availableAt, then it pays out', async () => {
    const user = await signUpAndLogin(t.server);
    await approveIdentity(t.server, user.id);
    await fund(t.server, t.admin, user, 500);
    const before = Date.now();
    const bank = (await linkBank(t.server, user)) as { _id: string; availableAt: string };
    const availableAt = Date.parse(bank.availableAt);
    expect(availableAt).toBeGreaterThan(before + (HOLD_HOURS * 3600 - 60) * 1000);
    expect(availableAt).toBeLessThan(Date.now() + (HOLD_HOURS * 3600 + 60) * 1000);
    const mail = await t.server.waitForMail(user.email, /A payout account.*was added/);
    expect(mail).toContain('it can receive withdrawals from');
    expect(mail).toContain('If this was not you');

    const held = await requestWithdrawal(t.server, user, { amount: 200, bankAccountId: bank._id });
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({
      code: ERROR_CODES.PAYOUT_ACCOUNT_ON_HOLD,
      availableAt: bank.availableAt,
    });
    expect(await balanceOf(t.server, user)).toBe(500);
    expect(await requestsOf(user.id)).toHaveLength(1); // the deposit only

    await endHold(bank._id);
    const paid = await requestWithdrawal(t.server, user, { amount: 200, bankAccountId: bank._id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(await balanceOf(t.server, user)).toBe(300);
  });

  it('a name changed after the account was added cannot route money to it', async () => {
    const user = await signUpAndLogin(t.server, { name: 'Mara Mule' });
    const bank = await linkBank(t.server, user);
    await endHold(bank._id);
    await fund(t.server, t.admin, user, 500);
    // The profile name changes (allowed before verification), then the identity is approved.
    const me = await t.server.request('GET', '/auth/me', { token: user.token });
    const renamed = await t.server.request('PUT', `/auth/admin/users-profile/${user.id}`, {
      token: user.token,
      body: {
        name: 'Real Person',
        phonenumber: me.body.phonenumber,
        email: me.body.email,
        dob: '1990-05-17',
        address: '1 Main St',
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await approveIdentity(t.server, user.id);
    const res = await requestWithdrawal(t.server, user, { amount: 200, bankAccountId: bank._id });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ bankAccountId: WALLET_MSG.holderNoLongerYou });
    expect(await balanceOf(t.server, user)).toBe(500);
  });
});
