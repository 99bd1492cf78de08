/**
 * `npm run bench`: the product's throughput and latency next to yardsticks measured on the same
 * machine in the same run, so the ratios hold on any machine.
 *
 * - bare Fastify 'hello' (child process)       -> GET /api/auth/me, GET /api/auth/investments
 * - pgbench TPC-B, same number of connections  -> POST /api/auth/deposit-requests, POST /api/auth/invest
 * - raw argon2id hash rate, same parameters     -> POST /api/auth/login (+ event-loop delay inside the server)
 * - `npm run bench:admin` (admin lists and stats at 100,000 users / 1,000,000 ledger entries)
 * - `npm run bench:history` (one customer's history at 100,000 ledger entries: first and deep page)
 *
 * Each endpoint is measured in BENCH_ROUNDS rounds (default 2), each round its yardstick then the
 * endpoint, BENCH_SECONDS each (default 10), after a 2 s warm-up: a machine whose load drifts during
 * the run (a shared one) weighs on both sides of each ratio alike. A round starts once the server has
 * delivered the mails earlier rounds queued (deposit requests each queue one): a deposit round pays for
 * the deliveries that run during it, and no later yardstick or endpoint shares the machine with them.
 *
 * The product is the built server (apps/server/dist/server.js; `npm run bench` builds first) started as
 * a child with NODE_ENV=production on its own PostgreSQL database (dropped afterwards), Redis-backed
 * counters, rate limits raised for this server only. Prints one table; exits 1 when a target is missed
 * (its row says MISSED).
 *
 * Env: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
 * BENCH_REDIS_URL (default redis://127.0.0.1:6379/13; 'none': in-memory counters), BENCH_ONLY=
 * me,investments,deposit,invest,purchases-at-once,login,admin,history, BENCH_PROFILE=<dir> (one CPU profile of the server per
 * measurement, <dir>/<name>.cpuprofile; read them with profile-top.ts).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAdminBench } from './admin.ts';
import { barePurchases } from './bare-purchase.ts';
import { oneCustomerBursts } from './burst.ts';
import { dropDatabase, withDepositReviewer } from './database.ts';
import { runHistoryBench } from './history.ts';
import { type Measured, startProduct } from './product.ts';
import { benchRedisUrl, clearBenchRedis } from './redis.ts';
import { printTable, type Row, writeReport } from './report.ts';
import { deposit, invest, login, me, offerings, purchasesAtOnce } from './scenarios.ts';
import { ARGON2_IN_FLIGHT, cores, startYardsticks } from './yardsticks.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const READ_CONNECTIONS = 50;
/** HTTP connections for the POSTs = the server's PostgreSQL pool size = pgbench clients. */
const DB_CONNECTIONS = 10;
const LOGIN_CONNECTIONS = 8;
const DB_NAME = 'bench_load';
const baseDbUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const wants = (name: string) => !only || only.includes(name);
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
type Scenario = typeof me;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * ROUNDS × (yardstick, endpoint); the endpoint's runs combined (p99 and loop delay: the worst round).
 * Each round starts once the server has finished the background work earlier requests left it (the
 * mails of deposit requests): neither the yardstick nor the next endpoint shares the machine with it.
 */
async function pairedRounds(
  name: string,
  settle: () => Promise<{ waiting: number; ms: number }>,
  yardstick: () => Promise<number>,
  endpoint: () => Promise<Measured>,
): Promise<Measured & { yard: number }> {
  const yards: number[] = [];
  const runs: Measured[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const settled = await settle();
    if (settled.waiting > 0) {
      console.log(
        `  (waited ${(settled.ms / 1000).toFixed(1)} s for the server to deliver ${settled.waiting} queued mails)`,
      );
    }
    yards.push(await yardstick());
    const m = await endpoint();
    runs.push(m);
    console.log(
      `  ${name}, round ${round}: ${m.result.rps.toFixed(1)}/s vs ${yards.at(-1)!.toFixed(1)}/s, ` +
        `server CPU ${m.cpuMsPerRequest.toFixed(2)} ms/request (load ${loadNow()})`,
    );
  }
  const results = runs.map((r) => r.result);
  const statusCodes: Record<string, number> = {};
  for (const r of results) {
    for (const [code, n] of Object.entries(r.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  }
  const worstLoop = runs.map((r) => r.loop).sort((a, b) => b.p99 - a.p99)[0]!;
  return {
    result: {
      rps: mean(results.map((r) => r.rps)),
      p50: mean(results.map((r) => r.p50)),
      p99: Math.max(...results.map((r) => r.p99)),
      total: results.reduce((a, r) => a + r.total, 0),
      failures: results.reduce((a, r) => a + r.failures, 0),
      statusCodes,
    },
    loop: worstLoop,
    cpuMsPerRequest: mean(runs.map((r) => r.cpuMsPerRequest)),
    yard: mean(yards),
  };
}

function row(
  name: string,
  connections: number,
  m: Measured & { yard: number },
  yardstick: string,
  min: number,
  p99Max?: number,
): Row {
  const r = m.result;
  const ratio = r.rps / m.yard;
  return {
    name,
    connections,
    rate: r.rps,
    p50: r.p50,
    p99: r.p99,
    cpuMs: m.cpuMsPerRequest,
    yardstick,
    yardstickRate: m.yard,
    ratio,
    target: `>= ${min}%${p99Max ? `, p99 < ${p99Max} ms` : ''}`,
    ok: ratio >= min / 100 && (p99Max === undefined || r.p99 < p99Max) && r.failures === 0,
    note: r.failures ? `${r.failures} failed responses ${JSON.stringify(r.statusCodes)}` : undefined,
  };
}

/** A row measured on its own (no yardstick): purchases/s, p50 and p99, with a p99 target when given. */
function atOnceRow(name: string, m: Measured, p99Max?: number): Row {
  const r = m.result;
  return {
    name: `POST /api/auth/invest: ${name}`,
    connections: 8,
    rate: r.rps,
    p50: r.p50,
    p99: r.p99,
    cpuMs: m.cpuMsPerRequest,
    target: p99Max ? `p99 < ${p99Max} ms` : undefined,
    ok: (p99Max === undefined || r.p99 < p99Max) && r.failures === 0,
    note: r.failures ? `${r.failures} failed responses ${JSON.stringify(r.statusCodes)}` : undefined,
  };
}

/** The purchase's server CPU per request against the bare yardstick's per transaction: at most 3×. */
function cpuRow(productMs: number, bare: { tps: number; cpuMsPerTx: number }): Row {
  const times = productMs / bare.cpuMsPerTx;
  return {
    name: '  purchase server CPU vs the bare SQL',
    cpuMs: productMs,
    yardstick: 'bare purchase SQL (node-postgres)',
    yardstickRate: bare.tps,
    target: '<= 3x its CPU per transaction',
    ok: times <= 3,
    note: `${times.toFixed(2)}x: ${productMs.toFixed(3)} ms against ${bare.cpuMsPerTx.toFixed(3)} ms`,
  };
}

async function main() {
  console.log(`Verdant Invest bench: ${cores} cores, load average ${loadNow()} (1, 5, 15 min)`);
  console.log(
    `${ROUNDS} rounds of (yardstick, endpoint), ${SECONDS} s each; PostgreSQL ${new URL(baseDbUrl).host}\n`,
  );
  const rows: Row[] = [];
  const redis = await benchRedisUrl();
  const yard = await startYardsticks({
    cwd: repoRoot,
    baseDbUrl,
    pgbenchScale: Math.max(DB_CONNECTIONS, 10),
  });
  const product = await startProduct({
    repoRoot,
    baseDbUrl,
    dbName: DB_NAME,
    redisUrl: redis,
    customers: 100,
    offerings: 10,
    profileDir: process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined,
  });
  console.log(`product: ${product.url} (NODE_ENV=production, PostgreSQL, Redis ${redis ? 'on' : 'off'})`);
  try {
    const hello = async () => {
      const r = await yard.hello(READ_CONNECTIONS, SECONDS);
      console.log(`  (hello: ${r.rps.toFixed(0)}/s, server CPU ${r.cpuMsPerRequest.toFixed(3)} ms/request)`);
      return r.rps;
    };
    const pgbench = () => yard.pgbench(DB_CONNECTIONS, SECONDS).then((r) => r.tps);
    const argon2 = () => yard.argon2(SECONDS);
    const measure = (name: string, scenario: Scenario, connections: number) => () =>
      product.measure(name, scenario(product, connections, SECONDS));
    const paired = (name: string, yardstick: () => Promise<number>, endpoint: () => Promise<Measured>) =>
      pairedRounds(name, () => product.settle(), yardstick, endpoint);
    if (wants('me')) {
      const m = await paired('GET /api/auth/me', hello, measure('me', me, READ_CONNECTIONS));
      rows.push(row('GET /api/auth/me', READ_CONNECTIONS, m, 'hello', 25));
    }
    if (wants('investments')) {
      const m = await paired(
        'GET /api/auth/investments',
        hello,
        measure('investments', offerings, READ_CONNECTIONS),
      );
      rows.push(row('GET /api/auth/investments', READ_CONNECTIONS, m, 'hello', 35));
    }
    if (wants('deposit')) {
      const m = await paired('POST /api/auth/deposit-requests', pgbench, () =>
        withDepositReviewer(product.dbUrl, measure('deposit', deposit, DB_CONNECTIONS)),
      );
      rows.push(row('POST /api/auth/deposit-requests', DB_CONNECTIONS, m, 'pgbench tps', 20));
    }
    if (wants('invest')) {
      const m = await paired('POST /api/auth/invest', pgbench, measure('invest', invest, DB_CONNECTIONS));
      rows.push(row('POST /api/auth/invest', DB_CONNECTIONS, m, 'pgbench tps', 15));
      // The same statements with no HTTP and no ORM: the purchase's server CPU may be at most 3× theirs.
      const bare = await barePurchases(product.dbUrl, DB_CONNECTIONS, SECONDS, { pipeline: true });
      console.log(
        `  bare purchase SQL: ${bare.tps.toFixed(0)}/s, client CPU ${bare.cpuMsPerTx.toFixed(3)} ms/transaction`,
      );
      rows.push(cpuRow(m.cpuMsPerRequest, bare));
    }
    if (wants('purchases-at-once')) {
      // One customer's 8 simultaneous purchases take turns on their row; 50 bursts, the balance exact.
      const burst = await oneCustomerBursts(product);
      rows.push({
        name: 'POST /api/auth/invest: one customer, 8 at once × 50',
        connections: 8,
        p50: burst.p50,
        p99: burst.p99,
        target: 'all answered, balance exact, p99 < 60 ms',
        ok: burst.answered === burst.sent && burst.driftCents === 0 && burst.p99 < 60,
        note: `${burst.answered}/${burst.sent} answered, balance off by ${burst.driftCents} cents`,
      });
      const eight = await product.measure('eight-customers', purchasesAtOnce(8)(product, 8, SECONDS));
      rows.push(atOnceRow('8 customers buying at once', eight));
    }
    if (wants('login')) {
      const m = await paired('POST /api/auth/login', argon2, measure('login', login, LOGIN_CONNECTIONS));
      rows.push(row('POST /api/auth/login', LOGIN_CONNECTIONS, m, `argon2id x${ARGON2_IN_FLIGHT}`, 75));
      rows.push({
        name: '  event-loop delay in the server meanwhile',
        p50: m.loop.p50,
        p99: m.loop.p99,
        target: 'p99 < 20 ms',
        ok: m.loop.p99 < 20,
        note: `worst round: max ${m.loop.max} ms over ${m.loop.samples} samples (monitorEventLoopDelay, 5 ms resolution)`,
      });
    }
  } finally {
    await product.stop();
    await yard.stop();
    await dropDatabase(baseDbUrl, DB_NAME);
    await clearBenchRedis(redis);
  }

  if (wants('admin')) {
    console.log('admin console: npm run bench:admin (seeds 100,000 users and 1,000,000 ledger entries)…');
    rows.push(...(await runAdminBench(repoRoot, 50)));
  }

  if (wants('history')) {
    console.log('history: one customer with 100,000 ledger entries, first and deep page…');
    rows.push(...(await runHistoryBench(baseDbUrl, 30)));
  }

  console.log(`\nload average at the end: ${loadNow()} (1, 5, 15 min)\n`);
  printTable(rows);
  const report = writeReport(path.join(repoRoot, 'docs', 'bench-report.md'), rows, {
    cores,
    seconds: SECONDS,
    rounds: ROUNDS,
    loadAtEnd: loadNow(),
  });
  console.log(`\nreport: ${path.relative(repoRoot, report)}`);
  const missed = rows.filter((r) => r.ok === false);
  if (missed.length) {
    console.error(`\nMISSED: ${missed.map((r) => r.name.trim()).join('; ')}`);
    process.exitCode = 1;
  } else console.log('\nOK: every target met');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
