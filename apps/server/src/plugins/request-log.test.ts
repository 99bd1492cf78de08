import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { users } from '../db/schema.ts';
import { testConfig } from '../test/harness.ts';
import { createTestDatabaseUrl } from '../test/test-database.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../test/users.ts';
import { redactUrl } from './request-log.ts';

let app: FastifyInstance;
let base: string;
let drop: () => Promise<void>;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'verdant-log-'));
  const database = await createTestDatabaseUrl();
  drop = database.drop;
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp(testConfig(dataDir, database.url, { logLevel: 'info' }), { logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('request logs', () => {
  it('echo a request id: the caller’s when it looks like one, a fresh UUID otherwise', async () => {
    const given = 'lb-7f3a9c2e-0001';
    const echoed = await fetch(`${base}/health`, { headers: { 'x-request-id': given } });
    expect(echoed.headers.get('x-request-id')).toBe(given);
    for (const bad of ['short', 'x'.repeat(200), 'has space in it', 'line\\nbreak-injected']) {
      const res = await fetch(`${base}/health`, { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const none = await fetch(`${base}/nope`);
    expect(none.status).toBe(404);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are JSON lines with the request id, and never hold a password, token, reset token or Authorization', async () => {
    const email = uniqueEmail('logged');
    const reg = await post('/auth/register', {
      name: 'Log Reader',
      email,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      phonenumber: '+1 555 010 2030',
    });
    expect(reg.status).toBe(201);
    const resetToken = 'ResetTokenThatMustNotBeLogged_0123456789abcdefXYZ';
    await fetch(`${base}/auth/verify-reset-token/${resetToken}`);
    await post(`/auth/reset-password/${resetToken}`, {
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    const bearer = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsb2dnZWQifQ.c2lnbmF0dXJlLW11c3Qtbm90LWJlLWxvZ2dlZA';
    await fetch(`${base}/auth/me`, {
      headers: { authorization: `Bearer ${bearer}`, cookie: 'session=SecretCookie42' },
    });
    await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    const login = (await (await post('/auth/login', { email, password: GOOD_PASSWORD })).json()) as {
      token: string;
    };
    const me = (await (
      await fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${login.token}` } })
    ).json()) as { _id: string };
    app.log.info(
      { body: { password: GOOD_PASSWORD, token: bearer }, user: { passwordHash: '$argon2id$x' } },
      'a careless log call',
    );
    // A request's line is written when its answer has gone out, which may be after the client read it.
    await vi.waitFor(() => {
      expect(lines.some((l) => l.includes('a careless log call'))).toBe(true);
      expect(lines.some((l) => l.includes('"url":"/api/auth/me"') && l.includes('"statusCode":200'))).toBe(
        true,
      );
    });

    const text = lines.join('\n');
    for (const secret of [GOOD_PASSWORD, resetToken, bearer, login.token, 'SecretCookie42', '$argon2id$x']) {
      expect(text).not.toContain(secret);
    }
    const parsed = lines.map(
      (l) =>
        JSON.parse(l) as {
          reqId?: string;
          req?: { method?: string; url?: string; userId?: string };
          res?: { statusCode?: number };
          responseTime?: number;
          msg?: string;
        },
    );
    const requestLines = parsed.filter((l) => l.req?.url);
    expect(requestLines.length).toBeGreaterThan(3);
    for (const l of requestLines) expect(l.reqId).toEqual(expect.any(String));
    expect(requestLines.some((l) => l.req?.url === '/api/auth/verify-reset-token/[redacted]')).toBe(true);
    // The signed-in request's line names its user; the anonymous ones name nobody.
    const meLines = requestLines.filter((l) => l.req?.url === '/api/auth/me');
    expect(meLines.find((l) => l.res?.statusCode === 200)).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', userId: me._id },
      responseTime: expect.any(Number),
    });
    expect(meLines.find((l) => l.res?.statusCode === 401)?.req?.userId).toBeUndefined();
    expect(parsed.find((l) => l.msg === 'a careless log call')).toMatchObject({
      body: { password: '[redacted]', token: '[redacted]' },
      user: { passwordHash: '[redacted]' },
    });
  });

  it('redact tokens and codes in paths and query strings', () => {
    expect(redactUrl('/reset-password/abc123?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/verify-email?email=a%40b.c&code=123456')).toBe(
      '/verify-email?email=a%40b.c&code=[redacted]',
    );
    expect(redactUrl('/api/health?token=t&key=k')).toBe('/api/health?token=[redacted]&key=[redacted]');
    expect(redactUrl('/api/auth/verify-reset-token/abc123')).toBe('/api/auth/verify-reset-token/[redacted]');
    expect(redactUrl('/RESET-PASSWORD/abc123')).toBe('/RESET-PASSWORD/[redacted]');
    expect(redactUrl('/api/auth/investments')).toBe('/api/auth/investments');
  });
});
