import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rows } from '../db/rows.ts';

/**
 * Whether the database has the principal invariant (migration 0028): a database migrated only part
 * of the way, as the migration tests leave one, has no recovered or written-off figures to compare.
 */
async function hasPrincipalInvariant(db: Executor): Promise<boolean> {
  const [row] = await rows<{ present: boolean }>(
    db,
    sql`SELECT to_regprocedure('principal_matches_holdings(uuid)') IS NOT NULL AS present`,
  );
  return row?.present === true;
}

/**
 * The principal invariant, as `npm run ledger:verify` asks it (docs/ledger.md): each holding's
 * principal postings (its purchase, its recoveries, its write-off, its refund, its maturity) net to
 * its outstanding principal (amount − recovered − written off for an open holding, nothing for a
 * closed one), and each customer's principal account to the sum over their holdings. Returns the
 * holdings that disagree, customer by customer, oldest holding first: the first row is the first
 * holding to look at.
 */
export async function findPrincipalMismatches(db: Executor) {
  if (!(await hasPrincipalInvariant(db))) return [];
  return rows<{
    user_id: string;
    email: string;
    holding_id: string;
    reference: string;
    status: string;
    outstanding_cents: string;
    booked_cents: string;
  }>(
    db,
    sql`
    WITH booked AS (
      SELECT coalesce(r.holding_id, e.reference_id) AS holding_id, sum(e.amount_cents) AS cents
      FROM ledger_entries e
      LEFT JOIN holding_recoveries r ON r.id = e.reference_id
      WHERE e.account_type = 'principal'
      GROUP BY 1
    )
    SELECT h.user_id::text, u.email, h.id::text AS holding_id, h.reference, h.status,
           (CASE WHEN h.status IN ('active', 'reflection')
                 THEN h.amount_cents - h.recovered_cents - h.written_off_cents ELSE 0 END)::text
             AS outstanding_cents,
           coalesce(b.cents, 0)::text AS booked_cents
    FROM holdings h
    JOIN users u ON u.id = h.user_id
    LEFT JOIN booked b ON b.holding_id = h.id
    WHERE coalesce(b.cents, 0) <> CASE WHEN h.status IN ('active', 'reflection')
                                       THEN h.amount_cents - h.recovered_cents - h.written_off_cents ELSE 0 END
    ORDER BY h.user_id, h.created_at, h.id`,
  );
}

/** Customers whose principal account is not the sum of their open holdings' outstanding principal. */
export async function findPrincipalAccountMismatches(db: Executor) {
  if (!(await hasPrincipalInvariant(db))) return [];
  return rows<{ user_id: string; email: string; principal_cents: string; holdings_cents: string }>(
    db,
    sql`
    SELECT a.user_id::text, u.email, coalesce(p.cents, 0)::text AS principal_cents,
           coalesce(o.cents, 0)::text AS holdings_cents
    FROM ledger_accounts a
    JOIN users u ON u.id = a.user_id
    LEFT JOIN (SELECT account_id, sum(amount_cents) AS cents FROM ledger_entries
               WHERE account_type = 'principal' GROUP BY account_id) p ON p.account_id = a.id
    LEFT JOIN (SELECT user_id, sum(amount_cents - recovered_cents - written_off_cents) AS cents
               FROM holdings WHERE status IN ('active', 'reflection') GROUP BY user_id) o
      ON o.user_id = a.user_id
    WHERE a.type = 'principal' AND coalesce(p.cents, 0) <> coalesce(o.cents, 0)
    ORDER BY a.user_id`,
  );
}
