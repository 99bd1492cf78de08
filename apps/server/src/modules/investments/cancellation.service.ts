import { centsToDollars, formatUsd, PROTECTION_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdings, offerings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { lockCustomer } from '../../shared/users.repository.ts';
import { refundCancelledPurchase } from './cancellation.ledger.ts';
import { assertHoldingMove } from './holding-moves.ts';
import { cancellationMail } from './investments.mails.ts';
import { offeringsCache } from './offerings.cache.ts';

/** The customer's own holding, locked; another customer's id reads as not found. */
async function lockOwnHolding(tx: Executor, userId: string, holdingId: string) {
  const [row] = await tx
    .select({ holding: holdings, offeringName: offerings.name, performance: offerings.performance })
    .from(holdings)
    .innerJoin(offerings, eq(offerings.id, holdings.offeringId))
    .where(and(eq(holdings.id, holdingId), eq(holdings.userId, userId)))
    .for('update', { of: holdings });
  return row ?? null;
}

/**
 * One click, no reason, no cost: inside its reflection period a purchase is undone. The holding
 * becomes `cancelled` (so the offering's investor count and units drop, and maturity never pays
 * it), the whole amount paid comes back: its outstanding principal and its fee (cancellation.ledger.ts);
 * the audit entry and the mail are written in the same transaction. The life table in
 * packages/contract lets only a holding in its reflection period, untouched by a default or a
 * recovery, be cancelled: after the period, a second time, or after a recovery, 409.
 */
export async function cancelHolding(deps: Deps, userId: string, holdingId: string) {
  const result = await deps.db.transaction(async (tx) => {
    // The buyer's row first, as a purchase takes it: their money changes take turns.
    const customer = await lockCustomer(tx, userId);
    if (!customer) throw notFound(PROTECTION_MSG.holdingNotFound);
    const found = await lockOwnHolding(tx, userId, holdingId);
    if (!found) throw notFound(PROTECTION_MSG.holdingNotFound);
    const { holding, offeringName, performance } = found;
    const now = new Date();
    // Only a holding in its reflection period, untouched by a default or a recovery, is undone.
    const principal = assertHoldingMove(holding, performance, 'cancel', now, (state) => {
      if (state === 'cancelled') return conflict(PROTECTION_MSG.alreadyCancelled);
      if (state === 'active' || state === 'matured' || state === 'rolled_over')
        return conflict(PROTECTION_MSG.reflectionOver);
      return undefined;
    });
    await tx
      .update(holdings)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(holdings.id, holding.id));
    const refundCents = principal.outstandingCents + holding.feeCents;
    const balanceCents = await refundCancelledPurchase(tx, {
      userId,
      holdingId: holding.id,
      amountCents: principal.outstandingCents,
      feeCents: holding.feeCents,
      offeringName,
    });
    await recordAudit(tx, {
      actorId: userId,
      action: 'holding.cancelled',
      targetType: 'holding',
      targetId: holding.id,
      details: {
        userId,
        offeringId: holding.offeringId,
        units: holding.units,
        amountCents: holding.amountCents,
        feeCents: holding.feeCents,
        balanceCents,
      },
    });
    await deps.mailer.send(
      cancellationMail(customer.email, customer.name, {
        reference: holding.reference,
        offeringName,
        refundCents,
      }),
      tx,
      {
        userId,
        kind: 'cancellation',
        text: `Your purchase ${holding.reference} of ${offeringName} is cancelled; ${formatUsd(centsToDollars(refundCents))} is back in your cash.`,
        link: '/investments',
      },
    );
    return balanceCents;
  });
  // The offering's investor count moved, as after a purchase.
  offeringsCache(deps.db).drop();
  return { message: PROTECTION_MSG.cancelled, balance: centsToDollars(result) };
}
