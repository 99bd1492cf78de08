import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, walletRequests } from '../../db/schema.ts';
import { expectLedgerConsistent, serverWithAdmin, TEST_TIMEOUT } from '../../test/suite.ts';
import { approveIdentity, signUpAndLogin } from '../../test/users.ts';
import { balanceOf, decide, fund, payoutReady, requestWithdrawal } from './wallet.test-support.ts';

const t = serverWithAdmin();

const kindsOf = async (userId: string) =>
  (await t.server.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)))
    .map((e) => `${e.kind}:${e.amountCents}`)
    .sort();

/** A customer with a linked bank account and `dollars` in the wallet. */
async function fundedCustomer(dollars: number) {
  const user = await signUpAndLogin(t.server);
  const bank = await payoutReady(t.server, user);
  await fund(t.server, t.admin, user, dollars);
  return { user, bank };
}

describe('withdrawals', { timeout: TEST_TIMEOUT }, () => {
  it('withdrawal held then approved: the hold is taken at request time and stands', async () => {
    const { user, bank } = await fundedCustomer(1000);
    const res = await requestWithdrawal(t.server, user, { amount: 400.5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      balance: 599.5,
      data: { amount: 400.5, status: 'pending', bankAccount: { _id: bank._id }, method: 'Bank Transfer' },
    });
    expect(await balanceOf(t.server, user)).toBe(599.5);
    expect(await kindsOf(user.id)).toEqual(['deposit:100000', 'withdrawal_hold:-40050']);
    await t.server.waitForMail(user.email, /reserved from your balance/);

    const ok = await decide(t.server, t.admin, 'withdraw', res.body.data._id, 'approved');
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('approved');
    expect(await balanceOf(t.server, user)).toBe(599.5);
    expect(await kindsOf(user.id)).toEqual(['deposit:100000', 'withdrawal_hold:-40050']);
    await t.server.waitForMail(user.email, /withdrawal request of \$400.50 .* was approved/);
    await expectLedgerConsistent(t.server);
  });

  it('withdrawal held then rejected: the hold is released by a withdrawal_release entry', async () => {
    const { user } = await fundedCustomer(1000);
    const res = await requestWithdrawal(t.server, user, { amount: 300 });
    expect(await balanceOf(t.server, user)).toBe(700);
    const rejected = await decide(t.server, t.admin, 'withdraw', res.body.data._id, 'rejected');
    expect(rejected.status).toBe(200);
    expect(await balanceOf(t.server, user)).toBe(1000);
    expect(await kindsOf(user.id)).toEqual([
      'deposit:100000',
      'withdrawal_hold:-30000',
      'withdrawal_release:30000',
    ]);
    expect((await decide(t.server, t.admin, 'withdraw', res.body.data._id, 'approved')).status).toBe(409);
    expect(await balanceOf(t.server, user)).toBe(1000);
    await expectLedgerConsistent(t.server);
  });

  it('insufficient balance: more than the balance is refused and nothing is held', async () => {
    const { user } = await fundedCustomer(150);
    const res = await requestWithdrawal(t.server, user, { amount: 150.01 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your cash balance does not cover this amount.');
    expect(res.body.errors.amount).toBe('Your cash balance does not cover this amount.');
    expect(await balanceOf(t.server, user)).toBe(150);
    const rows = await t.server.app.db
      .select()
      .from(walletRequests)
      .where(eq(walletRequests.userId, user.id));
    expect(rows.filter((r) => r.kind === 'withdrawal')).toHaveLength(0);
    // Exactly the balance is fine.
    expect((await requestWithdrawal(t.server, user, { amount: 150 })).status).toBe(201);
    expect(await balanceOf(t.server, user)).toBe(0);
    await expectLedgerConsistent(t.server);
  });

  it('daily limit: pending and approved withdrawals of the last 24 h count toward $10,000', async () => {
    const { user } = await fundedCustomer(30_000);
    const first = await requestWithdrawal(t.server, user, { amount: 6000 });
    expect(first.status).toBe(201);
    expect((await decide(t.server, t.admin, 'withdraw', first.body.data._id, 'approved')).status).toBe(200);
    const second = await requestWithdrawal(t.server, user, { amount: 4000 });
    expect(second.status).toBe(201);
    const over = await requestWithdrawal(t.server, user, { amount: 100 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Withdrawals are limited to $10,000 in any 24 hours.');
    expect(await balanceOf(t.server, user)).toBe(20_000);

    // A rejected withdrawal no longer counts.
    expect((await decide(t.server, t.admin, 'withdraw', second.body.data._id, 'rejected')).status).toBe(200);
    expect((await requestWithdrawal(t.server, user, { amount: 4000 })).status).toBe(201);
    // One older than 24 h no longer counts either.
    await t.server.app.db
      .update(walletRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(walletRequests.id, first.body.data._id));
    expect((await requestWithdrawal(t.server, user, { amount: 6000 })).status).toBe(201);
    expect(await balanceOf(t.server, user)).toBe(14_000);
    await expectLedgerConsistent(t.server);
  });

  it('a withdrawal without a linked bank account is refused with "Please select a bank."', async () => {
    const user = await signUpAndLogin(t.server);
    await approveIdentity(t.server, user.id);
    await fund(t.server, t.admin, user, 500);
    const res = await requestWithdrawal(t.server, user, { amount: 100 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a bank.');
    expect(await balanceOf(t.server, user)).toBe(500);
  });

  it('without bankAccountId the most recently added account is used; a removed one cannot be chosen', async () => {
    const { user, bank: older } = await fundedCustomer(1000);
    const newer = await payoutReady(t.server, user, {
      bankName: 'Wells Fargo',
      accountNumber: '987654321',
      accountHolderName: 'Grace Hopper',
      country: 'US',
      routingNumber: '121000248',
    });
    const res = await requestWithdrawal(t.server, user, { amount: 100 });
    expect(res.body.data.bankAccount._id).toBe(newer._id);
    const del = await t.server.request('DELETE', `/auth/bank-accounts/${older._id}`, { token: user.token });
    expect(del.status).toBe(200);
    const gone = await requestWithdrawal(t.server, user, { amount: 100, bankAccountId: older._id });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe('Please select a bank.');
  });
});
