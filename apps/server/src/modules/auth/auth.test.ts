import { MSG } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import {
  GOOD_PASSWORD,
  registration,
  signUpAndLogin,
  uniqueEmail,
  verificationCode,
} from '../../test/users.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /auth/register', () => {
  it('creates an account, answers 201 without secrets and mails a 6-digit code', async () => {
    const body = registration({ refferalcode: 'FRIEND42', how: 'LinkedIn' });
    const res = await server.request('POST', '/auth/register', { body });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ _id: expect.any(String), name: body.name, email: body.email });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    expect(await verificationCode(server, body.email)).toMatch(/^\d{6}$/);
    const [row] = await server.app.db.select().from(users).where(eq(users.id, res.body.user._id));
    expect(row).toMatchObject({
      referralCode: 'FRIEND42',
      heardAbout: 'LinkedIn',
      role: 'customer',
      emailVerifiedAt: null,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['name', { name: '' }, 'Full name is required'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['phonenumber', { phonenumber: '12' }, 'Enter a valid phone number, e.g. +1 555 123 4567'],
    ['password', { password: 'Short1', confirmPassword: 'Short1' }, MSG.passwordTooShort],
    ['password', { password: 'alllowercase1', confirmPassword: 'alllowercase1' }, MSG.passwordNeedsUpper],
    ['password', { password: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' }, MSG.passwordNeedsDigit],
    [
      'password',
      { password: `A1${'x'.repeat(127)}`, confirmPassword: `A1${'x'.repeat(127)}` },
      MSG.passwordTooLong,
    ],
    ['confirmPassword', { confirmPassword: 'Different-Pass-1' }, MSG.passwordsDoNotMatch],
    ['how', { how: 'Carrier pigeon' }, 'Choose one of the options'],
  ])('refuses a bad %s with a field error and creates nothing', async (field, patch, message) => {
    const body = registration(patch);
    const res = await server.request('POST', '/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    const rows = await server.app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${String(body.email)})`);
    expect(rows).toHaveLength(0);
  });

  it('refuses one of the most common passwords', async () => {
    const res = await server.request('POST', '/auth/register', {
      body: registration({ password: 'Password1', confirmPassword: 'Password1' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toBe(MSG.passwordTooCommon);
  });

  it('refuses a missing body and wrong types with 400', async () => {
    expect((await server.request('POST', '/auth/register')).status).toBe(400);
    const res = await server.request('POST', '/auth/register', {
      body: registration({ name: 42, email: ['x'] }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['name', 'email']));
    expect(
      (
        await server.request('POST', '/auth/register', {
          raw: '{"name":',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
  });

  it('answers 409 for an email that exists, whatever its case', async () => {
    const body = registration();
    expect((await server.request('POST', '/auth/register', { body })).status).toBe(201);
    const again = await server.request('POST', '/auth/register', {
      body: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.emailTaken);
  });

  it('ignores smuggled fields: userRole admin at sign-up makes nobody admin', async () => {
    const body = registration({
      userRole: 'admin',
      role: 'admin',
      balance: 1e6,
      isVerified: true,
      emailVerified: true,
    });
    const res = await server.request('POST', '/auth/register', { body });
    expect(res.status).toBe(201);
    const [row] = await server.app.db.select().from(users).where(eq(users.id, res.body.user._id));
    expect(row).toMatchObject({
      role: 'customer',
      balanceCents: 0,
      kycStatus: 'none',
      emailVerifiedAt: null,
    });
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const res = await server.request('POST', '/auth/register', {
      body: registration({ name: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
  });
});

describe('email verification', () => {
  async function registered() {
    const body = registration();
    await server.request('POST', '/auth/register', { body });
    return body;
  }

  it('refuses sign-in until the email is verified, then accepts it', async () => {
    const body = await registered();
    const before = await server.request('POST', '/auth/login', {
      body: { email: body.email, password: body.password },
    });
    expect(before.status).toBe(403);
    expect(before.body.code).toBe('EMAIL_NOT_VERIFIED');
    const code = await verificationCode(server, body.email);
    const ok = await server.request('POST', '/auth/verify-email', { body: { email: body.email, code } });
    expect(ok.status).toBe(200);
    const after = await server.request('POST', '/auth/login', {
      body: { email: body.email, password: body.password },
    });
    expect(after.status).toBe(200);
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const body = await registered();
    const code = await verificationCode(server, body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await server.request('POST', '/auth/verify-email', {
        body: { email: body.email, code: wrong },
      });
      expect(res.status).toBe(400);
    }
    const res = await server.request('POST', '/auth/verify-email', { body: { email: body.email, code } });
    expect(res.status).toBe(400);
    expect(res.body.errors.code).toBe(MSG.codeTooManyTries);
  });

  it('refuses an expired code', async () => {
    const body = await registered();
    const code = await verificationCode(server, body.email);
    await server.app.db.execute(
      sql`update one_time_tokens set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = ${body.email})`,
    );
    const res = await server.request('POST', '/auth/verify-email', { body: { email: body.email, code } });
    expect(res.status).toBe(400);
    expect(res.body.errors.code).toBe(MSG.codeInvalid);
  });

  it('resend voids the old code and sends a new one; unknown emails get the same answer', async () => {
    const body = await registered();
    const first = await verificationCode(server, body.email);
    const resend = await server.request('POST', '/auth/resend-verification', { body: { email: body.email } });
    const unknown = await server.request('POST', '/auth/resend-verification', {
      body: { email: uniqueEmail('ghost') },
    });
    expect(resend.status).toBe(200);
    expect(unknown.body).toEqual(resend.body);
    await expect.poll(() => server.mailsTo(body.email).length).toBe(2);
    const second = await verificationCode(server, body.email);
    if (first !== second) {
      expect(
        (await server.request('POST', '/auth/verify-email', { body: { email: body.email, code: first } }))
          .status,
      ).toBe(400);
    }
    expect(
      (await server.request('POST', '/auth/verify-email', { body: { email: body.email, code: second } }))
        .status,
    ).toBe(200);
  });

  it('stores only a hash of the code', async () => {
    const body = await registered();
    const code = await verificationCode(server, body.email);
    const rows = await server.app.db.select().from(oneTimeTokens);
    expect(rows.some((r) => r.tokenHash.includes(code))).toBe(false);
  });
});

describe('POST /auth/login', () => {
  it('returns a token and the payload, and mails a sign-in alert', async () => {
    const user = await signUpAndLogin(server);
    const me = await server.request('GET', '/auth/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      _id: user.id,
      email: user.email,
      balance: 0,
      userRole: 'customer',
      emailVerified: true,
      isVerified: false,
      bankAccounts: [],
    });
    expect(JSON.stringify(me.body)).not.toMatch(/hash|argon|secret/i);
    await server.waitForMail(user.email, /signed in to/);
  });

  it('alerts by mail on a sign-in from a new browser or address only', async () => {
    const user = await signUpAndLogin(server); // signed in once already: one alert
    const login = (userAgent: string) =>
      server.request('POST', '/auth/login', {
        body: { email: user.email, password: GOOD_PASSWORD },
        headers: { 'user-agent': userAgent },
      });
    const alerts = () => server.mailsTo(user.email).filter((m) => /signed in to/.test(m.text));
    expect((await login('FirstBrowser/1.0')).status).toBe(200);
    await server.waitForMail(user.email, /FirstBrowser\/1\.0/);
    expect((await login('FirstBrowser/1.0')).status).toBe(200); // seen before: no alert
    expect((await login('OtherBrowser/2.0')).status).toBe(200);
    await server.waitForMail(user.email, /OtherBrowser\/2\.0/);
    // Mails go out in the order they were queued: a repeat alert would be here by now.
    expect(alerts().map((m) => /FirstBrowser|OtherBrowser/.exec(m.text)?.[0] ?? 'first sign-in')).toEqual([
      'first sign-in',
      'FirstBrowser',
      'OtherBrowser',
    ]);
  });

  it('gives one answer for an unknown email and a wrong password', async () => {
    const user = await signUpAndLogin(server);
    const wrong = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: 'Wrong-Pass-99' },
    });
    const unknown = await server.request('POST', '/auth/login', {
      body: { email: uniqueEmail('nobody'), password: GOOD_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe(MSG.badCredentials);
  });

  it('requires both fields', async () => {
    const res = await server.request('POST', '/auth/login', { body: { email: '' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('sessions behind the token', () => {
  it('logout ends the session: the same token is 401 at once', async () => {
    const user = await signUpAndLogin(server);
    expect((await server.request('POST', '/auth/logout', { token: user.token })).status).toBe(200);
    expect((await server.request('GET', '/auth/me', { token: user.token })).status).toBe(401);
  });

  it('rejects a missing, tampered, alg:none or foreign-key token', async () => {
    const user = await signUpAndLogin(server);
    const [h, p, s] = user.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const { SignJWT } = await import('jose');
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    for (const token of [`${h}.${forged}.${s}`, none, otherKey, `${h}.${p}.${s.slice(0, -2)}AA`, 'garbage']) {
      expect((await server.request('GET', '/auth/me', { token })).status).toBe(401);
    }
    expect((await server.request('GET', '/auth/me')).status).toBe(401);
  });

  it('rejects an expired token and an idle session', async () => {
    const user = await signUpAndLogin(server);
    await server.app.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes' where user_id = ${user.id}`,
    );
    const idle = await server.request('GET', '/auth/me', { token: user.token });
    expect(idle.status).toBe(401);
    expect(idle.body.code).toBe('SESSION_EXPIRED');
    const { SignJWT } = await import('jose');
    const expired = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(server.app.config.jwtSecret);
    expect((await server.request('GET', '/auth/me', { token: expired })).status).toBe(401);
  });
});

describe('password reset', () => {
  async function resetToken(email: string) {
    await server.request('POST', '/auth/forgot-password', { body: { email } });
    const text = await server.waitForMail(email, /reset-password\//);
    return /reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
  }

  it('resets with a mailed single-use link and ends every session', async () => {
    const user = await signUpAndLogin(server);
    const token = await resetToken(user.email);
    expect((await server.request('GET', `/auth/verify-reset-token/${token}`)).body).toEqual({
      email: user.email,
    });
    const res = await server.request('POST', `/auth/reset-password/${token}`, {
      body: { password: 'New-Harbor-77', confirmPassword: 'New-Harbor-77' },
    });
    expect(res.status).toBe(200);
    expect((await server.request('GET', '/auth/me', { token: user.token })).status).toBe(401);
    expect(
      (await server.request('POST', '/auth/login', { body: { email: user.email, password: user.password } }))
        .status,
    ).toBe(401);
    expect(
      (
        await server.request('POST', '/auth/login', {
          body: { email: user.email, password: 'New-Harbor-77' },
        })
      ).status,
    ).toBe(200);
    const reuse = await server.request('POST', `/auth/reset-password/${token}`, {
      body: { password: 'Other-Harbor-78', confirmPassword: 'Other-Harbor-78' },
    });
    expect(reuse.status).toBe(400);
    expect((await server.request('GET', `/auth/verify-reset-token/${token}`)).status).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const known = await signUpAndLogin(server);
    const a = await server.request('POST', '/auth/forgot-password', { body: { email: ghost } });
    const b = await server.request('POST', '/auth/forgot-password', { body: { email: known.email } });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(server.mailsTo(ghost)).toHaveLength(0);
  });

  it('refuses an expired link and a mismatched confirmation', async () => {
    const user = await signUpAndLogin(server);
    const token = await resetToken(user.email);
    const mismatch = await server.request('POST', `/auth/reset-password/${token}`, {
      body: { password: 'New-Harbor-77', confirmPassword: 'New-Harbor-78' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.confirmPassword).toBe(MSG.passwordsDoNotMatch);
    await server.app.db.execute(
      sql`update one_time_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id} and purpose = 'password_reset'`,
    );
    expect((await server.request('GET', `/auth/verify-reset-token/${token}`)).status).toBe(400);
    const res = await server.request('POST', `/auth/reset-password/${token}`, {
      body: { password: 'New-Harbor-77', confirmPassword: 'New-Harbor-77' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.resetLinkInvalid);
  });
});

describe('PUT /auth/update-password', () => {
  it('changes the password, ends other sessions and gives this one a fresh token', async () => {
    const user = await signUpAndLogin(server);
    const other = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    const res = await server.request('PUT', '/auth/update-password', {
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'Fresh-Anchor-55' },
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect((await server.request('GET', '/auth/me', { token: other.body.token })).status).toBe(401);
    expect((await server.request('GET', '/auth/me', { token: res.body.token })).status).toBe(200);
    expect(
      (
        await server.request('POST', '/auth/login', {
          body: { email: user.email, password: 'Fresh-Anchor-55' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a wrong old password with 400 (not 401) and changes nothing', async () => {
    const user = await signUpAndLogin(server);
    const res = await server.request('PUT', '/auth/update-password', {
      token: user.token,
      body: { oldPassword: 'Not-My-Pass-1', newPassword: 'Fresh-Anchor-55' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.oldPassword).toBe(MSG.wrongOldPassword);
    expect(
      (await server.request('POST', '/auth/login', { body: { email: user.email, password: user.password } }))
        .status,
    ).toBe(200);
  });

  it('says both fields are required', async () => {
    const user = await signUpAndLogin(server);
    const res = await server.request('PUT', '/auth/update-password', {
      token: user.token,
      body: { oldPassword: '', newPassword: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.bothFieldsRequired);
  });
});
