import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { type PLATFORM_FEE_SOURCES, platformFees } from '../db/schema.ts';
import { applyBalanceChange } from './ledger.repository.ts';

export type FeeSource = (typeof PLATFORM_FEE_SOURCES)[number];

/**
 * Takes a fee from a customer and books it to the platform's fee revenue, both inside the caller's
 * transaction (docs/decisions/024-fees-and-referrals.md): a `fee` ledger entry of −amount on the
 * customer, referencing the holding, and a platform_fees row of +amount. The revenue row's unique
 * (holding, source) key refuses a second fee of the same kind for the holding, which rolls the
 * caller back. Returns the customer's balance after the fee, or null when it does not cover it
 * (nothing written). A fee of 0 books nothing and returns undefined.
 */
export async function chargeFee(
  tx: Executor,
  p: { userId: string; holdingId: string; source: FeeSource; amountCents: number; reason: string },
): Promise<number | null | undefined> {
  if (p.amountCents === 0) return undefined;
  if (!Number.isSafeInteger(p.amountCents) || p.amountCents < 0) throw new Error('fee must be whole cents');
  const balance = await applyBalanceChange(tx, {
    userId: p.userId,
    amountCents: -p.amountCents,
    kind: 'fee',
    referenceId: p.holdingId,
    actorId: p.userId,
    reason: p.reason,
  });
  if (balance === null) return null;
  await tx.insert(platformFees).values({
    userId: p.userId,
    holdingId: p.holdingId,
    source: p.source,
    amountCents: p.amountCents,
  });
  return balance;
}

/** The platform's fee revenue: in all, and within [from, to) when given (admin stats). */
export async function feeRevenueCents(db: Executor, p: { from?: Date } = {}): Promise<number> {
  const result = (await db.execute(sql`
    SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ${platformFees}
    ${p.from ? sql`WHERE created_at >= ${p.from.toISOString()}::timestamptz` : sql``}`)) as unknown as {
    rows: { total: string }[];
  };
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * The fee account against the ledger: the revenue total must be minus the sum of customers' `fee`
 * entries, and each holding's fees must match its fee entries. Returns the holdings (or the null
 * reference) where they disagree; empty when no cent appeared or vanished.
 */
export async function findFeeMismatches(db: Executor) {
  const result = (await db.execute(sql`
    WITH ledger AS (
      SELECT reference_id AS holding_id, -sum(amount_cents) AS cents FROM ledger_entries
      WHERE kind = 'fee' GROUP BY reference_id
    ), revenue AS (
      SELECT holding_id, sum(amount_cents) AS cents FROM ${platformFees} GROUP BY holding_id
    )
    SELECT coalesce(l.holding_id, r.holding_id)::text AS holding_id,
           coalesce(l.cents, 0)::text AS ledger_cents, coalesce(r.cents, 0)::text AS revenue_cents
    FROM ledger l FULL JOIN revenue r ON r.holding_id = l.holding_id
    WHERE coalesce(l.cents, 0) <> coalesce(r.cents, 0)`)) as unknown as {
    rows: { holding_id: string | null; ledger_cents: string; revenue_cents: string }[];
  };
  return result.rows;
}
