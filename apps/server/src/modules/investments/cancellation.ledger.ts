import type { Executor } from '../../db/client.ts';
import { platformFees } from '../../db/schema.ts';
import { applyBalanceChange } from '../../shared/ledger.repository.ts';

/**
 * The money of a cancellation inside the reflection period, booked in the caller's transaction: the
 * amount invested comes back as a `refund` entry, and the purchase's platform fee as a `fee` entry of
 * +fee with a `refund` revenue row of −fee, so the fee account (the `fee` entries against
 * platform_fees, checked by `npm run ledger:verify`) still balances for the holding. The unique
 * ledger (kind, reference) and revenue (holding, source) keys refuse a second refund of the holding.
 * Returns the customer's balance after it.
 */
export async function refundCancelledPurchase(
  tx: Executor,
  p: { userId: string; holdingId: string; amountCents: number; feeCents: number; offeringName: string },
): Promise<number> {
  let balance = await applyBalanceChange(tx, {
    userId: p.userId,
    amountCents: p.amountCents,
    kind: 'refund',
    referenceId: p.holdingId,
    actorId: p.userId,
    reason: `Cancelled within the reflection period: ${p.offeringName}`,
  });
  if (p.feeCents > 0) {
    balance = await applyBalanceChange(tx, {
      userId: p.userId,
      amountCents: p.feeCents,
      kind: 'fee',
      referenceId: p.holdingId,
      actorId: p.userId,
      reason: `Platform fee refunded: ${p.offeringName}`,
    });
    await tx.insert(platformFees).values({
      userId: p.userId,
      holdingId: p.holdingId,
      source: 'refund',
      amountCents: -p.feeCents,
    });
  }
  // A credit cannot fail the balance guard; null would mean the customer row is gone.
  if (balance === null) throw new Error(`refund of holding ${p.holdingId} not booked`);
  return balance;
}
