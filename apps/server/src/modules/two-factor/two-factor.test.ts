import { SECURITY_MSG } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, users } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { base32Encode } from './totp.ts';
import { codeNow, enableTwoFactor, freshCode, passwordStep, setUpTwoFactor } from './two-factor.fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const userRow = async (id: string) => (await server.app.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('two-factor enrolment', () => {
  it('setup gives a QR code and an otpauth URL, stores the key encrypted and changes nothing yet', async () => {
    const user = await signUpAndLogin(server);
    const { setup, key } = await setUpTwoFactor(server, user);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Verdant%20Invest:.+\?/);
    expect(new URL(setup.otpauthUrl).searchParams.get('secret')).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const row = await userRow(user.id);
    expect(row.totpSecret).toMatch(/^v2\./);
    expect(row.totpSecret).not.toContain(base32Encode(key));
    expect(row.totpEnabledAt).toBeNull();
    const login = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.body.token).toEqual(expect.any(String));
  });

  it('enable needs a right code, returns 10 recovery codes stored only as hashes', async () => {
    const user = await signUpAndLogin(server);
    const { key } = await setUpTwoFactor(server, user);
    const wrongCode = codeNow(key) === '000000' ? '111111' : '000000';
    const wrong = await server.request('POST', '/auth/2fa/enable', {
      token: user.token,
      body: { code: wrongCode },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toEqual(expect.any(String));
    const ok = await server.request('POST', '/auth/2fa/enable', {
      token: user.token,
      body: { code: codeNow(key) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.body.recoveryCodes).size).toBe(10);
    const stored = await server.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    const plain = (ok.body.recoveryCodes as string[]).map((c) => c.replace('-', ''));
    expect(stored.some((r) => plain.some((c) => r.codeHash.includes(c)))).toBe(false);
    expect((await server.request('GET', '/auth/me', { token: user.token })).body.twoFactorEnabled).toBe(true);
    expect(
      (
        await server.request('POST', '/auth/2fa/setup', {
          token: user.token,
          body: { password: user.password },
        })
      ).status,
    ).toBe(409);
    await server.waitForMail(user.email, /Two-factor sign-in is on/);
    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit.map((a) => a.action)).toContain('security.2fa_enabled');
  });

  it('enable without a setup is a 409', async () => {
    const user = await signUpAndLogin(server);
    const res = await server.request('POST', '/auth/2fa/enable', {
      token: user.token,
      body: { code: '123456' },
    });
    expect(res.status).toBe(409);
  });
});

describe('login with two-factor sign-in on', () => {
  it('asks for a code instead of giving a token, then signs in with a TOTP exactly once', async () => {
    const user = await enableTwoFactor(server, await signUpAndLogin(server));
    const login = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      message: expect.any(String),
      twoFactorRequired: true,
      challengeToken: expect.any(String),
    });
    const code = await freshCode(server, user.id, user.key);
    const ok = await server.request('POST', '/auth/login/2fa', {
      body: { challengeToken: login.body.challengeToken, code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.payload).toMatchObject({ _id: user.id, userRole: 'customer' });
    expect((await server.request('GET', '/auth/me', { token: ok.body.token })).status).toBe(200);
    await server.waitForMail(user.email, /signed in to/);

    const reusedChallenge = await server.request('POST', '/auth/login/2fa', {
      body: { challengeToken: login.body.challengeToken, code },
    });
    expect(reusedChallenge.status).toBe(401);
    const replay = await server.request('POST', '/auth/login/2fa', {
      body: { challengeToken: await passwordStep(server, user), code },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.errors.code).toEqual(expect.any(String));
  });

  it('accepts each recovery code once', async () => {
    const user = await enableTwoFactor(server, await signUpAndLogin(server));
    const recovery = user.recoveryCodes[3]!;
    const first = await server.request('POST', '/auth/login/2fa', {
      body: { challengeToken: await passwordStep(server, user), code: recovery.toUpperCase() },
    });
    expect(first.status).toBe(200);
    expect(first.body.token).toEqual(expect.any(String));
    await server.waitForMail(user.email, /recovery codes was just used.*9 left/s);
    const again = await server.request('POST', '/auth/login/2fa', {
      body: { challengeToken: await passwordStep(server, user), code: recovery },
    });
    expect(again.status).toBe(400);
  });

  it('ends a challenge after 5 wrong codes, and refuses an expired one', async () => {
    const user = await enableTwoFactor(server, await signUpAndLogin(server));
    const challengeToken = await passwordStep(server, user);
    const wrong = codeNow(user.key) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await server.request('POST', '/auth/login/2fa', { body: { challengeToken, code: wrong } });
      expect(res.status).toBe(400);
    }
    const right = await freshCode(server, user.id, user.key);
    expect(
      (await server.request('POST', '/auth/login/2fa', { body: { challengeToken, code: right } })).status,
    ).toBe(401);
    const next = await passwordStep(server, user);
    await server.app.db.execute(
      sql`update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'login_2fa' and user_id = ${user.id}`,
    );
    const expired = await server.request('POST', '/auth/login/2fa', {
      body: { challengeToken: next, code: await freshCode(server, user.id, user.key) },
    });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('CHALLENGE_EXPIRED');
  });

  it('refuses an unknown challenge token', async () => {
    const res = await server.request('POST', '/auth/login/2fa', {
      body: { challengeToken: 'not-a-real-challenge-token', code: '123456' },
    });
    expect(res.status).toBe(401);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code, then login gives a token again', async () => {
    const user = await enableTwoFactor(server, await signUpAndLogin(server));
    const badPassword = await server.request('POST', '/auth/2fa/disable', {
      token: user.token,
      body: { password: 'Wrong-Pass-99', code: await freshCode(server, user.id, user.key) },
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.errors.password).toEqual(expect.any(String));
    const badCode = await server.request('POST', '/auth/2fa/disable', {
      token: user.token,
      body: { password: user.password, code: 'zzzzz-zzzzz' },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors.code).toEqual(expect.any(String));
    const ok = await server.request('POST', '/auth/2fa/disable', {
      token: user.token,
      body: { password: user.password, code: await freshCode(server, user.id, user.key) },
    });
    expect(ok.status).toBe(200);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    const login = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.body.token).toEqual(expect.any(String));
    expect(
      (
        await server.request('POST', '/auth/2fa/disable', {
          token: user.token,
          body: { password: user.password, code: '123456' },
        })
      ).status,
    ).toBe(409);
  });

  it('needs a signed-in caller for every two-factor endpoint', async () => {
    for (const path of ['/auth/2fa/setup', '/auth/2fa/enable', '/auth/2fa/disable']) {
      expect((await server.request('POST', path, { body: { code: '123456', password: 'x' } })).status).toBe(
        401,
      );
    }
  });
});

describe('setting two-factor sign-in up needs the password', () => {
  it('refuses a missing or wrong password with 400 errors.password and stores no key', async () => {
    const user = await signUpAndLogin(server);
    const missing = await server.request('POST', '/auth/2fa/setup', { token: user.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.password).toEqual(expect.any(String));
    const wrong = await server.request('POST', '/auth/2fa/setup', {
      token: user.token,
      body: { password: 'Wrong-Pass-99' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toBe(SECURITY_MSG.wrongPassword);
    expect((await userRow(user.id)).totpSecret).toBeNull();
  });
});

describe('POST /auth/admin/users/:userId/2fa-reset', () => {
  it('turns a customer’s two-factor off with a reason: admin only, audited, the customer mailed', async () => {
    const customer = await enableTwoFactor(server, await signUpAndLogin(server));
    const admin = await signUpAdmin(server);
    const path = `/auth/admin/users/${customer.id}/2fa-reset`;
    const asCustomer = await server.request('POST', path, { token: customer.token, body: { reason: 'me' } });
    expect(asCustomer.status).toBe(403);
    const noReason = await server.request('POST', path, { token: admin.token, body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBe(SECURITY_MSG.resetReasonRequired);
    expect((await userRow(customer.id)).totpEnabledAt).not.toBeNull();

    const ok = await server.request('POST', path, {
      token: admin.token,
      body: { reason: 'Lost phone; identity checked on a video call' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(SECURITY_MSG.twoFactorReset);
    expect(await userRow(customer.id)).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    const codes = await server.app.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, customer.id));
    expect(codes).toHaveLength(0);
    const [audit] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, customer.id), eq(auditLog.action, 'security.2fa_reset')));
    expect(audit).toMatchObject({
      actorId: admin.id,
      details: { reason: 'Lost phone; identity checked on a video call' },
    });
    await server.waitForMail(customer.email, /support team turned off two-factor sign-in/);
    const login = await server.request('POST', '/auth/login', {
      body: { email: customer.email, password: customer.password },
    });
    expect(login.body.token).toEqual(expect.any(String));
    expect(
      (await server.request('POST', path, { token: admin.token, body: { reason: 'again' } })).status,
    ).toBe(409);
    const unknown = await server.request(
      'POST',
      '/auth/admin/users/00000000-0000-4000-8000-000000000000/2fa-reset',
      {
        token: admin.token,
        body: { reason: 'x' },
      },
    );
    expect(unknown.status).toBe(404);
  });
});
