import { ADMIN_MSG } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { fund, linkBank, requestDeposit, type TestUser } from '../wallet/wallet.test-support.ts';
import { editBalance, SETUP_TIMEOUT, TEST_TIMEOUT } from './admin.fixtures.ts';

let server: TestServer;
let admin: TestUser;
let customer: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([
    signUpAdmin(server),
    signUpAndLogin(server, { name: 'Pia Picture' }),
  ]);
  await fund(server, admin, customer, 500);
  await linkBank(server, customer);
  await requestDeposit(server, customer, { amount: 250 });
  await editBalance(server, admin.token, customer.id, {
    newBalanceValue: 20_000,
    reason: 'Large correction',
  });
  await editBalance(server, admin.token, customer.id, { newBalanceValue: 450, reason: 'Small fix' });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
});

const get = (token: string, path: string) => server.request('GET', path, { token });

describe("the admin's customer page", { timeout: TEST_TIMEOUT }, () => {
  it('shows profile, plan, money, requests, payment methods, sessions, adjustments and every audit entry', async () => {
    const res = await get(admin.token, `/auth/admin/users/${customer.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = res.body;
    expect(b.user).toMatchObject({ _id: customer.id, name: 'Pia Picture', balance: 450 });
    expect(b.user.bankAccounts).toHaveLength(1);
    expect(b.plan).toBe('free');
    expect(b.referredBy).toBeNull();
    expect(b.referrals).toMatchObject({ code: expect.any(String), joined: 0, referred: [] });
    expect(b.requests.pending).toBe(1);
    expect(b.requests.deposits).toHaveLength(2);
    expect(b.holdings).toMatchObject({ count: 0, amountInvested: 0, data: [] });
    expect(b.sessions.length).toBeGreaterThanOrEqual(1);
    expect(b.adjustments).toMatchObject([{ to: 20_000, status: 'pending', reason: 'Large correction' }]);
    const actions = b.audit.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'balance.adjusted',
        'balance.adjustment_requested',
        'deposit_request.approved',
      ]),
    );
    expect(JSON.stringify(b)).not.toMatch(/hash|password"/i);
  });

  it('pages the ledger as the customer sees it (Movement shape)', async () => {
    const first = await get(admin.token, `/auth/admin/users/${customer.id}/transactions?limit=1`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0]).toMatchObject({ type: 'adjustment', amount: -50, balanceAfter: 450 });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await get(
      admin.token,
      `/auth/admin/users/${customer.id}/transactions?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(second.body.data[0]).toMatchObject({ type: 'deposit', amount: 500, balanceAfter: 500 });
    const filtered = await get(admin.token, `/auth/admin/users/${customer.id}/transactions?type=deposit`);
    expect(filtered.body.data.map((m: { type: string }) => m.type)).toEqual(['deposit']);
  });

  it('refuses customers (403) and unknown ids (404) on every endpoint', async () => {
    const ghost = crypto.randomUUID();
    for (const path of [
      `/auth/admin/users/${customer.id}`,
      `/auth/admin/users/${customer.id}/transactions`,
    ]) {
      expect((await get(customer.token, path)).status, path).toBe(403);
    }
    const del = await server.request('DELETE', `/auth/admin/users/${customer.id}/sessions/${ghost}`, {
      token: customer.token,
    });
    expect(del.status).toBe(403);
    for (const path of [`/auth/admin/users/${ghost}`, `/auth/admin/users/${ghost}/transactions`]) {
      const res = await get(admin.token, path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(ADMIN_MSG.userNotFound);
    }
    const noSession = await server.request('DELETE', `/auth/admin/users/${ghost}/sessions/${ghost}`, {
      token: admin.token,
    });
    expect(noSession.status).toBe(404);
  });
  it('the admin ends one of the customer’s sessions: that token is refused, the step audited', async () => {
    const other = await server.request('POST', '/auth/login', {
      body: { email: customer.email, password: customer.password },
    });
    const token = other.body.token as string;
    expect((await get(token, '/auth/me')).status).toBe(200);
    const page = await get(admin.token, `/auth/admin/users/${customer.id}`);
    const target = page.body.sessions[0]._id as string;
    const sessionsBefore = page.body.sessions.length;
    const end = await server.request('DELETE', `/auth/admin/users/${customer.id}/sessions/${target}`, {
      token: admin.token,
    });
    expect(end.status, JSON.stringify(end.body)).toBe(200);
    // The ended session's token is refused; the other one still works.
    const statuses = [(await get(token, '/auth/me')).status, (await get(customer.token, '/auth/me')).status];
    expect(statuses.sort()).toEqual([200, 401]);
    const after = await get(admin.token, `/auth/admin/users/${customer.id}`);
    expect(after.body.sessions.map((x: { _id: string }) => x._id)).not.toContain(target);
    expect(after.body.sessions.length).toBeLessThan(sessionsBefore + 1);
    expect(after.body.audit[0]).toMatchObject({
      action: 'session.ended_by_admin',
      details: { sessionId: target },
    });
    const again = await server.request('DELETE', `/auth/admin/users/${customer.id}/sessions/${target}`, {
      token: admin.token,
    });
    expect(again.status).toBe(404);
  });
});
