import {
  centsToDollars,
  ERROR_CODES,
  expectedReturnCents,
  INVEST_MSG,
  type InvestResponse,
  maturityDate,
  purchaseCostCents,
} from '@app/contract';
import type { Deps } from '../../deps.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { runIdempotent } from '../../lib/idempotency.ts';
import { findUserById } from '../users/users.repository.ts';
import { applyBalanceChange } from '../wallet/ledger.repository.ts';
import { holdingView, insertHolding, listHoldingsForUser } from './holdings.repository.ts';
import { summarize, toHoldingDto } from './investments.dto.ts';
import { offeringsCache } from './offerings.cache.ts';
import { claimOfferingForPurchase, findOffering } from './offerings.repository.ts';

export interface InvestInput {
  investmentId: string;
  unitsPurchased: number;
  /** Cents: the price the customer saw, when the client sent it. */
  pricePerUnit?: number;
}

export const INSUFFICIENT_BALANCE = 'INSUFFICIENT_BALANCE';
export const PRICE_CHANGED = 'PRICE_CHANGED';

/**
 * A purchase (DESIGN.md §4 "Invest"), all in one transaction: the offering row is claimed (its
 * investor count + 1, locked, refused when archived), the holding is created with the terms of that
 * instant, and units × price is debited through the ledger. Any refusal rolls all of it back.
 */
export async function invest(deps: Deps, userId: string, input: InvestInput, key?: string) {
  const result = await runIdempotent<InvestResponse>(
    deps.db,
    { userId, scope: 'invest', key, request: input },
    async (tx) => {
      // isVerified comes from the database now, never from the token or the browser.
      const offering = await claimOfferingForPurchase(tx, { id: input.investmentId, buyerId: userId });
      if (!offering) {
        const user = await findUserById(tx, userId);
        if (!user) throw notFound();
        if (user.kycStatus !== 'approved') throw forbidden(INVEST_MSG.notVerified, ERROR_CODES.NOT_VERIFIED);
        if (await findOffering(tx, input.investmentId)) throw conflict(INVEST_MSG.notAvailable);
        throw notFound(INVEST_MSG.notFound);
      }
      if (input.pricePerUnit !== undefined && input.pricePerUnit !== offering.pricePerUnitCents) {
        throw conflict(INVEST_MSG.priceChanged, PRICE_CHANGED);
      }

      const amountCents = purchaseCostCents(offering.pricePerUnitCents, input.unitsPurchased);
      const startAt = new Date();
      const holding = await insertHolding(tx, {
        userId,
        offeringId: offering.id,
        units: input.unitsPurchased,
        pricePerUnitCents: offering.pricePerUnitCents,
        amountCents,
        returnBps: offering.returnBps,
        expectedReturnCents: expectedReturnCents(amountCents, offering.returnBps),
        duration: offering.duration,
        startAt,
        maturityAt: maturityDate(startAt, offering.duration),
      });
      const balance = await applyBalanceChange(tx, {
        userId,
        amountCents: -amountCents,
        kind: 'investment',
        referenceId: holding.id,
        actorId: userId,
      });
      if (balance === null) throw new AppError(400, INVEST_MSG.insufficientBalance, INSUFFICIENT_BALANCE);

      // The answer is made from the rows at hand: no read back of what was just written.
      const data = toHoldingDto(holdingView(holding, offering));
      return {
        statusCode: 201,
        body: { message: INVEST_MSG.purchased, data, balance: centsToDollars(balance) },
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
    data: rows.map(toHoldingDto),
    summary: summarize(rows),
    active: summarize(rows.filter((r) => r.status === 'active')),
    completed: summarize(rows.filter((r) => r.status === 'completed')),
  };
}
