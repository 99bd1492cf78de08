import { MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signUpAndLogin, uniqueEmail } from '../../test/users.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
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
    // The token that made the change ends with it: a copy taken before cannot outlive the new password.
    expect(res.body.token).not.toBe(user.token);
    expect((await server.request('GET', '/auth/me', { token: user.token })).status).toBe(401);
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
