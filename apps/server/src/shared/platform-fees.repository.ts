import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rows } from '../db/rows.ts';
import { type PLATFORM_FEE_SOURCES, platformFees } from '../db/schema.ts';
import type { Posting } from './ledger.repository.ts';

export type FeeSource = (typeof PLATFORM_FEE_SOURCES)[number];

/** A fee's two postings: out of the customer's cash, into the platform's fee revenue (ADR 024). */
export function feePostings(p: { userId: string; amountCents: number; reason: string }): Posting[] {
  if (!Number.isSafeInteger(p.amountCents) || p.amountCents < 0) throw new Error('fee must be whole cents');
  return [
    {
      account: { type: 'cash', userId: p.userId },
      amountCents: -p.amountCents,
      kind: 'fee',
      reason: p.reason,
    },
    { account: { type: 'fee_revenue' }, amountCents: p.amountCents, kind: 'fee', reason: p.reason },
  ];
}

/**
 * The fee's row against its holding, written with its postings: the unique (holding, source) key
 * refuses a second fee of the same kind for a holding, which rolls the caller back. A fee of 0 is
 * not recorded.
 */
export async function recordFee(
  tx: Executor,
  p: { userId: string; holdingId: string; source: FeeSource; amountCents: number },
): Promise<void> {
  if (p.amountCents === 0) return;
  await tx.insert(platformFees).values(p);
}

/** The platform's fee revenue: in all, and within [from, to) when given (admin stats). */
export async function feeRevenueCents(db: Executor, p: { from?: Date } = {}): Promise<number> {
  const result = await rows<{ total: string }>(
    db,
    sql`
    SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ${platformFees}
    ${p.from ? sql`WHERE created_at >= ${p.from.toISOString()}::timestamptz` : sql``}`,
  );
  return Number(result[0]?.total ?? 0);
}

/**
 * The fee records against the ledger: each holding's fee rows must sum to the fee revenue account's
 * postings that reference it. Returns the holdings (or the null
 * reference) where they disagree; empty when no cent appeared or vanished.
 */
export async function findFeeMismatches(db: Executor) {
  const result = await rows<{ holding_id: string | null; ledger_cents: string; revenue_cents: string }>(
    db,
    sql`
    WITH ledger AS (
      SELECT reference_id AS holding_id, sum(amount_cents) AS cents FROM ledger_entries
      WHERE kind = 'fee' AND account_type = 'fee_revenue' GROUP BY reference_id
    ), revenue AS (
      SELECT holding_id, sum(amount_cents) AS cents FROM ${platformFees} GROUP BY holding_id
    )
    SELECT coalesce(l.holding_id, r.holding_id)::text AS holding_id,
           coalesce(l.cents, 0)::text AS ledger_cents, coalesce(r.cents, 0)::text AS revenue_cents
    FROM ledger l FULL JOIN revenue r ON r.holding_id = l.holding_id
    WHERE coalesce(l.cents, 0) <> coalesce(r.cents, 0)`,
  );
  return result;
}
