import { randomUUID } from 'node:crypto';
import { ADMIN_DAILY_LIMIT_DEFAULT_DOLLARS, APPROVAL_MSG, dollarsToCents } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema.ts';
import { payoutFundingBalance } from '../../shared/ledger.repository.ts';
import { TEST_TIMEOUT, testServer } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { editBalance } from '../admin/admin.fixtures.ts';
import { createOffering, fund } from '../investments/investments.fixtures.ts';
import {
  balanceOf,
  decide,
  payoutReady,
  requestDeposit,
  requestWithdrawal,
  type TestUser,
} from '../wallet/wallet.test-support.ts';

// The approval gate (ADR 043) with the default daily limit per admin ($25,000) and the harness's
// $10,000 limit per customer or offering.
const t = testServer(
  async (server) => ({ checker: await signUpAdmin(server), other: await signUpAdmin(server) }),
  { config: { adminDailyLimitCents: dollarsToCents(ADMIN_DAILY_LIMIT_DEFAULT_DOLLARS)! } },
);

type Item = { _id: string; kind: string; status: string; amount: number; [k: string]: unknown };
const list = async (admin: TestUser, status = 'pending') => {
  const res = await t.server.request('GET', `/auth/admin/approvals?status=${status}`, { token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Item[];
};
const decideGate = (admin: TestUser, id: string, body: unknown) =>
  t.server.request('PATCH', `/auth/admin/approvals/${id}`, { token: admin.token, body });
const adjustmentsBooked = async (userId: string) =>
  (
    await t.server.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'adjustment')))
  ).length;

describe('one admin, one daily limit across kinds and customers', { timeout: TEST_TIMEOUT }, () => {
  it('three $10,000 credits to three customers: the third waits, and so does anything after it', async () => {
    const maker = await signUpAdmin(t.server);
    const mules = await Promise.all([1, 2, 3].map(() => signUpAndLogin(t.server)));
    const answers = [];
    for (const mule of mules)
      answers.push(
        await editBalance(t.server, maker.token, mule.id, { newBalanceValue: 10_000, reason: 'Goodwill' }),
      );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 202]);
    expect(answers[2]!.body.message).toBe(APPROVAL_MSG.adminLimitWaiting);
    expect(await balanceOf(t.server, mules[2]!)).toBe(0);

    // Another kind for another customer: a $100 deposit approval by the same admin waits as well.
    const saver = await signUpAndLogin(t.server);
    const dep = await requestDeposit(t.server, saver, { amount: 100 }, randomUUID());
    const first = await decide(t.server, maker, 'deposit', dep.body.data._id, 'approved');
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body.message).toBe(APPROVAL_MSG.adminLimitWaiting);
    expect(await balanceOf(t.server, saver)).toBe(0);

    // One list, oldest first, every kind; another admin's limit is their own.
    const waiting = (await list(t.checker)).filter(
      (a) => a.askedBy && (a.askedBy as { _id: string })._id === maker.id,
    );
    expect(waiting.map((a) => [a.kind, a.amount])).toEqual([
      ['adjustment', 10_000],
      ['deposit', 100],
    ]);
    expect(Date.parse(waiting[0]!.expiresAt as string)).toBeGreaterThan(Date.now());
    const approved = await decideGate(t.checker, waiting[0]!._id, { decision: 'approved' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedBy: { _id: t.checker.id } });
    expect(await balanceOf(t.server, mules[2]!)).toBe(10_000);
    const booked = await decideGate(t.checker, waiting[1]!._id, { decision: 'approved' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(await balanceOf(t.server, saver)).toBe(100);
  });

  it('an approved withdrawal counts: past the limit the money waits, held, for a second admin', async () => {
    const maker = await signUpAdmin(t.server);
    const first = await signUpAndLogin(t.server);
    await editBalance(t.server, maker.token, first.id, { newBalanceValue: 9_000, reason: 'Correction' });
    // Two customers (each may take out $10,000 a day), paid out by the same admin.
    const [one, two] = await Promise.all([signUpAndLogin(t.server), signUpAndLogin(t.server)]);
    const ask = async (customer: TestUser, amount: number) => {
      await fund(t.server, customer.id, 10_000_00);
      const bank = await payoutReady(t.server, customer);
      const res = await requestWithdrawal(
        t.server,
        customer,
        { amount, bankAccountId: bank._id },
        randomUUID(),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data._id as string;
    };
    const small = await ask(one, 10_000);
    expect((await decide(t.server, maker, 'withdraw', small, 'approved')).status).toBe(200);
    const largeId = await ask(two, 6_000.01);
    const waits = await decide(t.server, maker, 'withdraw', largeId, 'approved');
    expect(waits.status, JSON.stringify(waits.body)).toBe(202);
    expect(waits.body.message).toBe(APPROVAL_MSG.withdrawalFirstApproval);
    expect(waits.body.data.status).toBe('pending');
    // The asker cannot give the second approval, by either route.
    expect((await decide(t.server, maker, 'withdraw', largeId, 'approved')).status).toBe(403);
    expect((await decideGate(maker, largeId, { decision: 'approved' })).status).toBe(403);
    const paid = await decideGate(t.checker, largeId, { decision: 'approved' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ kind: 'withdrawal', status: 'approved', amount: 6_000.01 });
    expect(await balanceOf(t.server, two)).toBe(10_000 - 6_000.01);
  });
});

describe('the decision', { timeout: TEST_TIMEOUT }, () => {
  it('never by the asker (any session), once, and a rejection says why', async () => {
    const maker = await signUpAdmin(t.server);
    const customer = await signUpAndLogin(t.server);
    const asked = await editBalance(t.server, maker.token, customer.id, {
      newBalanceValue: 12_000,
      reason: 'Large goodwill',
    });
    expect(asked.status).toBe(202);
    const id = asked.body.data._id as string;

    const otherSession = await t.server.request('POST', '/auth/login', {
      body: { email: maker.email, password: maker.password },
    });
    await t.server.request('POST', '/auth/step-up', {
      token: otherSession.body.token,
      body: { password: maker.password },
    });
    const own = await decideGate({ ...maker, token: otherSession.body.token }, id, { decision: 'approved' });
    expect(own.status, JSON.stringify(own.body)).toBe(403);
    expect(own.body.message).toBe(APPROVAL_MSG.ownRequest);

    const noReason = await decideGate(t.checker, id, { decision: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBe(APPROVAL_MSG.rejectionReasonRequired);
    expect((await decideGate(t.checker, id, { decision: 'maybe' })).status).toBe(400);

    const rejected = await decideGate(t.checker, id, {
      decision: 'rejected',
      reason: 'No ticket for this goodwill',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      decisionReason: 'No ticket for this goodwill',
    });
    const again = await decideGate(t.other, id, { decision: 'approved' });
    expect(again.status).toBe(409);
    expect(await balanceOf(t.server, customer)).toBe(0);
    expect(await adjustmentsBooked(customer.id)).toBe(0);
    const history = await list(t.other, 'rejected');
    expect(history.find((a) => a._id === id)).toMatchObject({
      decisionReason: 'No ticket for this goodwill',
    });
    expect((await list(t.other)).some((a) => a._id === id)).toBe(false);
    expect((await decideGate(t.other, randomUUID(), { decision: 'approved' })).status).toBe(404);
  });

  it("a funding past the offering's limit books through the gate's decision", async () => {
    const maker = await signUpAdmin(t.server);
    const offering = await createOffering(t.server, maker.token, {}, { payoutFundingCents: 0 });
    const asked = await t.server.request('POST', `/auth/admin/investments/${offering._id}/funding`, {
      token: maker.token,
      body: { amount: 10_000.01, reason: 'Issuer paid in' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const item = (await list(t.checker)).find((a) => a._id === asked.body.data._id);
    expect(item).toMatchObject({ kind: 'funding', amount: 10_000.01, offeringId: { _id: offering._id } });
    const ok = await decideGate(t.checker, item!._id, { decision: 'approved' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await payoutFundingBalance(t.server.app.db, offering._id)).toBe(10_000_01);
  });

  it('refuses a customer (403) and a malformed id (400)', async () => {
    const customer = await signUpAndLogin(t.server);
    const res = await t.server.request('GET', '/auth/admin/approvals', { token: customer.token });
    expect(res.status).toBe(403);
    const bad = await decideGate(t.checker, 'not-an-id', { decision: 'approved' });
    expect(bad.status).toBe(400);
    const badStatus = await t.server.request('GET', '/auth/admin/approvals?status=maybe', {
      token: t.checker.token,
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors).toHaveProperty('status');
  });
});
