import { generateKeyPairSync } from 'node:crypto';
/**
 * The product under load: the built server (apps/server/dist/server.js) as a child process with
 * NODE_ENV=production on its own PostgreSQL database, seeded with SQL, signed in through the API.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUITABILITY_QUESTIONS } from '@app/contract/protection-rules';
import { hash } from '@node-rs/argon2';
import {
  analyze,
  recreateDatabase,
  seedCustomers,
  seedOfferings,
  seedProtection,
  waitForOutbox,
} from './database.ts';
import { type LoadOptions, type LoadResult, load } from './load.ts';
import { askProbe, startChild } from './processes.ts';

// Mails queued by a run of deposit requests take the server some seconds to deliver after it.
const SETTLE_TIMEOUT_MS = 180_000;

import { ARGON2_PARAMS } from './yardsticks.ts';

export const BENCH_PASSWORD = 'Bench-Password-2026';
const here = path.dirname(new URL(import.meta.url).pathname);

export interface Product {
  url: string;
  /** The product's own database (for the bench's stand-in admin). */
  dbUrl: string;
  tokens: string[];
  emails: string[];
  offeringIds: string[];
  logFile: string;
  /**
   * One measurement: a 2 s warm-up, then the load with the server's event-loop delay and CPU time
   * recorded inside it (event-loop-probe.mjs), under the CPU profiler when profiling.
   */
  measure(name: string, opts: LoadOptions): Promise<Measured>;
  /** Waits for the server's background work (mails queued by earlier requests) to be done. */
  settle(): Promise<{ waiting: number; ms: number }>;
  stop(): Promise<void>;
}

export interface Probe {
  p50: number;
  p99: number;
  max: number;
  samples: number;
  cpuMs: number;
}
export interface Measured {
  result: LoadResult;
  loop: Probe;
  /** Server CPU time (all its threads) per answered request, ms: what the machine's load cannot skew. */
  cpuMsPerRequest: number;
}

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'verdant-bench' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

export async function startProduct(opts: {
  repoRoot: string;
  baseDbUrl: string;
  dbName: string;
  redisUrl: string | undefined;
  customers: number;
  offerings: number;
  /** Directory for CPU profiles of the server, one per measurement; undefined: no profiling. */
  profileDir?: string;
}): Promise<Product> {
  const serverJs = path.join(opts.repoRoot, 'apps/server/dist/server.js');
  const dbUrl = await recreateDatabase(opts.baseDbUrl, opts.dbName);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verdant-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const nodeArgs = ['--import', path.join(here, 'event-loop-probe.mjs')];
  if (opts.profileDir) mkdirSync(opts.profileDir, { recursive: true });
  const server = await startChild({
    script: serverJs,
    nodeArgs,
    cwd: opts.repoRoot,
    healthPath: '/api/health',
    logFile,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      REDIS_URL: opts.redisUrl ?? '',
      JWT_SECRET: `bench-${Math.random().toString(36).slice(2)}-${'s'.repeat(32)}`,
      TOTP_SEALING_KEY: `bench-${Math.random().toString(36).slice(2)}-${'k'.repeat(32)}`,
      LEDGER_CHECKPOINT_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ format: 'pem', type: 'pkcs8' })
        .toString(),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      PUBLIC_URL: 'http://localhost:3000',
      PLATFORM_BANK_NAME: 'Bench Bank',
      PLATFORM_BANK_ACCOUNT_NAME: 'Verdant Invest client money',
      PLATFORM_BANK_ACCOUNT_NUMBER: '12345678',
      BENCH_PROFILE_DIR: opts.profileDir ?? '',
      // Production logs (info: one access line per request) unless BENCH_LOG_LEVEL says otherwise.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      // Raised for the bench server only: the login storm is one IP and a few accounts.
      AUTH_RATE_LIMIT: '1000000000',
      ACCOUNT_FAILURE_LIMIT: '1000000000',
    },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const passwordHash = await hash(BENCH_PASSWORD, ARGON2_PARAMS);
    const emails = await seedCustomers(dbUrl, opts.customers, passwordHash);
    const offeringIds = await seedOfferings(dbUrl, opts.offerings);
    await seedProtection(
      dbUrl,
      Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.id, q.correct ?? q.options[0]!.id])),
    );
    await analyze(dbUrl);
    const tokens: string[] = [];
    for (const email of emails) tokens.push(await login(server.url, email));
    return {
      url: server.url,
      dbUrl,
      tokens,
      emails,
      offeringIds,
      logFile,
      async measure(name, loadOptions) {
        await load({ ...loadOptions, seconds: 2 });
        if (opts.profileDir) await askProbe(server.process, 'profile:start');
        await askProbe(server.process, 'start');
        const result = await load(loadOptions);
        const loop = await askProbe<Probe>(server.process, 'read');
        if (opts.profileDir) await askProbe<string>(server.process, `profile:stop:${name}`);
        return { result, loop, cpuMsPerRequest: loop.cpuMs / Math.max(1, result.total) };
      },
      settle: () => waitForOutbox(dbUrl, SETTLE_TIMEOUT_MS),
      stop,
    };
  } catch (err) {
    const log = readFileSync(logFile, 'utf8').slice(-4000);
    await stop();
    throw new Error(`${(err as Error).message}\nserver log:\n${log}`);
  }
}
