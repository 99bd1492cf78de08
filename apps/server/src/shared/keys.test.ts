import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { secretFromOtpauthUrl } from '@app/contract';
import { base32Decode } from '@app/test-support';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, type EnvConfig, loadConfig } from '../config.ts';
import { serverSecrets, users } from '../db/schema.ts';
import { accessTokenKey } from '../lib/access-token.ts';
import { hashPassword } from '../lib/passwords.ts';
import { openSecret } from '../modules/two-factor/secret-box.ts';
import { testConfig } from '../test/harness.ts';
import { createTestDatabaseUrl } from '../test/test-database.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../test/users.ts';

/** ADR 030: one key per job, a token key that rotates, a TOTP sealing key kept out of the database. */
const apps: FastifyInstance[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
  for (const c of cleanups.splice(0)) await c();
});

const encode = (s: string) => new TextEncoder().encode(s);
const OLD = encode('the-old-token-secret-0123456789abcdefghij');
const NEW = encode('the-new-token-secret-0123456789abcdefghij');

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'verdant-keys-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Instances on one database; on PGlite in memory they share the first one's handle. */
async function instance(url: string, overrides: Partial<EnvConfig>, joining?: FastifyInstance) {
  const env: EnvConfig = { ...testConfig(dataDir(), url), ...overrides };
  const app = await buildApp(env, joining ? { database: joining.database } : {});
  apps.push(app);
  return app;
}

async function freshDatabase() {
  const database = await createTestDatabaseUrl();
  cleanups.push(database.drop);
  return database.url;
}

async function customer(app: FastifyInstance) {
  const email = uniqueEmail('keys');
  await app.db.insert(users).values({
    name: 'Kim Keys',
    email,
    passwordHash: await hashPassword(GOOD_PASSWORD),
    emailVerifiedAt: new Date(),
  });
  return email;
}

async function login(app: FastifyInstance, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: GOOD_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

const kidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid;

describe('rotating the token secret', () => {
  it('keeps old tokens valid through JWT_SECRET_PREVIOUS, and drops them once it is gone', async () => {
    const url = await freshDatabase();
    const before = await instance(url, { jwtSecret: OLD });
    const email = await customer(before);
    const oldToken = await login(before, email);
    expect(kidOf(oldToken)).toBe(accessTokenKey(OLD).kid);

    const rotating = await instance(url, { jwtSecret: NEW, jwtPreviousSecret: OLD }, before);
    expect((await me(rotating, oldToken)).statusCode).toBe(200);
    const newToken = await login(rotating, email);
    expect(kidOf(newToken)).toBe(accessTokenKey(NEW).kid);
    expect((await me(rotating, newToken)).statusCode).toBe(200);

    const after = await instance(url, { jwtSecret: NEW }, before);
    expect((await me(after, oldToken)).statusCode).toBe(401);
    expect((await me(after, newToken)).statusCode).toBe(200);
  });
});

describe('the TOTP sealing key', () => {
  it('is kept in DATA_DIR (owner-only) when not given, never in the database, and seals every new TOTP key', async () => {
    const url = await freshDatabase();
    const dir = dataDir();
    const app = await instance(url, { dataDir: dir, jwtSecret: undefined, totpSealingKey: undefined });
    const file = path.join(dir, 'totp-sealing-key');
    expect(statSync(file).mode & 0o077).toBe(0);
    const email = await customer(app);
    const token = await login(app, email);
    const setup = await app.inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: GOOD_PASSWORD },
    });
    expect(setup.statusCode).toBe(200);
    const key = base32Decode(secretFromOtpauthUrl(setup.json().otpauthUrl));
    const [row] = await app.db.select({ sealed: users.totpSecret }).from(users).where(eq(users.email, email));
    expect(row!.sealed!.startsWith('v2.')).toBe(true);

    // Everything the database holds cannot open it; the key outside it can.
    const stored = await app.db.select().from(serverSecrets);
    expect(stored.map((s) => s.name)).toEqual(['jwt']);
    for (const s of stored) {
      const value = encode(s.value);
      expect(openSecret({ totpSealingKey: value, legacy: [value] }, 'totp-secret', row!.sealed!)).toBeNull();
    }
    expect(
      openSecret({ totpSealingKey: app.config.totpSealingKey, legacy: [] }, 'totp-secret', row!.sealed!),
    ).toEqual(key);

    // A second instance on this host reads the same key rather than making another.
    const again = await instance(url, { dataDir: dir, jwtSecret: undefined, totpSealingKey: undefined }, app);
    expect(Buffer.from(again.config.totpSealingKey)).toEqual(Buffer.from(app.config.totpSealingKey));
  });

  it('is required in production, apart from JWT_SECRET', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://verdant@db:5432/verdant',
      PUBLIC_URL: 'https://invest.example.com',
      JWT_SECRET: 'x'.repeat(40),
      LEDGER_CHECKPOINT_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ format: 'pem', type: 'pkcs8' })
        .toString(),
      PLATFORM_BANK_NAME: 'Example Bank',
      PLATFORM_BANK_ACCOUNT_NAME: 'Verdant Invest client money',
      PLATFORM_BANK_ACCOUNT_NUMBER: '12345678',
    } as const;
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/TOTP_SEALING_KEY: required when NODE_ENV=production/);
    expect(loadConfig({ ...env, TOTP_SEALING_KEY: 'y'.repeat(40) }).totpSealingKey).toEqual(
      encode('y'.repeat(40)),
    );
    expect(() =>
      loadConfig({ ...env, TOTP_SEALING_KEY: 'y'.repeat(40), JWT_SECRET_PREVIOUS: 'short' }),
    ).toThrow(/JWT_SECRET_PREVIOUS must be at least 32 characters/);
  });
});
