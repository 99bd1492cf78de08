import { LOGIN_CHALLENGE_MAX_TRIES, VERIFICATION_CODE_MAX_TRIES } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { onPostgres } from '../../test/test-database.ts';
import { registration, signUpAndLogin, uniqueEmail } from '../../test/users.ts';
import { enableTwoFactor, passwordStep } from '../two-factor/two-factor.fixtures.ts';

if (!onPostgres) {
  console.info('attempt-limit concurrency tests skipped: set TEST_DATABASE_URL to run them on PostgreSQL.');
}

const LIMIT = 10;
const wrongCode = (right: string, i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** Attempts are counted before the check, atomically: parallel guesses get the limit, no more (ADR 019). */
describe.skipIf(!onPostgres)('attempt limits under concurrency on PostgreSQL', { timeout: 180_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Each request from its own address (TRUST_PROXY on): the per-IP limit never decides, the account's does.
    server = await startTestServer({ accountFailureLimit: LIMIT, authRateLimit: 30, trustProxy: true });
  }, 60_000);
  afterAll(async () => server?.close());

  it('300 parallel wrong passwords from 300 addresses: at most 10 checked, the rest 429', async () => {
    const user = await signUpAndLogin(server);
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        server
          .request('POST', '/auth/login', {
            body: { email: user.email, password: `Wrong-Guess-${i}A` },
            headers: { 'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.7` },
          })
          .then((r) => r.status),
      ),
    );
    expect(countOf(statuses, 401)).toBeLessThanOrEqual(LIMIT);
    expect(countOf(statuses, 401) + countOf(statuses, 429)).toBe(300);
    const right = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': '10.99.99.99' },
    });
    expect(right.status).toBe(429);
  });

  it('50 parallel wrong email codes: at most 5 compared, then even the right code is refused', async () => {
    const body = registration();
    await server.request('POST', '/auth/register', { body });
    const code = /Your code: (\d{6})/.exec(await server.waitForMail(body.email, /Your code/))![1]!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.request('POST', '/auth/verify-email', {
          body: { email: body.email, code: wrongCode(code, i) },
          headers: { 'x-forwarded-for': `10.1.${i}.9` },
        }),
      ),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const [owner] = await server.app.db.select().from(users).where(eq(users.email, body.email));
    const rows = await server.app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, owner!.id));
    expect(Math.max(...rows.map((r) => r.attempts))).toBeLessThanOrEqual(VERIFICATION_CODE_MAX_TRIES);
    const right = await server.request('POST', '/auth/verify-email', {
      body: { email: body.email, code },
      headers: { 'x-forwarded-for': '10.2.0.1' },
    });
    expect(right.status).toBe(400);
  });

  it('50 parallel wrong email-change codes: at most 5 compared', async () => {
    const user = await signUpAndLogin(server);
    const newEmail = uniqueEmail('parallel');
    await server.request('PUT', `/auth/admin/users-profile/${user.id}`, {
      token: user.token,
      body: { name: 'Para Llel', phonenumber: '+1 555 010 2030', email: newEmail, password: user.password },
    });
    const code = /Your code: (\d{6})/.exec(await server.waitForMail(newEmail, /Your code/))![1]!;
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.request('POST', '/auth/confirm-email-change', {
          token: user.token,
          body: { code: wrongCode(code, i) },
          headers: { 'x-forwarded-for': `10.3.${i}.9` },
        }),
      ),
    );
    const rows = await server.app.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.email, newEmail)));
    expect(Math.max(...rows.map((r) => r.attempts))).toBeLessThanOrEqual(VERIFICATION_CODE_MAX_TRIES);
    const right = await server.request('POST', '/auth/confirm-email-change', {
      token: user.token,
      body: { code },
    });
    expect(right.status).toBe(400);
  });

  it('50 parallel wrong codes on one two-factor challenge: at most 5 checked', async () => {
    const user = await enableTwoFactor(server, await signUpAndLogin(server));
    const challengeToken = await passwordStep(server, user);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server
          .request('POST', '/auth/login/2fa', {
            body: { challengeToken, code: String(100_000 + i) },
            headers: { 'x-forwarded-for': `10.4.${i}.9` },
          })
          .then((r) => r.status),
      ),
    );
    expect(statuses.every((s) => s === 400 || s === 401 || s === 429)).toBe(true);
    const rows = await server.app.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'login_2fa')));
    expect(Math.max(...rows.map((r) => r.attempts))).toBeLessThanOrEqual(LOGIN_CHALLENGE_MAX_TRIES);
  });
});
