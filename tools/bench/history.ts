/**
 * One customer with 100,000 ledger entries: GET /auth/transactions on its first page and on a deep
 * page (entry 90,000, reached through the cursors), and the admin's view of the same customer (their
 * page and their first ledger page), sequential requests over HTTP to the real app on its own
 * PostgreSQL database. Keyset paging must cost the same at any depth: p95 < 30 ms for each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, hashPassword, testConfig } from '@app/server/testing';
import { closeBulkLoad, dropDatabase, recreateDatabase, withClient } from './database.ts';
import type { Row } from './report.ts';

const ENTRIES = 100_000;
const DEEP = 90_000;
const RUNS = 200;
const WARMUP = 20;
const CUSTOMER = { email: 'history@bench.example.com', password: 'Bench-History-2026' };
const ADMIN = { email: 'history-admin@bench.example.com', password: CUSTOMER.password };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Deposits, purchases, payouts and fees over the last ~70 days; the running balance never dips below 0.
 * Returns the customer's id.
 */
async function seed(url: string): Promise<string> {
  const hash = await hashPassword(CUSTOMER.password);
  return withClient(url, async (c) => {
    await c.query(
      `INSERT INTO users (name, email, password_hash, role, email_verified_at) VALUES ('History Admin', $1, $2, 'admin', now())`,
      [ADMIN.email, hash],
    );
    const { rows } = await c.query<{ id: string }>(
      `INSERT INTO users (name, email, password_hash, phonenumber, email_verified_at, created_at)
       VALUES ('History Bench', $1, $2, '+15550000001', now(), now() - interval '80 days') RETURNING id`,
      [CUSTOMER.email, hash],
    );
    const userId = rows[0]!.id;
    // One transaction: the postings' header (closeBulkLoad) must exist when the postings commit.
    await c.query('BEGIN');
    await c.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, account_type, user_id, amount_cents,
                                   balance_after_cents, kind, reference_id, created_at)
       SELECT $1::uuid, $1::uuid, 'cash', $1::uuid, amount, sum(amount) OVER (ORDER BY i), kind, gen_random_uuid(),
              now() - make_interval(secs => ($2::int - i) * 60)
       FROM (SELECT i,
                    CASE i % 10 WHEN 7 THEN -5000 WHEN 8 THEN -13 WHEN 9 THEN 6000 ELSE 10000 END AS amount,
                    CASE i % 10 WHEN 7 THEN 'investment' WHEN 8 THEN 'fee' WHEN 9 THEN 'payout'
                                ELSE 'deposit' END AS kind
             FROM generate_series(1, $2::int) AS i) s`,
      [userId, ENTRIES],
    );
    await c.query(
      `UPDATE users SET balance_cents = (SELECT sum(amount_cents) FROM ledger_entries WHERE user_id = $1)
       WHERE id = $1`,
      [userId],
    );
    await closeBulkLoad(c);
    await c.query('COMMIT');
    await c.query('VACUUM ANALYZE');
    return userId;
  });
}

export async function runHistoryBench(baseDbUrl: string, budgetMs = 30): Promise<Row[]> {
  const dbName = `bench_history_${process.pid}`;
  const url = await recreateDatabase(baseDbUrl, dbName);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verdant-bench-history-'));
  const app = await buildApp(testConfig(dataDir, url, { authRateLimit: 10_000 }));
  try {
    await app.ready(); // migrations ran; now the data
    const customerId = await seed(url);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
    const login = async (who: typeof CUSTOMER) => {
      const res = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(who),
      });
      const { token } = (await res.json()) as { token?: string };
      if (!token) throw new Error(`history bench login failed: ${res.status}`);
      return token;
    };
    const tokens = { customer: await login(CUSTOMER), admin: await login(ADMIN) };
    const get = async (p: string) => {
      const token = p.startsWith('/auth/admin/') ? tokens.admin : tokens.customer;
      const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${body.slice(0, 200)}`);
      return JSON.parse(body) as { nextCursor?: string | null };
    };

    // The deep cursor is reached the way a client reaches it: page after page.
    let cursor: string | null = null;
    for (let seen = 0; seen < DEEP; seen += 100) {
      const page = await get(`/auth/transactions?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      cursor = encodeURIComponent(page.nextCursor ?? '');
    }
    // The floor, not gated: a signed-in call that reads one row, what the machine itself costs now.
    const cases: [string, string][] = [
      ['history: floor, GET /auth/me (not gated)', '/auth/me'],
      ['history: first page (25 of 100,000)', '/auth/transactions'],
      ['history: page at entry 90,000', `/auth/transactions?cursor=${cursor}`],
      ['history: first page of fees', '/auth/transactions?type=fee'],
      ["admin: the customer's page", `/auth/admin/users/${customerId}`],
      [
        "admin: the customer's first ledger page, with totals",
        `/auth/admin/users/${customerId}/transactions`,
      ],
      ["admin: the customer's first page of fees", `/auth/admin/users/${customerId}/transactions?type=fee`],
    ];
    const rows: Row[] = [];
    for (const [name, p] of cases) {
      for (let i = 0; i < WARMUP; i++) await get(p);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await get(p);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const gated = p !== '/auth/me';
      rows.push({
        name,
        connections: 1,
        p50: percentile(times, 50),
        p95,
        target: gated ? `p95 < ${budgetMs} ms` : undefined,
        ok: gated ? p95 < budgetMs : undefined,
        note: `${RUNS} sequential requests after ${WARMUP} warm-up`,
      });
    }
    return rows;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(baseDbUrl, dbName);
  }
}
