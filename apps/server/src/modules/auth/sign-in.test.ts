import { MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenKey } from '../../lib/access-token.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { GOOD_PASSWORD, signUpAndLogin, uniqueEmail } from '../../test/users.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
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
    const { kid, key } = accessTokenKey(server.app.config.jwtSecret);
    const expired = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256', kid })
      .setSubject(user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    expect((await server.request('GET', '/auth/me', { token: expired })).status).toBe(401);
  });
});
