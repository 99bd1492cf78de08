import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { type LEDGER_KINDS, ledgerEntries, users } from '../db/schema.ts';

export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The only way a balance changes (DESIGN.md §3): a guarded UPDATE that can never take a balance below
 * zero, plus one ledger row. Call it inside the transaction that owns the business change.
 * Returns the new balance in cents, or null when the balance would go negative (nothing written).
 */
export async function applyBalanceChange(
  tx: Executor,
  p: {
    userId: string;
    amountCents: number;
    kind: LedgerKind;
    referenceId?: string;
    actorId?: string;
    reason?: string;
  },
): Promise<number | null> {
  if (!Number.isSafeInteger(p.amountCents) || p.amountCents === 0)
    throw new Error('ledger amount must be a non-zero integer');
  // One statement, one round trip: the entry is written only if the balance moved (the guard held).
  const result = (await tx.execute(sql`
    WITH moved AS (
      UPDATE ${users} SET balance_cents = balance_cents + ${p.amountCents}::bigint, updated_at = now()
      WHERE id = ${p.userId}::uuid AND balance_cents + ${p.amountCents}::bigint >= 0
      RETURNING balance_cents
    ), entry AS (
      INSERT INTO ${ledgerEntries}
        (user_id, amount_cents, balance_after_cents, kind, reference_id, actor_id, reason, created_at)
      SELECT ${p.userId}::uuid, ${p.amountCents}::bigint, moved.balance_cents, ${p.kind}::text,
             ${p.referenceId ?? null}::uuid, ${p.actorId ?? null}::uuid, ${p.reason ?? null}::text,
             clock_timestamp()
      FROM moved
    )
    SELECT balance_cents::text FROM moved`)) as unknown as { rows: { balance_cents: string }[] };
  const row = result.rows[0];
  if (!row) return null;
  return Number(row.balance_cents);
}

/** Users whose balance is not the sum of their ledger entries (should always be empty). */
export async function findLedgerMismatches(db: Executor) {
  const result = (await db.execute(sql`
    SELECT u.id, u.email, u.balance_cents::text, coalesce(l.total, 0)::text AS ledger_cents
    FROM users u
    LEFT JOIN (SELECT user_id, sum(amount_cents) AS total FROM ledger_entries GROUP BY user_id) l ON l.user_id = u.id
    WHERE u.balance_cents <> coalesce(l.total, 0) OR u.balance_cents < 0`)) as unknown as {
    rows: { id: string; email: string; balance_cents: string; ledger_cents: string }[];
  };
  return result.rows;
}

/**
 * ledger_daily_totals (kept by a trigger, migration 0012) against the ledger it sums: the user/day/kind
 * rows where the count, credits or debits differ, either side missing counting as zero. A row left at
 * zero by a deleted entry matches no entries. Empty when the table is exact.
 */
export async function findDailyTotalMismatches(db: Executor) {
  const result = (await db.execute(sql`
    WITH ledger AS (
      SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day, kind, count(*) AS entries,
             coalesce(sum(amount_cents) FILTER (WHERE amount_cents > 0), 0) AS credits,
             coalesce(sum(amount_cents) FILTER (WHERE amount_cents < 0), 0) AS debits
      FROM ledger_entries GROUP BY 1, 2, 3
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
    ORDER BY 1, 2, 3`)) as unknown as {
    rows: {
      user_id: string;
      day: string;
      kind: string;
      ledger_entries: string;
      total_entries: string;
      ledger_credits: string;
      total_credits: string;
      ledger_debits: string;
      total_debits: string;
    }[];
  };
  return result.rows;
}
