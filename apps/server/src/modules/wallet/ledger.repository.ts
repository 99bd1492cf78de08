import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type LEDGER_KINDS, ledgerEntries, users } from '../../db/schema.ts';

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
  const [row] = await tx
    .update(users)
    .set({ balanceCents: sql`${users.balanceCents} + ${p.amountCents}`, updatedAt: sql`now()` })
    .where(and(eq(users.id, p.userId), sql`${users.balanceCents} + ${p.amountCents} >= 0`))
    .returning({ balanceCents: users.balanceCents });
  if (!row) return null;
  await tx.insert(ledgerEntries).values({
    userId: p.userId,
    amountCents: p.amountCents,
    kind: p.kind,
    referenceId: p.referenceId,
    actorId: p.actorId,
    reason: p.reason,
  });
  return row.balanceCents;
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
