import { MSG } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { registration, uniqueEmail, verificationCode } from '../../test/users.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /auth/register', () => {
  it('creates an account, answers 201 without secrets and mails a 6-digit code', async () => {
    const body = registration({ how: 'LinkedIn' });
    const res = await server.request('POST', '/auth/register', { body });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ _id: expect.any(String), name: body.name, email: body.email });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    expect(await verificationCode(server, body.email)).toMatch(/^\d{6}$/);
    const [row] = await server.app.db.select().from(users).where(eq(users.id, res.body.user._id));
    expect(row).toMatchObject({
      referralCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      referredBy: null,
      plan: 'free',
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
