/**
 * npm run bench:auto-invest: an offering launched with 1,000 active auto-invest strategies. The
 * server runs as in production (its own job, on PostgreSQL); the clock starts when the offering goes
 * on sale (its row and its wake-up commit together, as the admin's create does) and stops when every
 * strategy has bought. Then the books are checked. Floor: every strategy within 10 seconds.
 *
 * Needs PostgreSQL: BENCH_DATABASE_URL, or TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUITABILITY_QUESTIONS } from '@app/contract/protection-rules';
import { buildApp, hashPassword, testConfig, verifyLedger } from '@app/server/testing';
import { dropDatabase, recreateDatabase, seedCustomers, seedProtection, withClient } from './database.ts';

const STRATEGIES = Number(process.env.AUTO_INVEST_STRATEGIES ?? 1_000);
const FLOOR_MS = 10_000;

const answers = Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.id, q.correct ?? q.options[0]!.id]));

async function main() {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `bench_auto_invest_${process.pid}`;
  const url = await recreateDatabase(base, dbName);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verdant-bench-auto-'));
  const app = await buildApp(testConfig(dataDir, url, { platformFeeBps: 25 }));
  try {
    await app.ready();
    await seedCustomers(url, STRATEGIES, await hashPassword('Bench-Auto-2026'));
    await seedProtection(url, answers);
    await withClient(url, (c) =>
      c.query(
        `INSERT INTO auto_invest_strategies (user_id, name, categories, max_term_months, amount_per_offering_cents,
                                             max_share_per_offering_pct, budget_cents, kiis_acknowledged_at, created_at)
         SELECT id, 'Bench ladder', ARRAY['Agriculture'], 24, 50000, 10, 1000000, now(),
                now() - make_interval(secs => row_number() OVER (ORDER BY id))
         FROM users`,
      ),
    );
    const started = performance.now();
    const offeringId = await withClient(url, async (c) => {
      await c.query('BEGIN');
      const { rows } = await c.query<{ id: string }>(
        `INSERT INTO offerings (name, img, category, return_bps, term_count, term_unit, price_per_unit_cents,
                                kiis_issuer, kiis_use_of_funds, kiis_risks, kiis_fees, kiis_payment)
         VALUES ('Bench Launch', '', 'Agriculture', 1000, 1, 'year', 10000, 'Bench Issuer', 'Bench loans.',
                 'All the money invested may be lost.', 'A platform fee on purchase.', 'At maturity.')
         RETURNING id`,
      );
      const id = rows[0]!.id;
      await c.query('INSERT INTO auto_invest_wakeups (offering_id) VALUES ($1)', [id]);
      await c.query('COMMIT');
      return id;
    });
    // One connection watches: a new one per look would fork a database backend ten times a second.
    const { bought, ms } = await withClient(url, async (c) => {
      let n = 0;
      while (n < STRATEGIES && performance.now() - started < 60_000) {
        await new Promise((r) => setTimeout(r, 100));
        const { rows } = await c.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM holdings WHERE offering_id = $1 AND strategy_id IS NOT NULL',
          [offeringId],
        );
        n = rows[0]!.n;
      }
      return { bought: n, ms: performance.now() - started };
    });
    const problems = (await verifyLedger(app.db)).problems;
    const verdict = bought === STRATEGIES && ms <= FLOOR_MS && problems.length === 0 ? 'meets' : 'MISSES';
    console.log(
      `auto-invest launch: ${bought} of ${STRATEGIES} strategies bought in ${(ms / 1000).toFixed(1)} s ` +
        `(${Math.round((bought / ms) * 1000)} purchases/s); ledger ${problems.length === 0 ? 'exact' : `${problems.length} problem(s)`}; ` +
        `${verdict} the floor (all within ${FLOOR_MS / 1000} s)`,
    );
    if (verdict !== 'meets') process.exitCode = 1;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(base, dbName);
  }
}

await main();
