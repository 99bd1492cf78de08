import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { bulkCashPostingsForTest } from '../../test/ledger-fixtures.ts';
import { onPostgres } from '../../test/test-database.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import type { TestUser } from '../wallet/wallet.test-support.ts';

/**
 * The admin's customer page stays fast for a customer with a long history: neither the customer's
 * answer nor the first ledger page may read every ledger row. A measurement, so PostgreSQL only (the
 * in-memory PGlite of the other tests measures nothing a deployment sees).
 */
const ENTRIES = 100_000;
const AUDIT_ROWS = 2_000;
const CALLS = 50;
const BUDGET_MS = 50;

let server: TestServer;
let admin: TestUser;
let customer: TestUser;

/** Deposits, purchases, payouts and fees a minute apart; the running balance never dips below 0. */
async function seedLedger(userId: string) {
  await bulkCashPostingsForTest(
    server.app.db,
    userId,
    sql`
    SELECT CASE i % 10 WHEN 7 THEN -5000 WHEN 8 THEN -13 WHEN 9 THEN 6000 ELSE 10000 END AS amount_cents,
           CASE i % 10 WHEN 7 THEN 'investment' WHEN 8 THEN 'fee' WHEN 9 THEN 'payout' ELSE 'deposit' END AS kind,
           gen_random_uuid() AS reference_id, NULL::text AS reason,
           now() - make_interval(secs => (${ENTRIES}::int - i) * 60) AS created_at
    FROM generate_series(1, ${ENTRIES}::int) AS i`,
  );
  // More audit entries about the customer than the page lists: the answer must stop at its limit.
  await server.app.db.execute(sql`
    INSERT INTO audit_log (actor_id, action, target_type, target_id, details, created_at)
    SELECT ${admin.id}::uuid, 'user.reset_link_sent', 'user', ${userId}, '{}'::jsonb,
           now() - make_interval(secs => i)
    FROM generate_series(1, ${AUDIT_ROWS}::int) AS i`);
  await server.app.db.execute(sql`ANALYZE`);
  // The balance update above read every entry; counting starts once that reading is reported.
  for (let waited = 0; (await ledgerRowsRead()) < ENTRIES && waited < 15_000; waited += 250) await sleep(250);
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)]!;
}

/**
 * Warm-up calls first (plans cached, pages in memory), then rounds of CALLS timed ones, one at a
 * time. Other test files share the machine, so a burst of their work can spoil one round: the best
 * of up to ROUNDS counts. A scan of every ledger row is slow in every round, so it still fails.
 */
const ROUNDS = 3;
async function measure(path: string): Promise<number> {
  for (let i = 0; i < 10; i++) {
    const res = await server.request('GET', path, { token: admin.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  }
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS && best >= BUDGET_MS; round++) {
    const samples: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      const res = await server.request('GET', path, { token: admin.token });
      samples.push(performance.now() - started);
      expect(res.status).toBe(200);
    }
    best = Math.min(best, p95(samples));
  }
  console.info(`p95 of GET ${path.replace(/[0-9a-f-]{36}/, ':userId')}: ${best.toFixed(1)} ms`);
  return best;
}

/** Ledger rows PostgreSQL has read so far, by sequential scans and through indexes. */
async function ledgerRowsRead(): Promise<number> {
  const found = await rows<{ n: string }>(
    server.app.db,
    sql`
    SELECT (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::text AS n
    FROM pg_stat_user_tables WHERE relname = 'ledger_entries'`,
  );
  return Number(found[0]?.n ?? 0);
}

/**
 * How many ledger rows `calls` calls of `path` read. Each server connection reports its counts
 * about a second after it goes idle, so the reading waits for that.
 */
async function ledgerRowsReadBy(path: string, calls: number): Promise<number> {
  await sleep(2_500);
  const before = await ledgerRowsRead();
  for (let i = 0; i < calls; i++) await server.request('GET', path, { token: admin.token });
  await sleep(2_500);
  return (await ledgerRowsRead()) - before;
}

describe.skipIf(!onPostgres)(
  `the customer page with ${ENTRIES.toLocaleString('en-US')} ledger entries (PostgreSQL only: set TEST_DATABASE_URL)`,
  { timeout: 120_000 },
  () => {
    beforeAll(async () => {
      server = await startTestServer();
      [admin, customer] = await Promise.all([
        signUpAdmin(server),
        signUpAndLogin(server, { name: 'Lena Longhistory' }),
      ]);
      await seedLedger(customer.id);
    }, 180_000);
    afterAll(async () => {
      await server?.close();
    });

    it(`answers the customer's whole picture with p95 under ${BUDGET_MS} ms`, async () => {
      const res = await server.request('GET', `/auth/admin/users/${customer.id}`, { token: admin.token });
      // Each ten entries add $709.87 (7 deposits of $100, a $50 purchase, a fee of 13¢, a $60 payout).
      expect(res.body.user.balance).toBe((ENTRIES / 10) * 709.87);
      expect(res.body.audit.length).toBeLessThanOrEqual(500);
      // The answer reads no ledger row at all: the balance is the customer's own column.
      expect(await ledgerRowsReadBy(`/auth/admin/users/${customer.id}`, 5)).toBe(0);
      const took = await measure(`/auth/admin/users/${customer.id}`);
      expect(took, `p95 ${took.toFixed(1)} ms`).toBeLessThan(BUDGET_MS);
    });

    it(`answers the first ledger page, with totals, with p95 under ${BUDGET_MS} ms`, async () => {
      const first = await server.request('GET', `/auth/admin/users/${customer.id}/transactions`, {
        token: admin.token,
      });
      expect(first.body.totals.count).toBe(ENTRIES);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      // A page reads about its own rows (the index gives the order), never the whole history.
      const read = await ledgerRowsReadBy(`/auth/admin/users/${customer.id}/transactions`, 5);
      expect(read, `${read} ledger rows read for 5 pages`).toBeLessThan(5 * 100);
      const took = await measure(`/auth/admin/users/${customer.id}/transactions`);
      expect(took, `p95 ${took.toFixed(1)} ms`).toBeLessThan(BUDGET_MS);
      const fees = await measure(`/auth/admin/users/${customer.id}/transactions?type=fee`);
      expect(fees, `p95 of a type filter ${fees.toFixed(1)} ms`).toBeLessThan(BUDGET_MS);
    });
  },
);
