import {
  canMove,
  centsToDollars,
  formatUsd,
  holdingLifeState,
  holdingPrincipal,
  MAX_UNITS,
  maturitySplit,
  platformFeeCents,
  purchaseCostCents,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdings, type offerings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { lockCustomer } from '../../shared/users.repository.ts';
import { platformFeeBps } from '../plans/plans.service.ts';
import { rolloverHeldMail } from './holding-life.mails.ts';
import { lockOffering } from './purchase.repository.ts';
import { bookPurchase, onSale } from './purchase.service.ts';

type Holding = typeof holdings.$inferSelect;
type Offering = typeof offerings.$inferSelect;

/** The most whole units (at most 100) whose cost and platform fee together fit in `cents`. */
function unitsFor(cents: number, offering: Offering, feeBps: number): number {
  for (let n = Math.min(MAX_UNITS, Math.floor(cents / offering.pricePerUnitCents)); n > 0; n--) {
    const cost = purchaseCostCents(offering.pricePerUnitCents, n);
    if (cost + platformFeeCents(cost, feeBps) <= cents) return n;
  }
  return 0;
}

/**
 * A matured holding's roll-over (docs/decisions/034-holding-lifecycle.md, 043), in the maturity's own
 * transaction right after its payout reached the customer's cash: buys the same offering through the
 * one purchase (`bookPurchase`: the same holding, fee, audit, mail and journal transaction as a
 * customer's order) at its terms of today, when it is on sale, with what the instruction rolls over
 * of the principal repaid and the return, in whole units; what does not make a unit stays in cash.
 * An offering no longer on sale leaves all of it in cash, with a mail. Returns the new holding's id,
 * or null when nothing was bought.
 */
export async function rollOverHolding(
  tx: Executor,
  deps: Pick<Deps, 'mailer' | 'config'>,
  p: { holding: Holding; offeringName: string },
): Promise<string | null> {
  const old = p.holding;
  if (old.instruction === 'payout') return null;
  const [paid] = await tx.select().from(holdings).where(eq(holdings.id, old.id));
  if (!paid) return null;
  const state = holdingLifeState({ ...paid, performance: 'performing' });
  if (!canMove(state, 'roll_over')) return null;
  const returnPaid = paid.returnDelayedAt === null;
  // What the maturity repaid (holding-states.ts), never the amount first invested.
  const repaid = { ...paid, amountCents: holdingPrincipal(paid).repaidCents };
  const { rolledCents } = maturitySplit(repaid, old.instruction, returnPaid);
  const buyer = await lockCustomer(tx, old.userId);
  const offering = await lockOffering(tx, old.offeringId);
  if (!buyer || !offering) return null;
  const feeBps = platformFeeBps(deps, buyer.plan);
  const units = onSale(offering) ? unitsFor(Math.min(rolledCents, buyer.balanceCents), offering, feeBps) : 0;
  if (units === 0) {
    await deps.mailer.send(
      rolloverHeldMail(buyer.email, buyer.name, { offeringName: p.offeringName, cents: rolledCents }),
      tx,
      {
        userId: buyer.id,
        kind: 'rollover',
        text: `${p.offeringName} could not be rolled over; ${formatUsd(centsToDollars(rolledCents))} stays in your cash.`,
        link: '/investments',
      },
    );
    return null;
  }
  const bought = await bookPurchase(tx, deps, {
    buyer,
    offering,
    units,
    origin: { kind: 'rollover', from: paid },
    actorId: null,
    // After the payout that funds it, even within the same millisecond: each journal transaction's
    // postings are dated from its own instant upwards, and history orders a customer's postings by time.
    startAt: new Date(Math.max(Date.now(), (paid.paidOutAt?.getTime() ?? 0) + 1)),
  });
  return bought.holding.id;
}
