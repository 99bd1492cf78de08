/** The bench's own database on the PostgreSQL server, and what it seeds in it with plain SQL. */
import pg from 'pg';

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and creates `name` on the server of `base`; returns its URL. */
export async function recreateDatabase(base: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await withClient(base, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  return databaseUrl(base, name);
}

export async function dropDatabase(base: string, name: string): Promise<void> {
  await withClient(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export const BENCH_BALANCE_CENTS = 10_000_000_000; // $100M each: no purchase is ever refused

/**
 * `count` verified customers (identity approved, so they may invest) sharing one password hash,
 * each with a bank account and a balance booked through the ledger like an admin adjustment.
 */
export async function seedCustomers(url: string, count: number, passwordHash: string): Promise<string[]> {
  return withClient(url, async (c) => {
    // One transaction: the postings' header (closeBulkLoad) must exist when the postings commit.
    await c.query('BEGIN');
    const { rows } = await c.query<{ email: string }>(
      `WITH u AS (
         INSERT INTO users (name, email, password_hash, phonenumber, email_verified_at, kyc_status,
                            dob, balance_cents)
         SELECT 'Bench Customer ' || i, 'customer' || i || '@bench.example.com', $1,
                '+1555' || lpad(i::text, 7, '0'), now(), 'approved', '1980-01-01', $3
         FROM generate_series(1, $2::int) AS i
         RETURNING id, email
       ), b AS (
         INSERT INTO bank_accounts (user_id, bank_name, account_number, account_holder_name, country,
                                    payout_available_at)
         SELECT id, 'Chase', '000123456789', 'Bench Customer', 'US', now() FROM u
       ), l AS (
         INSERT INTO ledger_entries (transaction_id, account_id, account_type, user_id, amount_cents,
                                     balance_after_cents, kind, reason)
         SELECT id, id, 'cash', id, $3, $3, 'adjustment', 'bench balance' FROM u
       )
       SELECT email FROM u ORDER BY email`,
      [passwordHash, count, BENCH_BALANCE_CENTS],
    );
    await closeBulkLoad(c);
    await c.query('COMMIT');
    return rows.map((r) => r.email);
  });
}

/** `count` live offerings priced $100 a unit, 10% over a year. */
export async function seedOfferings(url: string, count: number): Promise<string[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ id: string }>(
      `INSERT INTO offerings (name, img, category, return_bps, term_count, term_unit, price_per_unit_cents,
                              kiis_issuer, kiis_use_of_funds, kiis_risks, kiis_fees, kiis_payment)
       SELECT 'Bench Fund ' || i, '', (ARRAY['Crypto','Banking','Real Estate','Agriculture'])[1 + i % 4],
              1000, 1, 'year', 10000, 'Bench Issuer', 'Bench loans.',
              'All the money invested may be lost.', 'A platform fee on purchase.', 'At maturity.'
       FROM generate_series(1, $1::int) AS i
       RETURNING id`,
      [count],
    );
    return rows.map((r) => r.id);
  });
}

/**
 * Investor protection as every customer would have met it before buying (ADR 033): a passed
 * knowledge test with a net worth that needs no consent, and every offering's sheet acknowledged.
 */
export async function seedProtection(url: string, answers: Record<string, string>): Promise<void> {
  await withClient(url, async (c) => {
    await c.query(
      `INSERT INTO suitability_assessments (user_id, answers, score, result, taken_at, income_cents,
                                            liquid_assets_cents, commitments_cents, capacity_updated_at)
       SELECT id, $1::jsonb, 5, 'appropriate', now(), 10000000, 1000000000, 0, now() FROM users`,
      [JSON.stringify(answers)],
    );
    await c.query(
      `INSERT INTO kiis_acknowledgements (user_id, offering_id) SELECT u.id, o.id FROM users u CROSS JOIN offerings o`,
    );
  });
}

/**
 * Waits until no mail is waiting in the outbox (the server delivers them in the background), at most
 * `timeoutMs`: answers how many were waiting at first and how long it took.
 */
export async function waitForOutbox(
  url: string,
  timeoutMs: number,
): Promise<{ waiting: number; ms: number }> {
  return withClient(url, async (c) => {
    const started = Date.now();
    const count = async () =>
      Number((await c.query("SELECT count(*) AS n FROM email_outbox WHERE status = 'pending'")).rows[0].n);
    const waiting = await count();
    let left = waiting;
    while (left > 0 && Date.now() - started < timeoutMs) {
      await new Promise((r) => setTimeout(r, 250));
      left = await count();
    }
    if (left > 0) throw new Error(`${left} mails still waiting after ${timeoutMs} ms`);
    return { waiting, ms: Date.now() - started };
  });
}

export async function analyze(url: string): Promise<void> {
  await withClient(url, (c) => c.query('VACUUM ANALYZE'));
}

/**
 * Runs `work` while a stand-in admin rejects every pending deposit request every `everyMs`: a customer
 * may have at most MAX_PENDING_DEPOSITS waiting, so without a review team the deposit run would
 * measure that refusal after its first second instead of the request itself.
 */
export async function withDepositReviewer<T>(url: string, work: () => Promise<T>, everyMs = 20): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let stop = false;
  const reviewer = (async () => {
    while (!stop) {
      await client.query(
        `UPDATE wallet_requests SET status = 'rejected', decided_at = now()
         WHERE kind = 'deposit' AND status = 'pending'`,
      );
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  try {
    return await work();
  } finally {
    stop = true;
    await reviewer;
    await client.end();
  }
}

const ADJUSTMENTS_ACCOUNT = '00000000-0000-4000-8000-000000000003';

/**
 * Closes a bulk load of customers' cash postings into valid double-entry books (migration 0021):
 * the bulk INSERTs give each customer's rows one journal transaction (its id is the customer's id)
 * and write no other side. This adds the accounts triggers switched off for the load would have
 * made, each open transaction's other side on the platform's adjustments account (a plain posting:
 * platform accounts keep no stored balance, ADR 050), and the headers, which the server's sealer
 * then seals. Run it with the triggers on.
 */
export async function closeBulkLoad(c: pg.Client): Promise<void> {
  await c.query(`
    INSERT INTO ledger_accounts (id, type, user_id, balance_cents)
    SELECT u.id, 'cash', u.id, NULL FROM users u WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = u.id)`);
  await c.query(`
    INSERT INTO ledger_accounts (type, user_id, balance_cents)
    SELECT t.type, u.id, 0 FROM users u CROSS JOIN (VALUES ('withdrawals'), ('principal')) t(type)
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.user_id = u.id AND a.type = t.type)`);
  await c.query(
    `WITH open AS (
       SELECT transaction_id, sum(amount_cents) AS total, max(created_at) AS at FROM ledger_entries e
       WHERE NOT EXISTS (SELECT 1 FROM journal_transactions t WHERE t.id = e.transaction_id)
       GROUP BY transaction_id HAVING sum(amount_cents) <> 0
     )
     INSERT INTO ledger_entries (transaction_id, account_id, account_type, amount_cents, kind, reason, created_at)
     SELECT transaction_id, $1, 'adjustments', -total, 'adjustment', 'bench load', at
     FROM open`,
    [ADJUSTMENTS_ACCOUNT],
  );
  await c.query(`
    INSERT INTO journal_transactions (id, kind, created_at)
    SELECT transaction_id, 'adjustment', max(created_at) FROM ledger_entries e
    WHERE NOT EXISTS (SELECT 1 FROM journal_transactions t WHERE t.id = e.transaction_id)
    GROUP BY transaction_id ORDER BY max(created_at), transaction_id`);
}
