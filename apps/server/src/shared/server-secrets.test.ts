import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, type EnvConfig, loadConfig } from '../config.ts';
import { serverSecrets, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { testConfig } from '../test/harness.ts';
import { createTestDatabaseUrl, onPostgres } from '../test/test-database.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../test/users.ts';

const apps: FastifyInstance[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
  for (const c of cleanups.splice(0)) await c();
});

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'verdant-secret-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The configuration an instance gets with no JWT_SECRET, on the given database. */
const withoutSecret = (dir: string, url: string): EnvConfig => ({
  ...testConfig(dir, url),
  jwtSecret: undefined,
});

async function freshDatabase() {
  const database = await createTestDatabaseUrl();
  cleanups.push(database.drop);
  return database.url;
}

/**
 * Instances on one database: on PostgreSQL each opens its own pool and they start together. PGlite in
 * memory is one process's database, so there they share one handle (`joining`'s, or the first's).
 */
async function startInstances(url: string, dirs: string[], joining?: FastifyInstance) {
  let started: FastifyInstance[];
  if (onPostgres) {
    started = await Promise.all(dirs.map((dir) => buildApp(withoutSecret(dir, url))));
  } else {
    started = [];
    for (const dir of dirs) {
      const database = (joining ?? started[0])?.database;
      started.push(await buildApp(withoutSecret(dir, url), database ? { database } : {}));
    }
  }
  apps.push(...started);
  for (const app of started) await app.listen({ port: 0, host: '127.0.0.1' });
  return started.map((app) => {
    const address = app.server.address();
    return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api` };
  });
}

const text = (secret: Uint8Array) => new TextDecoder().decode(secret);

describe('the signing secret without JWT_SECRET', () => {
  it('is made once, kept in the database, and every instance signs and checks with it', async () => {
    const url = await freshDatabase();
    const dirs = [dataDir(), dataDir(), dataDir()];
    const [a, b, c] = await startInstances(url, dirs);
    const secret = text(a!.app.config.jwtSecret);
    expect(secret.length).toBeGreaterThanOrEqual(64);
    expect(text(b!.app.config.jwtSecret)).toBe(secret);
    expect(text(c!.app.config.jwtSecret)).toBe(secret);
    const rows = await a!.app.db.select().from(serverSecrets);
    expect(rows).toEqual([expect.objectContaining({ name: 'jwt', value: secret })]);
    for (const dir of dirs) expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);

    const email = uniqueEmail('secret');
    await a!.app.db.insert(users).values({
      name: 'Sam Secret',
      email,
      passwordHash: await hashPassword(GOOD_PASSWORD),
      emailVerifiedAt: new Date(),
    });
    const login = await fetch(`${a!.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    for (const other of [b!, c!]) {
      const me = await fetch(`${other.url}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(email);
    }
  });

  it('is the same after a restart, and never taken from a file an older server left in DATA_DIR', async () => {
    const url = await freshDatabase();
    const leftOver = dataDir();
    const old = 'an-older-servers-secret-kept-in-data-dir-0123456789';
    writeFileSync(path.join(leftOver, 'jwt-secret'), old);
    const [first] = await startInstances(url, [leftOver]);
    const secret = text(first!.app.config.jwtSecret);
    expect(secret).not.toBe(old);
    const [later] = await startInstances(url, [dataDir()], first!.app);
    expect(text(later!.app.config.jwtSecret)).toBe(secret);
  });

  it('is never generated in production: JWT_SECRET stays required', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://verdant@db:5432/verdant',
      PUBLIC_URL: 'https://invest.example.com',
      TOTP_SEALING_KEY: 'y'.repeat(40),
      LEDGER_CHECKPOINT_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ format: 'pem', type: 'pkcs8' })
        .toString(),
      PLATFORM_BANK_NAME: 'Example Bank',
      PLATFORM_BANK_ACCOUNT_NAME: 'Verdant Invest client money',
      PLATFORM_BANK_ACCOUNT_NUMBER: '12345678',
    } as const;
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET: required when NODE_ENV=production/);
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).jwtSecret).toBeUndefined();
    const given = 'x'.repeat(40);
    expect(text(loadConfig({ ...env, JWT_SECRET: given }).jwtSecret!)).toBe(given);
  });
});
