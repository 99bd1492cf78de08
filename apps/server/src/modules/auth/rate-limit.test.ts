import { MSG } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signUpAndLogin, uniqueEmail } from '../../test/users.ts';

describe('per-IP limit on the auth endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ authRateLimit: 5 });
  });
  afterAll(async () => server?.close());

  it('answers 429 with a clear message after AUTH_RATE_LIMIT requests in the window', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await server.request('POST', '/auth/forgot-password', { body: { email: uniqueEmail() } });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body).toEqual({ message: MSG.tooManyRequests, code: 'RATE_LIMITED' });
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('per-account limit on failed logins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ accountFailureLimit: 3 });
  });
  afterAll(async () => server?.close());

  it('locks the account after ACCOUNT_FAILURE_LIMIT failures, even for the right password', async () => {
    const user = await signUpAndLogin(server);
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await server.request('POST', '/auth/login', {
            body: { email: user.email, password: 'Wrong-Pass-9' },
          })
        ).status,
      ).toBe(401);
    }
    const locked = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(locked.status).toBe(429);
  });
});
