import type { FaultWindows } from './fault-client.ts';
import type { FaultDatabase } from './fault-database.ts';
import type { Invariant } from './invariants.ts';
import type { ServerInstance } from './server-instance.ts';
import type { TcpProxy } from './tcp-proxy.ts';

export interface FaultEvent {
  at: number;
  what: string;
  invariant?: Invariant;
}

const OUTAGE_MS = 4_000;
const RECOVERY_LIMIT_MS = 20_000;

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - Date.now())));

async function readyStatus(i: ServerInstance): Promise<number> {
  try {
    return (await fetch(`${i.url}/api/ready`, { signal: AbortSignal.timeout(3_000) })).status;
  } catch {
    return 0;
  }
}

/** Polls until every instance answers /api/ready with 200; the time it took, or null past the limit. */
async function allReady(instances: ServerInstance[], limitMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const statuses = await Promise.all(instances.map(readyStatus));
    if (statuses.every((s) => s === 200)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

/**
 * The faults, at fixed points of the load: SIGKILL and restart of instance A (20 %), a database outage
 * through the proxy (45 %), and a storm of pg_terminate_backend on every connection (75 %).
 */
export async function runFaults(p: {
  instances: ServerInstance[];
  proxy: TcpProxy;
  database: FaultDatabase;
  windows: FaultWindows;
  events: FaultEvent[];
  durationMs: number;
  started: number;
}) {
  const { instances, proxy, database, windows, events } = p;
  const at = (f: number) => p.started + f * p.durationMs;
  const log = (what: string, invariant?: Invariant) => {
    events.push({ at: Date.now(), what, invariant });
    console.log(`  ${((Date.now() - p.started) / 1000).toFixed(1)} s into the load: ${what}`);
  };

  await sleepUntil(at(0.2));
  const a = instances[0]!;
  windows.begin();
  await a.kill();
  log(`instance ${a.name} killed with SIGKILL mid-load`);
  const t = Date.now();
  await a.start();
  const back = Date.now() - t;
  windows.end();
  log(`instance ${a.name} restarted, ready in ${(back / 1000).toFixed(1)} s`, {
    name: `instance ${a.name} SIGKILLed mid-load and restarted: ready and serving again`,
    held: (await readyStatus(a)) === 200,
    detail: `ready ${(back / 1000).toFixed(1)} s after the restart`,
  });

  await sleepUntil(at(0.45));
  windows.begin();
  await proxy.cut();
  log(`database cut off (proxy closed, ${proxy.dropped} connections dropped) for ${OUTAGE_MS / 1000} s`);
  const seen = new Map<string, Set<number>>(instances.map((i) => [i.name, new Set()]));
  const outageEnds = Date.now() + OUTAGE_MS;
  while (Date.now() < outageEnds) {
    const statuses = await Promise.all(instances.map(readyStatus));
    statuses.forEach((s, i) => {
      seen.get(instances[i]!.name)!.add(s);
    });
    await new Promise((r) => setTimeout(r, 250));
  }
  await proxy.restore();
  const recovered = await allReady(instances, RECOVERY_LIMIT_MS);
  windows.end();
  const answers = [...seen].map(([n, s]) => `${n}: ${[...s].join('/')}`).join(', ');
  log(`database restored; /api/ready during the outage ${answers}`, {
    name: 'database outage: /api/ready answered 503 on both instances meanwhile',
    held: [...seen.values()].every((s) => s.has(503)),
    detail: answers,
  });
  log(
    `both instances ready again ${recovered === null ? 'NEVER' : `after ${(recovered / 1000).toFixed(1)} s`}`,
    {
      name: 'after the outage both instances recovered by themselves',
      held: recovered !== null,
      detail:
        recovered === null
          ? `not within ${RECOVERY_LIMIT_MS / 1000} s`
          : `${(recovered / 1000).toFixed(1)} s`,
    },
  );

  await sleepUntil(at(0.75));
  windows.begin();
  let terminated = 0;
  for (let i = 0; i < 7; i++) {
    const r = await database.pool
      .query(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database.name],
      )
      .catch(() => ({ rows: [{ n: 0 }] }));
    terminated += Number(r.rows[0]?.n ?? 0);
    await new Promise((res) => setTimeout(res, 300));
  }
  const again = await allReady(instances, RECOVERY_LIMIT_MS);
  windows.end();
  log(`pg_terminate_backend storm: ${terminated} backends killed over 2 s`, {
    name: 'connections killed by the database: both instances ready again',
    held: again !== null && terminated > 0,
    detail: `${terminated} backends terminated; ready ${again === null ? 'never' : `after ${(again / 1000).toFixed(1)} s`}`,
  });
}
