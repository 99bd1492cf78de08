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
 * answer nor the first ledger page may read every ledger row. PostgreSQL only: the rows read come
 * from its statistics views. The time these answers take is measured by the bench
 * (`npm run bench:history`, tools/bench/history.ts), never here.
 */
const ENTRIES = 100_000;
const AUDIT_ROWS = 2_000;

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

    it("answers the customer's whole picture without reading the ledger", async () => {
      const res = await server.request('GET', `/auth/admin/users/${customer.id}`, { token: admin.token });
      // Each ten entries add $709.87 (7 deposits of $100, a $50 purchase, a fee of 13¢, a $60 payout).
      expect(res.body.user.balance).toBe((ENTRIES / 10) * 709.87);
      expect(res.body.audit.length).toBeLessThanOrEqual(500);
      // The answer reads no ledger row at all: the balance is the customer's own column.
      expect(await ledgerRowsReadBy(`/auth/admin/users/${customer.id}`, 5)).toBe(0);
    });

    it('answers the first ledger page, with totals, reading about its own rows', async () => {
      const first = await server.request('GET', `/auth/admin/users/${customer.id}/transactions`, {
        token: admin.token,
      });
      expect(first.body.totals.count).toBe(ENTRIES);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      // A page reads about its own rows (the index gives the order), never the whole history.
      const read = await ledgerRowsReadBy(`/auth/admin/users/${customer.id}/transactions`, 5);
      expect(read, `${read} ledger rows read for 5 pages`).toBeLessThan(5 * 100);
      // A type filter too: a tenth of the entries are fees, so a page of them reads about ten pages' rows.
      const fees = await ledgerRowsReadBy(`/auth/admin/users/${customer.id}/transactions?type=fee`, 5);
      expect(fees, `${fees} ledger rows read for 5 pages of fees`).toBeLessThan(5 * 1_000);
    });
  },
);
