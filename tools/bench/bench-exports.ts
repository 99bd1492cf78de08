import { generateKeyPairSync } from 'node:crypto';
/**
 * `npm run bench:exports -w tools/bench`: the admin's ledger export at scale. Seeds 1,000,000 ledger
 * entries with SQL into its own PostgreSQL database (export_bench on the TEST_DATABASE_URL server),
 * starts the built server (apps/server/dist/server.js, `npm run build` first) as a child process,
 * downloads GET /api/auth/admin/exports/ledger.csv while sampling the server's resident memory, once
 * with the default heap and once with V8's old space capped, writes the figures into the "Exports"
 * section of docs/bench-report.md, and drops the database.
 *
 * The export reads keyset batches of 5,000 rows into a stream that waits for the client, so the
 * server's memory must not grow with the file's length. The default-heap run is reported (V8 lets
 * garbage pile up as it likes); the capped run is the gate: it must complete, and its peak over the
 * whole file must stay within LATE_GROWTH_LIMIT_MB of its peak over the first quarter.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '@app/server/testing';
import { closeBulkLoad, dropDatabase, recreateDatabase, withClient } from './database.ts';
import { startChild } from './processes.ts';
import { replaceSection } from './report.ts';

const CUSTOMERS = 1_000;
const ENTRIES_PER_CUSTOMER = 1_000;
const TOTAL = CUSTOMERS * ENTRIES_PER_CUSTOMER; // 1,000,000 entries
const DB_NAME = 'export_bench';
// After the first quarter of the file the peak may still move a little (GC timing), not with the rows.
const LATE_GROWTH_LIMIT_MB = 64;
// The second run's V8 old space: a download that completes under it holds no more than that.
const CAPPED_HEAP_MB = 48;
const ADMIN = { email: 'admin.exports@bench.example.com', password: 'Bench-Export-2026' };

const here = path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.resolve(here, '../..');
const base =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** Deposits, purchases, fees and an adjustment with a quoted reason per customer, running balances right. */
async function seed(url: string) {
  const hash = await hashPassword(ADMIN.password);
  await withClient(url, async (c) => {
    const step = async (label: string, sql: string, params: unknown[] = []) => {
      const t = Date.now();
      await c.query(sql, params);
      console.log(`  ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
    };
    await c.query(
      `INSERT INTO users (name, email, password_hash, role, email_verified_at)
       VALUES ('Export Admin', $1, $2, 'admin', now())`,
      [ADMIN.email, hash],
    );
    // The per-row triggers (daily totals, admin totals) are off for the load and recounted once after.
    await c.query('SET session_replication_role = replica');
    await step(
      `${CUSTOMERS.toLocaleString('en-US')} customers`,
      `INSERT INTO users (name, email, password_hash, email_verified_at, created_at)
       SELECT 'Export Customer ' || i, 'export' || i || '@bench.example.com', '!bench-unusable', now(),
              now() - interval '400 days'
       FROM generate_series(1, $1::int) AS i`,
      [CUSTOMERS],
    );
    await step(
      `${(CUSTOMERS * ENTRIES_PER_CUSTOMER).toLocaleString('en-US')} ledger entries`,
      `INSERT INTO ledger_entries (transaction_id, account_id, account_type, user_id, amount_cents,
                                   balance_after_cents, kind, reference_id, reason, created_at)
       SELECT id, id, 'cash', id, amount, sum(amount) OVER (PARTITION BY id ORDER BY k), kind,
              CASE WHEN kind = 'adjustment' THEN NULL ELSE gen_random_uuid() END,
              CASE WHEN kind = 'adjustment' THEN 'Correction, "as agreed"' END,
              created_at + make_interval(secs => k * 30000)
       FROM (SELECT u.id, u.created_at, k,
                    CASE k % 10 WHEN 7 THEN -5000 WHEN 8 THEN -13 WHEN 9 THEN 250 ELSE 10000 END AS amount,
                    CASE k % 10 WHEN 7 THEN 'investment' WHEN 8 THEN 'fee' WHEN 9 THEN 'adjustment'
                                ELSE 'deposit' END AS kind
             FROM users u CROSS JOIN generate_series(1, $1::int) AS k
             WHERE u.email LIKE 'export%@bench.example.com') s`,
      [ENTRIES_PER_CUSTOMER],
    );
    await step(
      'balances = ledger sums',
      `UPDATE users u SET balance_cents = l.total
       FROM (SELECT user_id, sum(amount_cents) AS total FROM ledger_entries GROUP BY user_id) l
       WHERE l.user_id = u.id`,
    );
    await c.query('RESET session_replication_role');
    const closing = Date.now();
    await closeBulkLoad(c);
    console.log(
      `  the books closed: other sides and chained headers (${((Date.now() - closing) / 1000).toFixed(1)} s)`,
    );
    await step('totals recounted', 'SELECT admin_totals_rebuild(), ledger_daily_totals_rebuild()');
    await step('VACUUM ANALYZE', 'VACUUM ANALYZE');
  });
}

/** The child's resident memory now, and its peak since the last reset, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Sets the peak (VmHWM) back to the current size, so the next reading is the peak of what follows. */
function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** What one download of the whole ledger cost the server. */
interface Measured {
  config: string;
  rows: number;
  bytes: number;
  seconds: number;
  idle: number;
  quarterPeak: number;
  peak: number;
}

/**
 * Starts the built server on the database (`heapMb` caps its V8 old space: a download that completes
 * under a small cap holds no more than that, whatever RSS the default heap sizing lets it reach), runs
 * `beforeLogin` (the seeding, once the server has migrated), downloads the whole ledger export.
 */
async function measure(
  url: string,
  heapMb: number | undefined,
  beforeLogin: () => Promise<void>,
): Promise<Measured> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verdant-bench-exports-'));
  const server = await startChild({
    script: path.join(repoRoot, 'apps/server/dist/server.js'),
    nodeArgs: heapMb ? [`--max-old-space-size=${heapMb}`] : [],
    cwd: repoRoot,
    healthPath: '/api/health',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: url,
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
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await beforeLogin();
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token?: string };
    if (!token) throw new Error(`admin login failed: ${login.status}`);
    const headers = { authorization: `Bearer ${token}` };
    const pid = server.process.pid!;

    // Warm the route up on an empty range, then measure the whole ledger.
    await (await fetch(`${server.url}/api/auth/admin/exports/ledger.csv?to=2000-01-01`, { headers })).text();
    const idle = memoryOf(pid).rss;
    resetPeak(pid);
    let sampledPeak = idle;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss);
    }, 20);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/auth/admin/exports/ledger.csv`, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    // The peak over the first quarter of the file too: memory that grew with the file's length would
    // show as a whole-file peak well above it.
    let quarterPeak = 0;
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
      if (!quarterPeak && lines > TOTAL / 4) quarterPeak = Math.max(sampledPeak, memoryOf(pid).peak);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const peak = Math.max(sampledPeak, memoryOf(pid).peak);
    const rows = lines - 1;
    if (rows !== TOTAL) throw new Error(`export had ${rows} rows`);
    const config = heapMb ? `old space capped at ${heapMb} MB` : 'default heap';
    return { config, rows, bytes, seconds, idle, quarterPeak, peak };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const url = await recreateDatabase(base, DB_NAME);
  try {
    const runs = [
      await measure(url, undefined, async () => {
        console.log(`Seeding ${DB_NAME}:`);
        await seed(url); // the server ran the migrations as it started
      }),
      await measure(url, CAPPED_HEAP_MB, async () => {}),
    ];
    const mb = (v: number) => `${v.toFixed(0)} MB`;
    // Gated on the capped run: with the default heap V8 collects when it likes, so that peak moves
    // from run to run; under the cap, a download that held more than a batch would fail outright.
    const gated = (r: Measured) => r.config !== 'default heap';
    const ok = (r: Measured) => !gated(r) || r.peak - r.quarterPeak <= LATE_GROWTH_LIMIT_MB;
    const day = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    const section = [
      '## Exports',
      '',
      `Written by \`npm run bench:exports -w tools/bench\` (after \`npm run build\`) on ${day} UTC, ${cpus().length} cores,`,
      `load average at the end ${load}. PostgreSQL, ${TOTAL.toLocaleString('en-US')} ledger entries seeded with`,
      'generate_series; the built server downloads all of them as GET /api/auth/admin/exports/ledger.csv.',
      '',
      '| server | rows | size | time | RSS idle | peak RSS, first quarter | peak RSS, whole file | target | result |',
      '|---|---:|---:|---:|---:|---:|---:|---|---|',
      ...runs.map(
        (r) =>
          `| ${r.config} | ${r.rows.toLocaleString('en-US')} | ${mb(r.bytes / 1024 / 1024)} | ${r.seconds.toFixed(1)} s | ${mb(r.idle)} | ${mb(r.quarterPeak)} | ${mb(r.peak)} | ${gated(r) ? `completes; whole - quarter <= ${LATE_GROWTH_LIMIT_MB} MB` : 'reported'} | ${gated(r) ? (ok(r) ? 'ok' : 'MISSED') : ''} |`,
      ),
      '',
      '- peak RSS: the larger of /proc VmHWM (reset just before the download) and VmRSS sampled every 20 ms.',
      '- the export reads keyset batches of 5,000 rows into a stream that waits for the client: memory',
      '  holds a batch and the stream buffer, so the peak does not grow with the file. With the default',
      '  heap, V8 lets garbage pile up before collecting; the capped run shows what the download needs.',
      '',
    ];
    replaceSection(path.join(repoRoot, 'docs/bench-report.md'), '## Exports', section.join('\n'));
    console.log(`\n${section.join('\n')}`);
    if (!runs.every(ok)) process.exitCode = 1;
  } finally {
    await dropDatabase(base, DB_NAME);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
