import { GOOD_PASSWORD, uniqueEmail } from '@app/test-support';
import { writeDirectly } from './auth-notices.ts';
import type { TestServer } from './harness.ts';

export { GOOD_PASSWORD, uniqueEmail };

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Hopper',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    phonenumber: '+1 555 010 2030',
    ...overrides,
  };
}

export async function verificationCode(server: TestServer, email: string): Promise<string> {
  const text = await server.waitForMail(email, /Your code: \d{6}/);
  return /Your code: (\d{6})/.exec(text)![1]!;
}

/** Registers, verifies the email through the code in the outbox, and signs in. */
export async function signUpAndLogin(server: TestServer, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const reg = await server.request('POST', '/auth/register', { body });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const code = await verificationCode(server, body.email);
  const ver = await server.request('POST', '/auth/verify-email', { body: { email: body.email, code } });
  if (ver.status !== 200) throw new Error(`verify failed: ${ver.status}`);
  const login = await server.request('POST', '/auth/login', {
    body: { email: body.email, password: body.password },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return {
    email: body.email,
    password: body.password,
    token: login.body.token as string,
    id: login.body.payload._id as string,
  };
}

/**
 * A signed-in admin: a normal sign-up promoted in the database, as `npm run user:promote` does, that
 * has stepped up (ADR 028) so sharp actions work for the next 10 minutes. `{ stepUp: false }` gives
 * one that has not.
 */
export async function signUpAdmin(server: TestServer, opts: { stepUp?: boolean } = {}) {
  const user = await signUpAndLogin(server, { name: 'Alan Admin' });
  const { users } = await import('../db/schema.ts');
  const { eq } = await import('drizzle-orm');
  await writeDirectly(server.app, () =>
    server.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id)),
  );
  if (opts.stepUp !== false) await stepUpAs(server, user);
  return user;
}

/** POST /auth/step-up with the user's password (and a TOTP code when given). */
export async function stepUpAs(server: TestServer, user: { token: string; password: string }, code?: string) {
  const res = await server.request('POST', '/auth/step-up', {
    token: user.token,
    body: { password: user.password, ...(code ? { code } : {}) },
  });
  if (res.status !== 200) throw new Error(`step-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { message: string; until: string };
}

/**
 * Marks a customer's identity approved (users.kyc_status), as an admin's approval does. For tests about
 * something else that needs a verified customer (a withdrawal, ADR 046): the approval itself, with its
 * document and profile, is tested in modules/kyc.
 */
export async function approveIdentity(server: TestServer, userId: string) {
  const { users } = await import('../db/schema.ts');
  const { eq } = await import('drizzle-orm');
  await writeDirectly(server.app, () =>
    server.app.db.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, userId)),
  );
}
