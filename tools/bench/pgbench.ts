/** The database yardstick: pgbench's built-in TPC-B-like script on the same PostgreSQL server. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
}

function connectionArgs(url: string): string[] {
  const u = new URL(url);
  return ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
}

const dbName = (url: string) => new URL(url).pathname.slice(1);

/** pgbench -i: the four tables at `scale` (one branch row per scale unit, 100,000 accounts each). */
export async function pgbenchInit(url: string, scale: number): Promise<void> {
  await run('pgbench', ['-i', '-q', '-s', String(scale), ...connectionArgs(url), dbName(url)], {
    env: { ...process.env, PGPASSWORD: decodeURIComponent(new URL(url).password) },
    timeout: 300_000,
  });
}

/** `clients` connections for `seconds`; tps excludes the connection set-up. */
export async function pgbenchRun(url: string, clients: number, seconds: number): Promise<PgbenchResult> {
  const args = ['-c', String(clients), '-j', '2', '-T', String(seconds), '-n', ...connectionArgs(url)];
  const { stdout } = await run('pgbench', [...args, dbName(url)], {
    env: { ...process.env, PGPASSWORD: decodeURIComponent(new URL(url).password) },
    timeout: (seconds + 60) * 1000,
  });
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { tps: Number(tps), latencyMs: Number(latency ?? 0) };
}
