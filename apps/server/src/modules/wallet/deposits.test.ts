import { ERROR_CODES, MAX_PENDING_DEPOSITS, WALLET_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, walletRequests } from '../../db/schema.ts';
import { expectLedgerConsistent, TEST_TIMEOUT, testServer } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { balanceOf, decide, linkBank, requestDeposit } from './wallet.test-support.ts';

const t = testServer(async (server) => ({
  admin: await signUpAdmin(server),
  customer: await signUpAndLogin(server, { name: 'Dana Deposit' }),
}));

const ledgerOf = (userId: string) =>
  t.server.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));

describe('deposits', { timeout: TEST_TIMEOUT }, () => {
  it('deposit approved: pending until an admin approves, then credited once by a deposit ledger entry', async () => {
    const user = await signUpAndLogin(t.server);
    const bank = await linkBank(t.server, user);
    const created = await requestDeposit(t.server, user, { amount: 250.75, bankAccountId: bank._id });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      amount: 250.75,
      status: 'pending',
      method: 'Bank Transfer',
      userId: { _id: user.id, email: user.email },
      bankAccount: { _id: bank._id, bankName: 'JPMorgan Chase' },
    });
    expect(await balanceOf(t.server, user)).toBe(0);
    expect(await ledgerOf(user.id)).toHaveLength(0);
    await t.server.waitForMail(user.email, /We received your request to deposit \$250.75/);

    const approved = await decide(t.server, t.admin, 'deposit', created.body.data._id, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect(await balanceOf(t.server, user)).toBe(250.75);
    const ledger = await ledgerOf(user.id);
    expect(ledger).toMatchObject([
      { kind: 'deposit', amountCents: 25075, referenceId: created.body.data._id, actorId: t.admin.id },
    ]);
    const audit = await t.server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, created.body.data._id));
    expect(audit.map((a) => [a.action, a.actorId]).sort()).toEqual([
      ['deposit_request.approved', t.admin.id],
      ['deposit_request.created', user.id],
    ]);
    await t.server.waitForMail(user.email, /deposit request of \$250.75 .* was approved/);
    await expectLedgerConsistent(t.server);
  });

  it('deposit rejected: books nothing and the balance stays', async () => {
    const user = await signUpAndLogin(t.server);
    const created = await requestDeposit(t.server, user, { amount: 1000 });
    expect(created.status).toBe(201);
    expect(created.body.data.method).toBe('Bank Transfer');
    const rejected = await decide(t.server, t.admin, 'deposit', created.body.data._id, 'rejected');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe('rejected');
    expect(await balanceOf(t.server, user)).toBe(0);
    expect(await ledgerOf(user.id)).toHaveLength(0);
    await t.server.waitForMail(user.email, /deposit request of \$1,000.00 .* was rejected/);
    await expectLedgerConsistent(t.server);
  });

  it('decided twice → 409: a decided request cannot be decided again and nothing changes', async () => {
    const created = await requestDeposit(t.server, t.customer, { amount: 500 });
    const id = created.body.data._id;
    expect((await decide(t.server, t.admin, 'deposit', id, 'approved')).status).toBe(200);
    const before = await balanceOf(t.server, t.customer);
    for (const status of ['approved', 'rejected']) {
      const again = await decide(t.server, t.admin, 'deposit', id, status);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This request has already been decided.');
    }
    expect(await balanceOf(t.server, t.customer)).toBe(before);
    expect((await ledgerOf(t.customer.id)).filter((e) => e.referenceId === id)).toHaveLength(1);
    await expectLedgerConsistent(t.server);
  });

  it('a deposit from an account that is not the caller’s is refused', async () => {
    const other = await signUpAndLogin(t.server);
    const othersBank = await linkBank(t.server, other);
    const res = await requestDeposit(t.server, t.customer, { amount: 150, bankAccountId: othersBank._id });
    expect(res.status).toBe(400);
    expect(res.body.errors.bankAccountId).toBe('Please select a valid account.');
  });

  it('a Bitcoin account makes the method Bitcoin', async () => {
    const user = await signUpAndLogin(t.server);
    const btc = await linkBank(t.server, user, {
      bankName: 'Bitcoin',
      accountNumber: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      accountHolderName: 'Grace Hopper',
      country: 'US',
    });
    const res = await requestDeposit(t.server, user, { amount: 100, bankAccountId: btc._id });
    expect(res.status).toBe(201);
    expect(res.body.data.method).toBe('Bitcoin');
  });

  it('an admin cannot approve their own deposit', async () => {
    const own = await requestDeposit(t.server, t.admin, { amount: 5000 });
    const res = await decide(t.server, t.admin, 'deposit', own.body.data._id, 'approved');
    expect(res.status).toBe(403);
    expect(await balanceOf(t.server, t.admin)).toBe(0);
  });

  it('a decision must be approved or rejected; an unknown id is a 404', async () => {
    const created = await requestDeposit(t.server, t.customer, { amount: 100 });
    const bad = await decide(t.server, t.admin, 'deposit', created.body.data._id, 'pending');
    expect(bad.status).toBe(400);
    const missing = await decide(
      t.server,
      t.admin,
      'deposit',
      '00000000-0000-4000-8000-000000000000',
      'approved',
    );
    expect(missing.status).toBe(404);
    // A deposit id is not a withdrawal id.
    expect((await decide(t.server, t.admin, 'withdraw', created.body.data._id, 'approved')).status).toBe(404);
  });

  it(`at most ${MAX_PENDING_DEPOSITS} pending deposit requests: the next is a 409 with the reason, nothing written`, async () => {
    const user = await signUpAndLogin(t.server);
    const made: string[] = [];
    for (let i = 0; i < MAX_PENDING_DEPOSITS; i++) {
      const res = await requestDeposit(t.server, user, { amount: 100 + i });
      expect(res.status).toBe(201);
      made.push(res.body.data._id);
    }
    const refused = await requestDeposit(t.server, user, { amount: 150 }, `sixth-${user.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: WALLET_MSG.tooManyPendingDeposits,
      code: ERROR_CODES.TOO_MANY_PENDING_DEPOSITS,
    });
    const mine = () =>
      t.server.app.db
        .select()
        .from(walletRequests)
        .where(and(eq(walletRequests.userId, user.id), eq(walletRequests.kind, 'deposit')));
    expect(await mine()).toHaveLength(MAX_PENDING_DEPOSITS);
    expect(
      t.server.mailsTo(user.email).filter((m) => /We received your request/.test(m.text)).length,
    ).toBeLessThanOrEqual(MAX_PENDING_DEPOSITS);

    // Once one is decided there is room again, and the refused key was not burnt.
    expect((await decide(t.server, t.admin, 'deposit', made[0]!, 'rejected')).status).toBe(200);
    expect((await requestDeposit(t.server, user, { amount: 150 }, `sixth-${user.id}`)).status).toBe(201);
    expect(await mine()).toHaveLength(MAX_PENDING_DEPOSITS + 1);
  });

  it('a deposit request writes its audit entry with the request', async () => {
    const user = await signUpAndLogin(t.server);
    const res = await requestDeposit(t.server, user, { amount: 175 });
    expect(res.status).toBe(201);
    const audit = await t.server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, res.body.data._id));
    expect(audit).toMatchObject([{ action: 'deposit_request.created', actorId: user.id }]);
  });

  it('a deposit sent as a multipart form (only the document upload takes one) is a 415 and creates nothing', async () => {
    const user = await signUpAndLogin(t.server);
    const form = new FormData();
    form.set('amount', '100');
    form.set('method', 'Bank Transfer');
    const res = await fetch(`${t.server.url}/api/auth/deposit-requests`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const mine = await t.server.request('GET', `/auth/deposit-requests/${user.id}`, { token: user.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([]);
  });
});

describe('request lists', { timeout: TEST_TIMEOUT }, () => {
  it('the customer sees their own requests newest first; the admin list is paged and filtered', async () => {
    const user = await signUpAndLogin(t.server);
    for (const amount of [100, 200, 300]) {
      expect((await requestDeposit(t.server, user, { amount })).status).toBe(201);
    }
    const mine = await t.server.request('GET', `/auth/deposit-requests/${user.id}`, { token: user.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((r: any) => r.amount)).toEqual([300, 200, 100]);

    const page = await t.server.request('GET', '/auth/deposit-requests?status=pending&page=1&pageSize=2', {
      token: t.admin.token,
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    expect(page.body.data.every((r: any) => r.status === 'pending')).toBe(true);
    expect(page.body.data[0]).toMatchObject({
      userId: { _id: expect.any(String), name: expect.any(String) },
    });

    const tooBig = await t.server.request('GET', '/auth/deposit-requests?pageSize=101', {
      token: t.admin.token,
    });
    expect(tooBig.status).toBe(400);
    const customerTries = await t.server.request('GET', '/auth/deposit-requests', { token: user.token });
    expect(customerTries.status).toBe(403);
  });
});
