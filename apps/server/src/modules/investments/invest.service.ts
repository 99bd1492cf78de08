import { randomUUID } from 'node:crypto';
import {
  centsToDollars,
  ERROR_CODES,
  formatFeePercent,
  INVEST_MSG,
  type InvestResponse,
  platformFeeCents,
  purchaseCostCents,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { conflict, forbidden, insufficientBalance, notFound } from '../../lib/app-error.ts';
import { runIdempotent } from '../../lib/idempotency.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { postJournal } from '../../shared/ledger.repository.ts';
import { feePostings, recordFee } from '../../shared/platform-fees.repository.ts';
import { lockCustomer } from '../../shared/users.repository.ts';
import { platformFeeBps } from '../plans/plans.service.ts';
import { checkProtectedPurchase } from '../protection/purchase-protection.service.ts';
import { holdingTerms } from './holding-terms.ts';
import { holdingView, listHoldingsForUser } from './holdings.repository.ts';
import { summarize, toHoldingDto } from './investments.dto.ts';
import { OFFERING_SHEET_PAGE, purchaseMail } from './investments.mails.ts';
import { offeringsCache } from './offerings.cache.ts';
import { insertHolding, lockOffering } from './purchase.repository.ts';

export interface InvestInput {
  investmentId: string;
  unitsPurchased: number;
  /** Cents: the price the customer saw, when the client sent it. */
  pricePerUnit?: number;
  /** The customer ticked the large-order warning. */
  consent?: boolean;
}

/**
 * A purchase, one transaction, all or nothing (docs/decisions/041, 032):
 * 1. lock the buyer's row, so their purchases, withdrawals and adjustments take turns;
 * 2. check: verified (from the database, never the token), the offering as it is now (locked, so
 *    its terms hold until commit; not archived; the price the customer saw, when sent), investor
 *    protection when on (protection/purchase-protection.service.ts), the balance;
 * 3. write: the holding at those terms, the fee record, the audit entry, the receipt mail, one
 *    journal transaction (cash to invested principal, and the platform fee of the buyer's plan to fee
 *    revenue: ADR 024, ADR 032), and (runIdempotent) the idempotency answer; commit.
 * A refusal throws and rolls everything back.
 */
/** What one purchase buys, whoever asks: the customer (`POST /auth/invest`) or their strategy. */
export interface Purchase {
  userId: string;
  offeringId: string;
  units: number;
  /** Cents: the price the customer saw, when the client sent it. */
  pricePerUnitCents?: number;
  /** The customer ticked the large-order warning (a strategy: consent given when it was saved). */
  consent: boolean;
  /** The auto-invest strategy buying (ADR 051): its key-information acknowledgement stands in for the offering's. */
  strategy?: { id: string; name: string; kiisAcknowledged: boolean };
}

/**
 * A purchase, one transaction, all or nothing (docs/decisions/041, 032), inside the caller's
 * transaction:
 * 1. lock the buyer's row, so their purchases, withdrawals and adjustments take turns;
 * 2. check: verified (from the database, never the token), the offering as it is now (locked, so
 *    its terms hold until commit; not archived; the price the customer saw, when sent), investor
 *    protection when on (protection/purchase-protection.service.ts), the balance;
 * 3. write: the holding at those terms, the fee record, the audit entry, the receipt mail, one
 *    journal transaction (cash to invested principal, and the platform fee of the buyer's plan to fee
 *    revenue: ADR 024, ADR 032).
 * A refusal throws and the caller's transaction rolls back.
 */
export async function buyInTransaction(tx: Executor, deps: Deps, p: Purchase) {
  const { userId } = p;
  const buyer = await lockCustomer(tx, userId);
  if (!buyer) throw notFound();
  if (buyer.kycStatus !== 'approved') throw forbidden(INVEST_MSG.notVerified, ERROR_CODES.NOT_VERIFIED);
  const offering = await lockOffering(tx, p.offeringId);
  if (!offering) throw notFound(INVEST_MSG.notFound);
  // Archived, or its borrower is not paying as agreed (ADR 034): no new money goes in.
  if (offering.archivedAt || offering.performance !== 'performing') throw conflict(INVEST_MSG.notAvailable);
  if (p.pricePerUnitCents !== undefined && p.pricePerUnitCents !== offering.pricePerUnitCents) {
    throw conflict(INVEST_MSG.priceChanged, ERROR_CODES.PRICE_CHANGED);
  }
  const amountCents = purchaseCostCents(offering.pricePerUnitCents, p.units);
  const feeBps = platformFeeBps(deps, buyer.plan);
  const feeCents = platformFeeCents(amountCents, feeBps);
  if (amountCents + feeCents > buyer.balanceCents) throw insufficientBalance();

  // The instance's clock: terms run for months and instances keep NTP time.
  const startAt = new Date();
  const protection = deps.config.investorProtection
    ? await checkProtectedPurchase(tx, {
        userId,
        offeringId: offering.id,
        amountCents,
        consent: p.consent,
        kiisAcknowledgedForStrategy: p.strategy?.kiisAcknowledged === true,
        now: startAt,
      })
    : { consentGiven: false, reflectionEndsAt: null };
  const holding = await insertHolding(tx, {
    id: randomUUID(),
    userId,
    ...holdingTerms(offering, p.units, startAt),
    feeCents,
    ...protection,
    strategyId: p.strategy?.id ?? null,
  });
  // The buyer's row is locked: this is the balance the journal transaction leaves.
  const balanceCents = buyer.balanceCents - amountCents - feeCents;
  // The fee record, the audit entry and the receipt go out together; the journal transaction goes
  // last, so the chain lock its header takes is held only until the commit.
  await Promise.all([
    recordFee(tx, { userId, holdingId: holding.id, source: 'purchase', amountCents: feeCents }),
    recordAudit(tx, {
      actorId: userId,
      action: p.strategy ? 'holding.auto_purchased' : 'holding.purchased',
      targetType: 'holding',
      targetId: holding.id,
      details: {
        userId,
        offeringId: offering.id,
        units: holding.units,
        amountCents,
        feeCents,
        balanceCents,
        consentGiven: protection.consentGiven,
        reflectionEndsAt: protection.reflectionEndsAt?.toISOString() ?? null,
        ...(p.strategy ? { strategyId: p.strategy.id } : {}),
      },
    }),
    deps.mailer.send(
      purchaseMail(buyer.email, buyer.name, {
        reference: holding.reference,
        offeringName: offering.name,
        units: holding.units,
        amountCents,
        feeCents,
        maturityAt: holding.maturityAt,
        reflectionEndsAt: holding.reflectionEndsAt,
        ...(p.strategy
          ? {
              strategyName: p.strategy.name,
              sheetUrl: `${deps.config.publicUrl}${OFFERING_SHEET_PAGE}`,
            }
          : {}),
      }),
      tx,
    ),
  ]);
  // One journal transaction: the principal into the customer's invested principal, the fee to revenue.
  const posted = await postJournal(tx, {
    kind: 'purchase',
    referenceId: holding.id,
    actorId: userId,
    // The same instant the holding starts: its money and its term begin together.
    at: startAt,
    postings: [
      { account: { type: 'cash', userId }, amountCents: -amountCents, kind: 'investment' },
      { account: { type: 'principal', userId }, amountCents, kind: 'investment' },
      ...feePostings({
        userId,
        amountCents: feeCents,
        reason: `Platform fee ${formatFeePercent(feeBps)} on ${offering.name}`,
      }),
    ],
  });
  if (posted.cashAfterCents !== balanceCents) throw new Error('the locked balance moved under a purchase');
  return { holding, offering, balanceCents, feeCents };
}

/** POST /auth/invest: the customer's purchase, answered once per idempotency key. */
export async function invest(deps: Deps, userId: string, input: InvestInput, key?: string) {
  const result = await runIdempotent<InvestResponse>(
    deps.db,
    { userId, scope: 'invest', key, request: input },
    async (tx) => {
      const { holding, offering, balanceCents, feeCents } = await buyInTransaction(tx, deps, {
        userId,
        offeringId: input.investmentId,
        units: input.unitsPurchased,
        pricePerUnitCents: input.pricePerUnit,
        consent: input.consent === true,
      });
      return {
        statusCode: 201,
        body: {
          message: INVEST_MSG.purchased,
          data: toHoldingDto(holdingView(holding, offering)),
          balance: centsToDollars(balanceCents),
          fee: centsToDollars(feeCents),
        },
      };
    },
  );
  // The offering's investor count moved: this instance's Explore list shows it at once, others within 1 s.
  if (!result.replayed) offeringsCache(deps.db).drop();
  return result;
}

/** A customer's holdings with expected return and maturity, and the sums the summary card shows. */
export async function listUserHoldings(deps: Deps, userId: string) {
  const rows = await listHoldingsForUser(deps.db, userId);
  return {
    data: rows.map((r) => toHoldingDto(r)),
    // A cancelled purchase was refunded whole: it counts in no sum.
    summary: summarize(rows.filter((r) => r.status !== 'cancelled')),
    active: summarize(rows.filter((r) => r.status === 'active')),
    completed: summarize(
      rows.filter((r) => r.status === 'completed'),
      { paidOnly: true },
    ),
  };
}
