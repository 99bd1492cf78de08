import { ADMIN_MSG, CUSTOMER_AUDIT_PAGE } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { giveBirthDate, submitDocument } from '../kyc/kyc.fixtures.ts';
import { fund, linkBank, requestDeposit, type TestUser } from '../wallet/wallet.test-support.ts';
import { editBalance } from './admin.fixtures.ts';

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
  await editBalance(server, admin.token, customer.id, { newBalanceValue: 450, reason: 'Small fix' });
  // Past the approval limit: it waits, and then counts in the day's total (ADR 027).
  await editBalance(server, admin.token, customer.id, {
    newBalanceValue: 20_000,
    reason: 'Large correction',
  });
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
    // Every edit, booked or waiting, newest first.
    expect(b.adjustments).toMatchObject([
      { to: 20_000, status: 'pending', reason: 'Large correction' },
      { to: 450, status: 'approved', reason: 'Small fix' },
    ]);
    const actions = b.audit.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'balance.adjusted',
        'balance.adjustment_requested',
        'deposit_request.approved',
      ]),
    );
    // Each entry names its subject: the customer, whether targeted or named in the details.
    for (const action of ['balance.adjusted', 'deposit_request.approved']) {
      const entry = b.audit.find((e: { action: string }) => e.action === action);
      expect(entry.target.name, action).toBe('Pia Picture');
    }
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

  it('tells the identity-check story oldest first, with each decision, its admin and reason', async () => {
    const kay = await signUpAndLogin(server, { name: 'Kay Story' });
    await giveBirthDate(server, kay);
    const decide = (body: unknown) =>
      server.request('PATCH', `/auth/admin/kyc/${kay.id}`, { token: admin.token, body });
    expect((await submitDocument(server, kay.token, { idCardType: 'Passport' })).status).toBe(200);
    expect((await decide({ decision: 'rejected', reason: 'The photo is blurred' })).status).toBe(200);
    expect((await submitDocument(server, kay.token, { idCardType: 'National ID' })).status).toBe(200);
    expect((await decide({ decision: 'approved' })).status).toBe(200);
    const res = await get(admin.token, `/auth/admin/users/${kay.id}`);
    expect(res.body.user).toMatchObject({ kycStatus: 'approved', idCardType: 'National ID' });
    expect(res.body.kycHistory).toMatchObject([
      { action: 'submitted', idCardType: 'Passport', by: { _id: kay.id } },
      { action: 'rejected', reason: 'The photo is blurred', by: { _id: admin.id, name: 'Alan Admin' } },
      { action: 'submitted', idCardType: 'National ID' },
      { action: 'approved', by: { _id: admin.id } },
    ]);
  });

  it('pages every audit entry about the customer after the newest ones, in order, without repeats', async () => {
    // Forty more entries than fit the first page, written as an older history would have them.
    await server.app.db.execute(sql`
      INSERT INTO audit_log (actor_id, action, target_type, target_id, details, created_at)
      SELECT ${admin.id}::uuid, 'user.reset_link_sent', 'user', ${customer.id}, '{}'::jsonb,
             now() - make_interval(days => 1, secs => i)
      FROM generate_series(1, ${CUSTOMER_AUDIT_PAGE + 40}::int) AS i`);
    const first = await get(admin.token, `/auth/admin/users/${customer.id}`);
    expect(first.body.audit).toHaveLength(CUSTOMER_AUDIT_PAGE);
    expect(first.body.auditNextCursor).toBe(first.body.audit.at(-1)._id);
    // The identity-check story does not depend on how many other entries there are.
    expect(first.body.kycHistory).toEqual([]);
    const seen: { _id: string; createdAt: string }[] = [...first.body.audit];
    let cursor: string | null = first.body.auditNextCursor;
    while (cursor) {
      const page = await get(admin.token, `/auth/admin/users/${customer.id}/audit?cursor=${cursor}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      seen.push(...page.body.data);
      cursor = page.body.nextCursor;
    }
    const [counted] = await rows<{ n: number }>(
      server.app.db,
      sql`
      SELECT count(*)::int AS n FROM audit_log
      WHERE target_id = ${customer.id} OR details->>'userId' = ${customer.id}`,
    );
    expect(seen).toHaveLength(counted!.n);
    expect(new Set(seen.map((e) => e._id)).size).toBe(seen.length);
    const times = seen.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses the audit pages to customers (403), for unknown ids (404) and with a bad cursor (400)', async () => {
    const path = `/auth/admin/users/${customer.id}/audit`;
    expect((await get(customer.token, path)).status).toBe(403);
    const ghost = await get(admin.token, `/auth/admin/users/${crypto.randomUUID()}/audit`);
    expect(ghost.status).toBe(404);
    expect(ghost.body.message).toBe(ADMIN_MSG.userNotFound);
    expect((await get(admin.token, `${path}?cursor=not-an-id`)).status).toBe(400);
  });
});
