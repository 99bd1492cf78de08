import { secretFromOtpauthUrl } from '@app/contract';
import { base32Decode, hotp, timeStep } from '@app/test-support';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { TestServer } from '../../test/harness.ts';

/** Test helpers: an account with two-factor sign-in on, and codes from its authenticator "app". */
export interface TwoFactorUser {
  email: string;
  password: string;
  token: string;
  id: string;
  key: Buffer;
  recoveryCodes: string[];
}

export const codeNow = (key: Buffer) => hotp(key, timeStep());

/**
 * A code the server has not seen yet: pretends the last accepted step was a minute ago (what happens
 * anyway when a person signs in twice a minute apart), so tests need not wait 30 s between codes.
 */
export async function freshCode(server: TestServer, userId: string, key: Buffer): Promise<string> {
  await server.app.db
    .update(users)
    .set({ totpLastStep: timeStep() - 2 })
    .where(eq(users.id, userId));
  return codeNow(key);
}

/** Set-up proves the password again (a stolen session alone cannot start it). */
export async function setUpTwoFactor(server: TestServer, user: { token: string; password: string }) {
  const setup = await server.request('POST', '/auth/2fa/setup', {
    token: user.token,
    body: { password: user.password },
  });
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status}`);
  return { setup: setup.body, key: base32Decode(secretFromOtpauthUrl(setup.body.otpauthUrl)) };
}

export async function enableTwoFactor(
  server: TestServer,
  user: { email: string; password: string; token: string; id: string },
): Promise<TwoFactorUser> {
  const { key } = await setUpTwoFactor(server, user);
  const res = await server.request('POST', '/auth/2fa/enable', {
    token: user.token,
    body: { code: codeNow(key) },
  });
  if (res.status !== 200) throw new Error(`enable failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...user, key, recoveryCodes: res.body.recoveryCodes };
}

/** Password step of a two-factor login: the challenge token. */
export async function passwordStep(server: TestServer, user: { email: string; password: string }) {
  const res = await server.request('POST', '/auth/login', {
    body: { email: user.email, password: user.password },
  });
  if (res.status !== 200 || !res.body.challengeToken) throw new Error(`login failed: ${res.status}`);
  return res.body.challengeToken as string;
}
