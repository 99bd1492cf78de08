import { randomUUID } from 'node:crypto';
import {
  centsToDollars,
  formatFeePercent,
  formatUsd,
  INVEST_MSG,
  platformFeeCents,
  purchaseCostCents,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { holdings, offerings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, insufficientBalance } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { postJournal } from '../../shared/ledger.repository.ts';
import { feePostings, recordFee } from '../../shared/platform-fees.repository.ts';
import type { lockCustomer } from '../../shared/users.repository.ts';
import { platformFeeBps } from '../plans/plans.service.ts';
import { checkProtectedPurchase } from '../protection/purchase-protection.service.ts';
import { rolledOverMail } from './holding-life.mails.ts';
import { holdingTerms } from './holding-terms.ts';
import { OFFERING_SHEET_PAGE, purchaseMail } from './investments.mails.ts';
import { insertHolding, lockOffering } from './purchase.repository.ts';

type Holding = typeof holdings.$inferSelect;
type Offering = typeof offerings.$inferSelect;
type Buyer = NonNullable<Awaited<ReturnType<typeof lockCustomer>>>;

/**
 * Who asked for a purchase. A customer's own order goes through investor protection (and starts a
 * reflection period); a roll-over continues a holding the customer already chose, under their
 * maturity instruction; an auto-invest strategy buys for its owner under the rules they set.
 */
export type PurchaseOrigin =
  | { kind: 'customer'; consent: boolean }
  | { kind: 'rollover'; from: Holding }
  | {
      kind: 'auto_invest';
      strategy: { id: string; name: string };
      /** Consent to large orders and the key-information acknowledgement, given when the strategy was saved. */
      consent: boolean;
      kiisAcknowledged: boolean;
    };

export interface PurchaseOrder {
  /** The buyer's row, locked by the caller (`lockCustomer`) so their money changes take turns. */
  buyer: Buyer;
  /** The offering, locked by the caller (`lockOffering`) so its terms hold until the commit. */
  offering: Offering;
  units: number;
  origin: PurchaseOrigin;
  /** Who is recorded as acting: the customer, or null for a job (roll-over, auto-invest). */
  actorId: string | null;
  /** The holding's start, which dates its purchase postings: the instance's clock by default. */
  startAt?: Date;
}

/** The offering a purchase is priced from, locked until the caller's transaction ends (its terms hold). */
export const lockOfferingToBuy = (tx: Executor, id: string) => lockOffering(tx, id);

/** On sale: not archived, and its borrower is paying as agreed (ADR 034): only then does money go in. */
export const onSale = (o: Pick<Offering, 'archivedAt' | 'performance'>) =>
  o.archivedAt === null && o.performance === 'performing';

const AUDIT_ACTION: Record<PurchaseOrigin['kind'], string> = {
  customer: 'holding.purchased',
  rollover: 'holding.rolled_over',
  auto_invest: 'holding.auto_invested',
};

/**
 * The one purchase (docs/decisions/047-one-life-for-a-holding.md): every holding is bought here,
 * whether the customer orders it (`POST /auth/invest`), a maturity rolls it over, or an auto-invest
 * job buys it. Inside the caller's transaction, which holds the buyer's and the offering's rows:
 * checks that the offering is on sale (not archived, performing), investor protection for a
 * customer's own order, and the balance; then writes the holding at the offering's terms of now, the
 * fee record, the audit entry, the receipt mail and one `purchase` journal transaction (cash to
 * invested principal, the plan's platform fee to revenue). A refusal throws; the caller rolls back.
 *
 * Idempotency is the caller's, and each caller has one: a customer's order runs under their
 * Idempotency-Key (`runIdempotent`), a roll-over is unique per matured holding (`rolled_from`), and
 * an auto-invest job passes a key of its own (strategy and offering) to `runIdempotent` the same way.
 */
export async function bookPurchase(
  tx: Executor,
  deps: Pick<Deps, 'mailer' | 'config'>,
  order: PurchaseOrder,
) {
  const { buyer, offering, origin } = order;
  if (!onSale(offering)) throw conflict(INVEST_MSG.notAvailable);
  const amountCents = purchaseCostCents(offering.pricePerUnitCents, order.units);
  const feeBps = platformFeeBps(deps, buyer.plan);
  const feeCents = platformFeeCents(amountCents, feeBps);
  if (amountCents + feeCents > buyer.balanceCents) throw insufficientBalance();

  // The instance's clock: terms run for months and instances keep NTP time.
  const startAt = order.startAt ?? new Date();
  // A customer's order and a strategy's purchase go through investor protection (a strategy's one
  // acknowledgement of the sheets stands in for the offering's); a roll-over continues a holding.
  const protection =
    origin.kind !== 'rollover' && deps.config.investorProtection
      ? await checkProtectedPurchase(tx, {
          userId: buyer.id,
          offeringId: offering.id,
          amountCents,
          consent: origin.consent,
          kiisAcknowledgedForStrategy: origin.kind === 'auto_invest' && origin.kiisAcknowledged,
          now: startAt,
        })
      : { consentGiven: false, reflectionEndsAt: null };
  const rolled = origin.kind === 'rollover' ? origin.from : null;
  const holding = await insertHolding(tx, {
    id: randomUUID(),
    userId: buyer.id,
    ...holdingTerms(offering, order.units, startAt),
    feeCents,
    ...protection,
    ...(rolled ? { instruction: rolled.instruction, rolledFrom: rolled.id } : {}),
    ...(origin.kind === 'auto_invest' ? { strategyId: origin.strategy.id } : {}),
  });
  // The buyer's row is locked: this is the balance the journal transaction leaves.
  const balanceCents = buyer.balanceCents - amountCents - feeCents;
  const receipt = {
    reference: holding.reference,
    offeringName: offering.name,
    units: holding.units,
    amountCents,
    feeCents,
    maturityAt: holding.maturityAt,
  };
  await Promise.all([
    recordFee(tx, { userId: buyer.id, holdingId: holding.id, source: 'purchase', amountCents: feeCents }),
    recordAudit(tx, {
      actorId: order.actorId,
      action: AUDIT_ACTION[origin.kind],
      targetType: 'holding',
      targetId: holding.id,
      details: {
        userId: buyer.id,
        offeringId: offering.id,
        units: holding.units,
        amountCents,
        feeCents,
        balanceCents,
        consentGiven: protection.consentGiven,
        reflectionEndsAt: protection.reflectionEndsAt?.toISOString() ?? null,
        ...(rolled ? { rolledFrom: rolled.id } : {}),
        ...(origin.kind === 'auto_invest' ? { strategyId: origin.strategy.id } : {}),
      },
    }),
    deps.mailer.send(
      rolled
        ? rolledOverMail(buyer.email, buyer.name, receipt)
        : purchaseMail(buyer.email, buyer.name, {
            ...receipt,
            reflectionEndsAt: holding.reflectionEndsAt,
            ...(origin.kind === 'auto_invest'
              ? {
                  strategyName: origin.strategy.name,
                  sheetUrl: `${deps.config.publicUrl}${OFFERING_SHEET_PAGE}`,
                }
              : {}),
          }),
      tx,
      rolled
        ? {
            userId: buyer.id,
            kind: 'rollover',
            text: `${formatUsd(centsToDollars(amountCents))} was rolled over into ${offering.name} (${holding.reference}).`,
            link: '/investments',
          }
        : {
            userId: buyer.id,
            kind: 'purchase',
            text: `You bought ${offering.name} for ${formatUsd(centsToDollars(amountCents))} (${holding.reference}).`,
            link: '/investments',
          },
    ),
  ]);
  // Last, so the chain lock its header takes is held only until the commit.
  const posted = await postJournal(tx, {
    kind: 'purchase',
    referenceId: holding.id,
    actorId: order.actorId ?? undefined,
    // The same instant the holding starts: its money and its term begin together.
    at: startAt,
    postings: [
      { account: { type: 'cash', userId: buyer.id }, amountCents: -amountCents, kind: 'investment' },
      { account: { type: 'principal', userId: buyer.id }, amountCents, kind: 'investment' },
      ...feePostings({
        userId: buyer.id,
        amountCents: feeCents,
        reason: `Platform fee ${formatFeePercent(feeBps)} on ${offering.name}`,
      }),
    ],
  });
  if (posted.cashAfterCents !== balanceCents) throw new Error('the locked balance moved under a purchase');
  return { holding, amountCents, feeCents, feeBps, balanceCents };
}
