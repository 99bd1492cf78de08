import { randomUUID } from 'node:crypto';
import {
  formatFeePercent,
  MAX_UNITS,
  maturitySplit,
  platformFeeCents,
  purchaseCostCents,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdings, offerings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { postJournal } from '../../shared/ledger.repository.ts';
import { feePostings, recordFee } from '../../shared/platform-fees.repository.ts';
import { lockCustomer } from '../../shared/users.repository.ts';
import { platformFeeBps } from '../plans/plans.service.ts';
import { rolledOverMail, rolloverHeldMail } from './holding-life.mails.ts';
import { holdingTerms } from './holding-terms.ts';
import { insertHolding } from './purchase.repository.ts';

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
 * A matured holding's roll-over (docs/decisions/034-holding-lifecycle.md), in the maturity's own
 * transaction right after its payout reached the customer's cash: buys the same offering at its
 * terms of today, when it is live (not archived, performing), with what the instruction rolls over,
 * in whole units; the platform fee of the customer's plan is paid as on any purchase, and what does
 * not make a unit stays in cash. An offering no longer live leaves all of it in cash, with a mail.
 * The booking is the purchase's: cash to invested principal, the fee to revenue. Returns the new
 * holding's id, or null when nothing was bought.
 */
export async function rollOverHolding(
  tx: Executor,
  deps: Pick<Deps, 'mailer' | 'config'>,
  p: { holding: Holding; offeringName: string },
): Promise<string | null> {
  const old = p.holding;
  if (old.instruction === 'payout') return null;
  const [paid] = await tx.select().from(holdings).where(eq(holdings.id, old.id));
  const returnPaid = paid?.returnDelayedAt === null;
  const { rolledCents } = maturitySplit(old, old.instruction, returnPaid);
  const buyer = await lockCustomer(tx, old.userId);
  const [offering] = await tx.select().from(offerings).where(eq(offerings.id, old.offeringId));
  if (!buyer || !offering) return null;
  const live = offering.archivedAt === null && offering.performance === 'performing';
  const feeBps = platformFeeBps(deps, buyer.plan);
  const units = live ? unitsFor(Math.min(rolledCents, buyer.balanceCents), offering, feeBps) : 0;
  if (units === 0) {
    await deps.mailer.send(
      rolloverHeldMail(buyer.email, buyer.name, { offeringName: p.offeringName, cents: rolledCents }),
      tx,
    );
    return null;
  }
  // After the payout that funds it, even within the same millisecond: each journal transaction's
  // postings are dated from its own instant upwards, and history orders a customer's postings by time.
  const startAt = new Date(Math.max(Date.now(), (paid?.paidOutAt?.getTime() ?? 0) + 1));
  const terms = holdingTerms(offering, units, startAt);
  const feeCents = platformFeeCents(terms.amountCents, feeBps);
  const holding = await insertHolding(tx, {
    id: randomUUID(),
    userId: old.userId,
    ...terms,
    feeCents,
    instruction: old.instruction,
    rolledFrom: old.id,
  });
  await postJournal(tx, {
    kind: 'purchase',
    referenceId: holding.id,
    at: startAt,
    postings: [
      { account: { type: 'cash', userId: old.userId }, amountCents: -terms.amountCents, kind: 'investment' },
      {
        account: { type: 'principal', userId: old.userId },
        amountCents: terms.amountCents,
        kind: 'investment',
      },
      ...feePostings({
        userId: old.userId,
        amountCents: feeCents,
        reason: `Platform fee ${formatFeePercent(feeBps)} on ${offering.name}`,
      }),
    ],
  });
  await recordFee(tx, {
    userId: old.userId,
    holdingId: holding.id,
    source: 'purchase',
    amountCents: feeCents,
  });
  await recordAudit(tx, {
    actorId: null,
    action: 'holding.rolled_over',
    targetType: 'holding',
    targetId: holding.id,
    details: { rolledFrom: old.id, units, amountCents: terms.amountCents, feeCents },
  });
  await deps.mailer.send(
    rolledOverMail(buyer.email, buyer.name, {
      reference: holding.reference,
      offeringName: offering.name,
      units,
      amountCents: terms.amountCents,
      feeCents,
      maturityAt: holding.maturityAt,
    }),
    tx,
  );
  return holding.id;
}
