import { centsToDollars, ERROR_CODES, INVEST_MSG, type InvestResponse } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { runIdempotent } from '../../lib/idempotency.ts';
import { lockCustomer } from '../../shared/users.repository.ts';
import { holdingView, listHoldingsForUser } from './holdings.repository.ts';
import { summarize, toHoldingDto } from './investments.dto.ts';
import { offeringsCache } from './offerings.cache.ts';
import { lockOffering } from './purchase.repository.ts';
import { bookPurchase, onSale } from './purchase.service.ts';

export interface InvestInput {
  investmentId: string;
  unitsPurchased: number;
  /** Cents: the price the customer saw, when the client sent it. */
  pricePerUnit?: number;
  /** The customer ticked the large-order warning. */
  consent?: boolean;
}

/**
 * POST /auth/invest: a customer's own purchase, one transaction, all or nothing (docs/decisions/041,
 * 032, 043): lock the buyer's row (their purchases, withdrawals and adjustments take turns); check
 * they are verified (from the database, never the token), the offering as it is now (locked, so its
 * terms hold until commit) and the price the customer saw, when sent; then the one purchase
 * (`bookPurchase`: investor protection, the balance, the holding, fee, audit, mail and journal
 * transaction) and (runIdempotent) the idempotency answer; commit.
 */
export async function invest(deps: Deps, userId: string, input: InvestInput, key?: string) {
  const result = await runIdempotent<InvestResponse>(
    deps.db,
    { userId, scope: 'invest', key, request: input },
    async (tx) => {
      const buyer = await lockCustomer(tx, userId);
      if (!buyer) throw notFound();
      if (buyer.kycStatus !== 'approved') throw forbidden(INVEST_MSG.notVerified, ERROR_CODES.NOT_VERIFIED);
      const offering = await lockOffering(tx, input.investmentId);
      if (!offering) throw notFound(INVEST_MSG.notFound);
      // An offering off sale answers that first (bookPurchase), whatever price was sent.
      if (
        onSale(offering) &&
        input.pricePerUnit !== undefined &&
        input.pricePerUnit !== offering.pricePerUnitCents
      ) {
        throw conflict(INVEST_MSG.priceChanged, ERROR_CODES.PRICE_CHANGED);
      }
      const bought = await bookPurchase(tx, deps, {
        buyer,
        offering,
        units: input.unitsPurchased,
        origin: { kind: 'customer', consent: input.consent === true },
        actorId: userId,
      });
      return {
        statusCode: 201,
        body: {
          message: INVEST_MSG.purchased,
          data: toHoldingDto(holdingView(bought.holding, offering)),
          balance: centsToDollars(bought.balanceCents),
          fee: centsToDollars(bought.feeCents),
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
