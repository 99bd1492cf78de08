import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMails, waitForMail } from '@app/test-support';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { DEMO_PLATFORM_BANK } from '../platform-bank.ts';
import { recordAnswers } from './answer-log.ts';
import { createTestDatabaseUrl } from './test-database.ts';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  request<T = any>(
    method: string,
    urlPath: string,
    opts?: {
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
      raw?: string | Uint8Array | FormData;
    },
  ): Promise<ApiResponse<T>>;
  /** Mails written to the outbox for an address, oldest first, as decoded plain text. */
  mailsTo(to: string): { subject: string; text: string }[];
  waitForMail(to: string, match: RegExp, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, databaseUrl: string, overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789'),
    jwtPreviousSecret: undefined,
    totpSealingKey: new TextEncoder().encode('test-sealing-key-test-sealing-key-0123456789'),
    sessionIdleMinutes: 30,
    sessionMaxHours: 12,
    smtpUrl: undefined,
    mailFrom: 'Verdant Invest <no-reply@test.local>',
    supportEmail: 'support@test.local',
    redisUrl: undefined,
    authRateLimit: 1000,
    accountFailureLimit: 10,
    adminEmail: undefined,
    adminPassword: undefined,
    publicUrl: 'http://localhost:3000',
    demoData: false,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    webDist: undefined,
    trustProxy: false,
    // The rules that are not about fees are checked to the cent without one; the fee tests
    // (investments/fees.test.ts) and the browser journeys run with the default.
    platformFeeBps: 0,
    adminApprovalThresholdCents: 1_000_000,
    // One admin per test file books much more than a day's limit; the gate's own tests
    // (modules/approvals) run with the default $25,000.
    adminDailyLimitCents: 1_000_000_000,
    // Off: most tests link an account and withdraw at once; the hold's own tests
    // (wallet/payout-hold.test.ts) and the browser journeys run with it on.
    payoutAccountHoldHours: 0,
    adminTwoFactorRequired: false,
    platformBank: DEMO_PLATFORM_BANK,
    // On, as by default: the fixtures take the knowledge test and acknowledge the sheets through the API.
    investorProtection: true,
    autoInvest: true,
    ...overrides,
  };
}

/**
 * A real server on a free port over a fresh database: tests speak HTTP to it like any client. With
 * `twoRoles` on PostgreSQL it migrates as an owner role and serves as a role that owns nothing.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  opts: { twoRoles?: boolean } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verdant-test-'));
  const database = await createTestDatabaseUrl(opts);
  const migration = database.migrationUrl ? { databaseMigrationUrl: database.migrationUrl } : {};
  const app = await buildApp(testConfig(dataDir, database.url, { ...migration, ...overrides }));
  recordAnswers(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const outbox = path.join(dataDir, 'outbox');

  const server: TestServer = {
    app,
    url,
    dataDir,
    async request(method, urlPath, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | Uint8Array | FormData | undefined = opts.raw;
      if (opts.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(opts.body);
      }
      const res = await fetch(`${url}/api${urlPath}`, {
        method,
        headers,
        body: body as BodyInit | undefined,
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {}
      return { status: res.status, body: parsed as any, headers: res.headers };
    },
    mailsTo(to) {
      return readMails(outbox, to).map(({ subject, text }) => ({ subject, text }));
    },
    async waitForMail(to, match, timeoutMs = 5000) {
      return (await waitForMail(outbox, to, match, timeoutMs)).text;
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Another instance of the product on the same database and config (as behind a load balancer), listening. */
export async function startSecondInstance(
  server: TestServer,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(server.app.config);
  recordAnswers(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
