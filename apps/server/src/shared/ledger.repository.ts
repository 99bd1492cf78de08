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
