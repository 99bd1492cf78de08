/**
 * What the product is measured against, on this machine in this run: a bare Fastify server, pgbench
 * TPC-B, and the raw argon2id hash rate with the product's parameters. Each is set up once and measured
 * right before the endpoint it is the yardstick of (bench.ts), so both see the same machine.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { dropDatabase, recreateDatabase } from './database.ts';
import { type LoadResult, load } from './load.ts';
import { pgbenchInit, pgbenchRun } from './pgbench.ts';
import { askProbe, startChild } from './processes.ts';

const here = path.dirname(new URL(import.meta.url).pathname);

export interface Yardsticks {
  /**
   * GET / on the bare Fastify server (hello-server.ts), child process like the product, with its CPU
   * time per request measured inside it like the product's.
   */
  hello(connections: number, seconds: number): Promise<LoadResult & { cpuMsPerRequest: number }>;
  /** pgbench's TPC-B transactions per second with `clients` connections. */
  pgbench(clients: number, seconds: number): Promise<{ tps: number; latencyMs: number }>;
  /** argon2id hashes per second, as many in flight as libuv has pool threads. */
  argon2(seconds: number): Promise<number>;
  stop(): Promise<void>;
}

const PGBENCH_DB = 'bench_pgbench';
/** docs/architecture.md "Stack" parameters, as apps/server/src/lib/passwords.ts uses them. */
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const ARGON2_IN_FLIGHT = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
export const cores = availableParallelism();

async function hashRate(seconds: number): Promise<number> {
  const worker = async (until: number) => {
    let n = 0;
    for (; performance.now() < until; n++) await hash(`bench-password-${n}`, ARGON2_PARAMS);
    return n;
  };
  const start = performance.now();
  const counts = await Promise.all(
    Array.from({ length: ARGON2_IN_FLIGHT }, () => worker(start + seconds * 1000)),
  );
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - start) / 1000);
}

export async function startYardsticks(opts: {
  cwd: string;
  baseDbUrl: string;
  pgbenchScale: number;
}): Promise<Yardsticks> {
  const helloServer = await startChild({
    script: path.join(here, 'hello-server.ts'),
    nodeArgs: ['--import', path.join(here, 'event-loop-probe.mjs'), '--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    healthPath: '/',
    cwd: opts.cwd,
  });
  const pgUrl = await recreateDatabase(opts.baseDbUrl, PGBENCH_DB);
  await pgbenchInit(pgUrl, opts.pgbenchScale);
  let warm = { hello: false, pgbench: false, argon2: false };
  return {
    async hello(connections, seconds) {
      const url = `${helloServer.url}/`;
      if (!warm.hello) await load({ url, connections, seconds: 2 });
      warm = { ...warm, hello: true };
      await askProbe(helloServer.process, 'start');
      const result = await load({ url, connections, seconds });
      const { cpuMs } = await askProbe<{ cpuMs: number }>(helloServer.process, 'read');
      return { ...result, cpuMsPerRequest: cpuMs / Math.max(1, result.total) };
    },
    async pgbench(clients, seconds) {
      if (!warm.pgbench) await pgbenchRun(pgUrl, clients, 2);
      warm = { ...warm, pgbench: true };
      return pgbenchRun(pgUrl, clients, seconds);
    },
    async argon2(seconds) {
      if (!warm.argon2) await hashRate(1);
      warm = { ...warm, argon2: true };
      return hashRate(seconds);
    },
    async stop() {
      await helloServer.stop();
      await dropDatabase(opts.baseDbUrl, PGBENCH_DB);
    },
  };
}
