import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from '../../test/harness.ts';
import { approveIdentity, signUpAdmin } from '../../test/users.ts';

export interface TestUser {
  token: string;
  id: string;
  email: string;
}

export const US_BANK = {
  bankName: 'JPMorgan Chase',
  accountNumber: '000123456789',
  accountHolderName: 'Grace Hopper',
  country: 'US',
  routingNumber: '021000021',
};

/** Links US_BANK (or `body`) in the customer's own name: a payout account is in the holder's name (ADR 046). */
export async function linkBank(server: TestServer, user: TestUser, body?: Record<string, unknown>) {
  const me = await server.request('GET', '/auth/me', { token: user.token });
  const res = await server.request('POST', '/auth/add-bank', {
    token: user.token,
    body: body ?? { ...US_BANK, accountHolderName: me.body.name },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.bankAccounts.at(-1) as { _id: string };
}

/** A customer who may withdraw (ADR 046): identity approved and an account in their name linked. */
export async function payoutReady(server: TestServer, user: TestUser, body?: Record<string, unknown>) {
  await approveIdentity(server, user.id);
  return linkBank(server, user, body);
}

export function requestDeposit(
  server: TestServer,
  user: TestUser,
  body: Record<string, unknown>,
  key?: string,
) {
  return server.request('POST', '/auth/deposit-requests', {
    token: user.token,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

export function requestWithdrawal(
  server: TestServer,
  user: TestUser,
  body: Record<string, unknown>,
  key?: string,
) {
  return server.request('POST', '/auth/withdraw-requests', {
    token: user.token,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

export function decide(
  server: TestServer,
  admin: TestUser,
  kind: 'deposit' | 'withdraw',
  id: string,
  status: string,
) {
  return server.request('PATCH', `/auth/${kind}-requests/${id}`, { token: admin.token, body: { status } });
}

const secondAdmins = new WeakMap<TestServer, Promise<TestUser>>();
/** Another admin of this server, made once: the second pair of eyes on large deposits (ADR 027). */
export function secondAdminOf(server: TestServer): Promise<TestUser> {
  let admin = secondAdmins.get(server);
  if (!admin) {
    admin = signUpAdmin(server);
    secondAdmins.set(server, admin);
  }
  return admin;
}

/**
 * Gives a customer money the real way: a deposit request that an admin approves, and past the
 * approval limit a second admin too.
 */
export async function fund(server: TestServer, admin: TestUser, user: TestUser, dollars: number) {
  const dep = await requestDeposit(server, user, { amount: dollars }, randomUUID());
  expect(dep.status, JSON.stringify(dep.body)).toBe(201);
  const first = await decide(server, admin, 'deposit', dep.body.data._id, 'approved');
  if (first.status === 202) {
    const second = await decide(
      server,
      await secondAdminOf(server),
      'deposit',
      dep.body.data._id,
      'approved',
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    return;
  }
  expect(first.status, JSON.stringify(first.body)).toBe(200);
}

export async function balanceOf(server: TestServer, user: TestUser): Promise<number> {
  const me = await server.request('GET', '/auth/me', { token: user.token });
  return me.body.balance as number;
}
