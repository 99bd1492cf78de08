import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rows } from '../db/rows.ts';

/**
 * The questions `npm run ledger:verify` asks the database (docs/decisions/032-double-entry-ledger.md).
 * Each returns the rows at fault, first bad row first; empty means the check held.
 */

/** Customers whose balance is not the sum of their cash postings, or is below zero. */
export async function findLedgerMismatches(db: Executor) {
  return rows<{ id: string; email: string; balance_cents: string; ledger_cents: string }>(
    db,
    sql`
    SELECT u.id, u.email, u.balance_cents::text, coalesce(l.total, 0)::text AS ledger_cents
    FROM users u
    LEFT JOIN (SELECT user_id, sum(amount_cents) AS total FROM ledger_entries
               WHERE user_id IS NOT NULL GROUP BY user_id) l ON l.user_id = u.id
    WHERE u.balance_cents <> coalesce(l.total, 0) OR u.balance_cents < 0
    ORDER BY u.id`,
  );
}

/**
 * Accounts with a stored balance (a customer's money on its way out and principal, an offering's
 * payout funding) whose balance is not the sum of their postings, and the platform's accounts whose
 * postings sum to the wrong side (fee revenue and write-offs are credits).
 */
export async function findAccountMismatches(db: Executor) {
  return rows<{ id: string; type: string; stored_cents: string; postings_cents: string }>(
    db,
    sql`
    SELECT a.id, a.type, coalesce(a.balance_cents::text, '(summed)') AS stored_cents,
           coalesce(p.total, 0)::text AS postings_cents
    FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, sum(amount_cents) AS total FROM ledger_entries GROUP BY account_id) p
      ON p.account_id = a.id
    WHERE (a.balance_cents IS NOT NULL AND a.balance_cents <> coalesce(p.total, 0))
       OR (a.type IN ('fee_revenue', 'write_offs') AND coalesce(p.total, 0) < 0)
    ORDER BY a.type, a.id`,
  );
}

/** Journal transactions whose postings do not sum to zero, have fewer than two, or have no header. */
export async function findUnbalancedTransactions(db: Executor) {
  return rows<{ id: string; seq: string | null; has_header: boolean; postings: string; sum_cents: string }>(
    db,
    sql`
    SELECT coalesce(t.id, p.transaction_id)::text AS id, coalesce(t.seq, s.seq)::text AS seq,
           t.id IS NOT NULL AS has_header,
           coalesce(p.postings, 0)::text AS postings, coalesce(p.total, 0)::text AS sum_cents
    FROM journal_transactions t
    LEFT JOIN journal_seals s ON s.transaction_id = t.id
    FULL JOIN (SELECT transaction_id, count(*) AS postings, sum(amount_cents) AS total
               FROM ledger_entries GROUP BY transaction_id) p ON p.transaction_id = t.id
    WHERE t.id IS NULL OR coalesce(p.total, 0) <> 0 OR coalesce(p.postings, 0) < 2
    ORDER BY t.id IS NOT NULL, coalesce(t.seq, s.seq) NULLS LAST, 1`,
  );
}

/**
 * The hash chain written before sealing moved after commit (migration 0030), walked in order: each
 * transaction's `seq` follows the one before, its `prev_hash` is that transaction's hash, and its
 * `hash` is what journal_transaction_hash computes from its content and postings now. The first break
 * names the row and what is wrong with it. The seals continue it (ledger-seal.repository.ts).
 */
export async function findChainBreaks(db: Executor) {
  return rows<{ id: string; seq: string; expected_seq: string; linked: boolean; intact: boolean }>(
    db,
    sql`
    WITH walk AS (
      SELECT t.id, t.seq, row_number() OVER (ORDER BY t.seq) AS expected_seq,
             t.prev_hash = coalesce(lag(t.hash) OVER (ORDER BY t.seq), repeat('0', 64)) AS linked,
             t.hash = journal_transaction_hash(t) AS intact
      FROM journal_transactions t WHERE t.seq IS NOT NULL
    )
    SELECT id::text, seq::text, expected_seq::text, linked, intact FROM walk
    WHERE seq <> expected_seq OR NOT linked OR NOT intact
    ORDER BY seq`,
  );
}

/** The totals the summary line prints. */
export async function ledgerTotals(db: Executor) {
  const [t] = await rows<{
    users: string;
    transactions: string;
    postings: string;
    balances: string;
    sum: string;
  }>(
    db,
    sql`
    SELECT (SELECT count(*) FROM users)::text AS users,
           (SELECT count(*) FROM journal_transactions)::text AS transactions,
           (SELECT count(*) FROM ledger_entries)::text AS postings,
           (SELECT coalesce(sum(balance_cents), 0) FROM users)::text AS balances,
           (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries)::text AS sum`,
  );
  return t!;
}

/**
 * ledger_daily_totals (kept by a trigger) against the cash postings it sums: the user/day/kind rows
 * where the count, credits or debits differ, either side missing counting as zero.
 */
export async function findDailyTotalMismatches(db: Executor) {
  return rows<{
    user_id: string;
    day: string;
    kind: string;
    ledger_entries: string;
    total_entries: string;
    ledger_credits: string;
    total_credits: string;
    ledger_debits: string;
    total_debits: string;
  }>(
    db,
    sql`
    WITH ledger AS (
      SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day, kind, count(*) AS entries,
             coalesce(sum(amount_cents) FILTER (WHERE amount_cents > 0), 0) AS credits,
             coalesce(sum(amount_cents) FILTER (WHERE amount_cents < 0), 0) AS debits
      FROM ledger_entries WHERE user_id IS NOT NULL GROUP BY 1, 2, 3
    )
    SELECT coalesce(l.user_id, t.user_id)::text AS user_id, coalesce(l.day, t.day)::text AS day,
           coalesce(l.kind, t.kind) AS kind,
           coalesce(l.entries, 0)::text AS ledger_entries, coalesce(t.entries, 0)::text AS total_entries,
           coalesce(l.credits, 0)::text AS ledger_credits, coalesce(t.credits_cents, 0)::text AS total_credits,
           coalesce(l.debits, 0)::text AS ledger_debits, coalesce(t.debits_cents, 0)::text AS total_debits
    FROM ledger l
    FULL JOIN ledger_daily_totals t ON t.user_id = l.user_id AND t.day = l.day AND t.kind = l.kind
    WHERE coalesce(l.entries, 0) <> coalesce(t.entries, 0)
       OR coalesce(l.credits, 0) <> coalesce(t.credits_cents, 0)
       OR coalesce(l.debits, 0) <> coalesce(t.debits_cents, 0)
    ORDER BY 1, 2, 3`,
  );
}
