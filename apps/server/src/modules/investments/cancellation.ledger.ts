import type { Executor } from '../../db/client.ts';
import { platformFees } from '../../db/schema.ts';
import { postJournal } from '../../shared/ledger.repository.ts';

/**
 * The money of a cancellation inside the reflection period, booked in the caller's transaction as
 * one journal transaction (docs/ledger.md): the amount invested comes back from the customer's
 * invested principal as a `refund`, and the purchase's platform fee comes back from fee revenue as a
 * `fee` posting of +fee, with a `refund` fee record of −fee, so the holding's fees (records and
 * revenue postings alike) sum to zero and statements count no fee paid. The ledger's once-per-holding
 * `refund` cash posting and the fee records' (holding, source) key refuse a second refund. Returns
 * the customer's balance after it.
 */
export async function refundCancelledPurchase(
  tx: Executor,
  p: { userId: string; holdingId: string; amountCents: number; feeCents: number; offeringName: string },
): Promise<number> {
  const feeReason = `Platform fee refunded: ${p.offeringName}`;
  const posted = await postJournal(tx, {
    kind: 'refund',
    referenceId: p.holdingId,
    actorId: p.userId,
    postings: [
      { account: { type: 'principal', userId: p.userId }, amountCents: -p.amountCents, kind: 'refund' },
      {
        account: { type: 'cash', userId: p.userId },
        amountCents: p.amountCents,
        kind: 'refund',
        reason: `Cancelled within the reflection period: ${p.offeringName}`,
      },
      { account: { type: 'fee_revenue' }, amountCents: -p.feeCents, kind: 'fee', reason: feeReason },
      {
        account: { type: 'cash', userId: p.userId },
        amountCents: p.feeCents,
        kind: 'fee',
        reason: feeReason,
      },
    ],
  });
  if (p.feeCents > 0) {
    await tx.insert(platformFees).values({
      userId: p.userId,
      holdingId: p.holdingId,
      source: 'refund',
      amountCents: -p.feeCents,
    });
  }
  return posted.cashAfterCents!;
}
