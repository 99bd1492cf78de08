import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';
import { writeDirectly } from '../../test/auth-notices.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { createOffering, offeringBody } from '../investments/investments.fixtures.ts';
import { signUpWithProfile, submitDocument } from '../kyc/kyc.fixtures.ts';
import { linkBank, requestDeposit, type TestUser } from '../wallet/wallet.test-support.ts';

let server: TestServer;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
let depositId: string;
let offeringId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAdmin(server);
  customer = await signUpAndLogin(server, { name: 'Casey Customer' });
  other = await signUpWithProfile(server, { name: 'Olive Other' });
  const bank = await linkBank(server, other);
  const dep = await requestDeposit(server, other, { amount: 500, bankAccountId: bank._id });
  depositId = dep.body.data._id;
  offeringId = (await createOffering(server, admin.token))._id;
  expect((await submitDocument(server, other.token)).status).toBe(200);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
});

/** Everything an admin call could change; sessions (last seen) are left out on purpose. */
async function snapshot() {
  const found = await rows<{ s: unknown }>(
    server.app.db,
    sql`
    SELECT json_build_object(
      'users', (SELECT json_agg(json_build_object('id', id, 'b', balance_cents, 'r', role, 'k', kyc_status,
                 'p', password_changed_at) ORDER BY id) FROM users),
      'requests', (SELECT json_agg(json_build_object('id', id, 's', status) ORDER BY id) FROM wallet_requests),
      'offerings', (SELECT json_agg(json_build_object('id', id, 'n', name, 'a', archived_at, 'p', price_per_unit_cents)
                 ORDER BY id) FROM offerings),
      'ledger', (SELECT count(*) FROM ledger_entries),
      'audit', (SELECT count(*) FROM audit_log),
      'tokens', (SELECT count(*) FROM one_time_tokens WHERE purpose = 'password_reset')
    ) AS s`,
  );
  return JSON.stringify(found[0]);
}

const adminCalls = (): [string, string, unknown?][] => [
  ['GET', '/auth/admin/users'],
  ['GET', '/auth/admin/users?q=olive&page=1'],
  ['GET', '/auth/admin/stats'],
  ['GET', '/auth/admin/audit'],
  ['PUT', `/auth/admin/edit-task/${other.id}`, { newBalanceValue: 1_000_000, reason: 'gift' }],
  ['PUT', `/auth/admin/edit-task/${customer.id}`, { newBalanceValue: 1_000_000, reason: 'self' }],
  ['POST', `/auth/admin/users/${other.id}/send-reset`, {}],
  ['GET', '/auth/deposit-requests'],
  ['GET', '/auth/withdraw-requests?status=pending'],
  ['PATCH', `/auth/deposit-requests/${depositId}`, { status: 'approved' }],
  ['PATCH', `/auth/withdraw-requests/${randomUUID()}`, { status: 'rejected' }],
  ['GET', '/auth/admin/investments'],
  ['POST', '/auth/investments', offeringBody()],
  ['POST', '/auth/investments', { ...offeringBody(), editId: offeringId }],
  ['PUT', `/auth/investments/${offeringId}`, { name: 'Renamed by a customer' }],
  ['DELETE', `/auth/investments/${offeringId}`],
  ['GET', '/auth/admin/kyc'],
  ['PATCH', `/auth/admin/kyc/${other.id}`, { decision: 'approved' }],
  ['GET', `/auth/documents/${other.id}`],
];

describe('admin access', { timeout: TEST_TIMEOUT }, () => {
  it('every admin endpoint answers a customer token with 403 and changes nothing', async () => {
    const before = await snapshot();
    for (const [method, path, body] of adminCalls()) {
      const res = await server.request(method, path, { token: customer.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(JSON.stringify(res.body), `${method} ${path}`).not.toMatch(/password|hash|"users?"/i);
    }
    expect(await snapshot()).toBe(before);
  });

  it('every admin endpoint answers no token with 401 and changes nothing', async () => {
    const before = await snapshot();
    for (const [method, path, body] of adminCalls()) {
      const res = await server.request(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await snapshot()).toBe(before);
  });

  it('the role is read from the database on every call: a demoted admin is refused at once', async () => {
    const second = await signUpAdmin(server);
    expect((await server.request('GET', '/auth/admin/stats', { token: second.token })).status).toBe(200);
    await writeDirectly(server.app, () =>
      server.app.db.update(users).set({ role: 'customer' }).where(eq(users.id, second.id)),
    );
    expect((await server.request('GET', '/auth/admin/stats', { token: second.token })).status).toBe(403);
    const res = await server.request('PUT', `/auth/admin/edit-task/${other.id}`, {
      token: second.token,
      body: { newBalanceValue: 5, reason: 'after demotion' },
    });
    expect(res.status).toBe(403);
  });
});
