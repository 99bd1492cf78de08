import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
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
    logLevel: 'silent',
    webDist: undefined,
    trustProxy: false,
    ...overrides,
  };
}

function decodeMail(raw: string): { subject: string; text: string } {
  const subject =
    /^Subject: (.*(?:\n[ \t].*)*)/m
      .exec(raw)?.[1]
      ?.replace(/\n[ \t]/g, ' ')
      .replace(/\?=\s+=\?/g, '?==?') ?? '';
  // RFC 2047: adjacent encoded words join without the folding space; decode bytes together (UTF-8 may span words).
  const decodedSubject = subject.replace(/(?:=\?UTF-8\?([BQ])\?(.*?)\?=)+/gi, (run: string) => {
    const bytes = [...run.matchAll(/=\?UTF-8\?([BQ])\?(.*?)\?=/gi)].map(([, enc, data]) =>
      enc!.toUpperCase() === 'B'
        ? Buffer.from(data!, 'base64')
        : Buffer.from(
            data!
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
  const part =
    /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: base64\n\n([A-Za-z0-9+/=\n]+)/.exec(raw);
  const text = part ? Buffer.from(part[1]!.replace(/\n/g, ''), 'base64').toString('utf8') : raw;
  return { subject: decodedSubject, text };
}

/** A real server on a free port over a fresh database: tests speak HTTP to it like any client. */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verdant-test-'));
  const database = await createTestDatabaseUrl();
  const app = await buildApp(testConfig(dataDir, database.url, overrides));
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
      let files: string[] = [];
      try {
        files = readdirSync(outbox).sort();
      } catch {
        return [];
      }
      return files
        .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        .filter((raw) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw))
        .map(decodeMail);
    },
    async waitForMail(to, match, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = server
          .mailsTo(to)
          .reverse()
          .find((m) => match.test(m.text) || match.test(m.subject));
        if (found) return found.text;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to} matching ${match}`);
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
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
