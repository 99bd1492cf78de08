/**
 * The bare yardstick of a purchase: the SQL statements POST /api/auth/invest issues, in the same order
 * and the same transaction, sent through node-postgres with no HTTP, no ORM and no validation, from
 * `connections` clients at once. What it costs this process per transaction is the floor under what
 * the product's server may spend (a purchase's server CPU at most 3× it), and its rate sits beside the
 * product's.
 *
 * The statements: lock the buyer, lock the offering, read the buyer's suitability assessment and key
 * information acknowledgement, the holding (`ON CONFLICT (reference) DO NOTHING`, as its short
 * reference may clash), the fee record, the audit entry and the receipt in the outbox (sent together),
 * the journal transaction (four postings and the header, sent together; no platform row is updated
 * and no chain lock taken: the chain is sealed after commit, ADR 050), the idempotency answer.
 * Each client starts at another offering, as the product's load cycles through them.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const FEE_REVENUE = '00000000-0000-4000-8000-000000000002';

interface Buyer {
  id: string;
}

async function purchase(c: pg.Client, buyer: Buyer, offeringId: string): Promise<void> {
  const holdingId = randomUUID();
  const tx = randomUUID();
  const amount = 100_00;
  const fee = 25;
  await c.query('BEGIN');
  try {
    await c.query(
      'SELECT id, name, email, kyc_status, balance_cents, plan FROM users WHERE id = $1 FOR NO KEY UPDATE',
      [buyer.id],
    );
    await c.query('SELECT * FROM offerings WHERE id = $1 FOR NO KEY UPDATE', [offeringId]);
    await c.query('SELECT * FROM suitability_assessments WHERE user_id = $1', [buyer.id]);
    await c.query(
      'SELECT acknowledged_at FROM kiis_acknowledgements WHERE user_id = $1 AND offering_id = $2 LIMIT 1',
      [buyer.id, offeringId],
    );
    await c.query(
      `INSERT INTO holdings (id, user_id, offering_id, units, price_per_unit_cents, amount_cents, return_bps,
         expected_return_cents, term_count, term_unit, start_at, maturity_at, fee_cents, management_fee_bps,
         management_fee_cents, created_at, reference)
       VALUES ($1, $2, $3, 1, $4, $4, 1000, 1000, 1, 'year', now(), now() + interval '1 year', $5, 0, 0, now(), $6)
       ON CONFLICT (reference) DO NOTHING RETURNING *`,
      [holdingId, buyer.id, offeringId, amount, fee, `VB-${holdingId.slice(0, 8)}`],
    );
    const cash = (cents: number, kind: string) =>
      c.query(
        `WITH moved AS (UPDATE users SET balance_cents = balance_cents + $1::bigint, updated_at = now()
                        WHERE id = $2::uuid AND balance_cents + $1::bigint >= 0
                        RETURNING id, 'cash'::text AS type, balance_cents AS balance)
         INSERT INTO ledger_entries (transaction_id, account_id, account_type, user_id, amount_cents,
           balance_after_cents, kind, reference_id, actor_id, reason, created_at)
         SELECT $3::uuid, moved.id, moved.type, moved.id, $1::bigint, moved.balance, $4::text, $5::uuid,
                $2::uuid, NULL, clock_timestamp() FROM moved
         RETURNING balance_after_cents::text AS after`,
        [cents, buyer.id, tx, kind, holdingId],
      );
    const account = (cents: number, kind: string, where: string, param: string) =>
      c.query(
        `WITH moved AS (UPDATE ledger_accounts SET balance_cents = balance_cents + $1::bigint
                        WHERE ${where} RETURNING id, type, balance_cents AS balance)
         INSERT INTO ledger_entries (transaction_id, account_id, account_type, user_id, amount_cents,
           balance_after_cents, kind, reference_id, actor_id, reason, created_at)
         SELECT $3::uuid, moved.id, moved.type, NULL, $1::bigint, moved.balance, $4::text, $5::uuid,
                $6::uuid, NULL, clock_timestamp() FROM moved
         RETURNING balance_after_cents::text AS after`,
        [cents, param, tx, kind, holdingId, buyer.id],
      );
    await Promise.all([
      c.query(
        `INSERT INTO platform_fees (user_id, holding_id, source, amount_cents) VALUES ($1, $2, 'purchase', $3)`,
        [buyer.id, holdingId, fee],
      ),
      c.query(
        `INSERT INTO audit_log (actor_id, action, target_type, target_id, details)
       VALUES ($1, 'holding.purchased', 'holding', $2, $3)`,
        [
          buyer.id,
          holdingId,
          JSON.stringify({ userId: buyer.id, offeringId, units: 1, amountCents: amount }),
        ],
      ),
      c.query(`INSERT INTO email_outbox ("to", subject, text, html) VALUES ($1, $2, $3, $4) RETURNING id`, [
        'bench@example.com',
        'You invested $100.00 in Bench Fund',
        'You bought 1 unit of Bench Fund for $100.00.',
        '<p>You bought 1 unit of Bench Fund for $100.00.</p>',
      ]),
    ]);
    await Promise.all([
      cash(-amount, 'investment'),
      account(amount, 'investment', "user_id = $2::uuid AND type = 'principal'", buyer.id),
      cash(-fee, 'fee'),
      // Fee revenue keeps no stored balance (ADR 050): its posting is a plain insert.
      c.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, account_type, amount_cents, kind,
           reference_id, actor_id, created_at)
         VALUES ($1::uuid, $2::uuid, 'fee_revenue', $3::bigint, 'fee', $4::uuid, $5::uuid, clock_timestamp())`,
        [tx, FEE_REVENUE, fee, holdingId, buyer.id],
      ),
      c.query(
        `INSERT INTO journal_transactions (id, kind, reference_id, actor_id, created_at)
         VALUES ($1::uuid, 'purchase', $2::uuid, $3::uuid, now())`,
        [tx, holdingId, buyer.id],
      ),
    ]);
    await c.query(
      `INSERT INTO idempotency_keys (user_id, scope, key, request_hash, status_code, response_body)
       VALUES ($1, 'invest', $2, $3, 201, $4) ON CONFLICT DO NOTHING RETURNING key`,
      [buyer.id, randomUUID(), 'bench', JSON.stringify({ message: 'ok' })],
    );
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK');
    throw err;
  }
}

/** Purchases per second and this process's CPU per purchase, `connections` clients for `seconds`. */
export async function barePurchases(
  url: string,
  connections: number,
  seconds: number,
  opts: { pipeline: boolean },
): Promise<{ tps: number; cpuMsPerTx: number }> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  const buyers = (
    await setup.query<Buyer>(
      `SELECT id FROM users WHERE email LIKE 'customer%@bench.example.com' ORDER BY email LIMIT $1`,
      [connections],
    )
  ).rows;
  const offerings = (await setup.query<{ id: string }>('SELECT id FROM offerings ORDER BY id')).rows;
  await setup.end();
  const clients = await Promise.all(
    buyers.map(async () => {
      const c = new pg.Client({ connectionString: url, pipeline: opts.pipeline } as pg.ClientConfig);
      c.on('error', () => {});
      await c.connect();
      return c;
    }),
  );
  let done = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const until = start + seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (c, i) => {
        for (let n = 0; performance.now() < until; n++) {
          await purchase(c, buyers[i]!, offerings[(i + n) % offerings.length]!.id);
          done++;
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
  }
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return { tps: done / elapsed, cpuMsPerTx: (used.user + used.system) / 1000 / done };
}
