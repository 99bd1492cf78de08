import { randomUUID } from 'node:crypto';
import {
  centsToDollars,
  ERROR_CODES,
  expectedReturnCents,
  INVEST_MSG,
  type InvestResponse,
  maturityDate,
  purchaseCostCents,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import {
  type IdempotentAnswer,
  type KeyClaim,
  keyRow,
  runIdempotentStatement,
} from '../../lib/idempotency.ts';
import { profileNotices } from '../../shared/profile-notices.ts';
import { holdingView, listHoldingsForUser } from './holdings.repository.ts';
import { summarize, toHoldingDto } from './investments.dto.ts';
import { offeringsCache } from './offerings.cache.ts';
import { findPurchaseContext, insertPurchase, PurchaseRaced } from './purchase.repository.ts';
import { type OfferingTerms, type PurchaseTerms, purchaseTerms } from './purchase-terms.cache.ts';

export interface InvestInput {
  investmentId: string;
  unitsPurchased: number;
  /** Cents: the price the customer saw, when the client sent it. */
  pricePerUnit?: number;
}

export const INSUFFICIENT_BALANCE = 'INSUFFICIENT_BALANCE';
export const PRICE_CHANGED = 'PRICE_CHANGED';

// A purchase whose statement found something changed since it was decided is decided again with the
// buyer's row locked; only an offering edited at that very moment can make it race again, this many
// times.
const PURCHASE_TRIES = 3;

/**
 * A purchase (DESIGN.md §4 "Invest"), all or nothing: the offering counts one more investor, the
 * holding is created with the terms of that instant, and units × price is debited through the ledger.
 * One guarded statement writes it and reads the balance it debits (purchase.repository.ts). Usually
 * that is the only round trip: the offering's terms are those this instance last read
 * (purchase-terms.cache.ts), and the statement writes nothing unless they still hold, the buyer is
 * verified and the balance covers the cost (docs/decisions/018-purchases-in-one-round-trip.md).
 * Otherwise, or when it wrote nothing, one read decides (the precise refusal: 403, 404, 409, 400)
 * and the statement follows, the second time with the buyer's row locked.
 */
export async function invest(deps: Deps, userId: string, input: InvestInput, key?: string) {
  const tried = { write: false };
  let result: Awaited<ReturnType<typeof runIdempotentStatement<InvestResponse>>>;
  try {
    result = await runIdempotentStatement<InvestResponse>(
      deps.db,
      { userId, scope: 'invest', key, request: input },
      async (claim) => {
        const terms = purchaseTerms(deps.db);
        const known = terms.get(input.investmentId);
        let attempt = 1;
        if (known && (input.pricePerUnit === undefined || input.pricePerUnit === known.pricePerUnitCents)) {
          try {
            return await write(deps.db, userId, input, claim, known, tried);
          } catch (err) {
            if (!(err instanceof PurchaseRaced)) throw err;
            // Whatever changed (the offering, the balance, the verification), the read says which.
            terms.forget(input.investmentId);
            attempt = 2;
          }
        }
        for (; ; attempt++) {
          try {
            // Unlocked first (this instance had not read the offering: nobody is racing the buyer).
            if (attempt === 1) return await decideAndWrite(deps.db, terms, userId, input, claim, tried);
            return await deps.db.transaction((tx) =>
              decideAndWrite(tx, terms, userId, input, claim, tried, { lock: true }),
            );
          } catch (err) {
            if (!(err instanceof PurchaseRaced)) throw err;
            if (attempt >= PURCHASE_TRIES) throw conflict(INVEST_MSG.busy);
          }
        }
      },
    );
  } finally {
    // The purchase statement leaves the announcement of the buyer's new balance to us (ADR 017):
    // made before the answer leaves, as the trigger's would have been, and also when the outcome is
    // unknown (an error after the statement was sent), since a needless one only costs a re-read.
    if (tried.write) await announceProfileChange(deps, userId);
  }
  // The offering's investor count moved: this instance's Explore list shows it at once, others within 1 s.
  if (!result.replayed) offeringsCache(deps.db).drop();
  return result;
}

async function announceProfileChange(deps: Deps, userId: string) {
  const err = await profileNotices(deps.db).announce(userId);
  if (err) {
    deps.log.warn({ err: err.message }, 'balance change not announced; other instances catch up within 10 s');
  }
}

/** Reads the buyer and the offering, refuses with the precise reason, else writes (PurchaseRaced when it raced). */
async function decideAndWrite(
  db: Executor,
  terms: PurchaseTerms,
  userId: string,
  input: InvestInput,
  claim: KeyClaim | undefined,
  tried: { write: boolean },
  opts: { lock?: boolean } = {},
): Promise<IdempotentAnswer<InvestResponse> | null> {
  const ctx = await findPurchaseContext(db, { userId, offeringId: input.investmentId, lock: opts.lock });
  if (!ctx) throw notFound();
  const { buyer, offering } = ctx;
  // isVerified comes from the database now, never from the token or the browser.
  if (buyer.kycStatus !== 'approved') throw forbidden(INVEST_MSG.notVerified, ERROR_CODES.NOT_VERIFIED);
  if (!offering) throw notFound(INVEST_MSG.notFound);
  terms.remember(offering);
  if (offering.archivedAt) throw conflict(INVEST_MSG.notAvailable);
  if (input.pricePerUnit !== undefined && input.pricePerUnit !== offering.pricePerUnitCents) {
    throw conflict(INVEST_MSG.priceChanged, PRICE_CHANGED);
  }
  const amountCents = purchaseCostCents(offering.pricePerUnitCents, input.unitsPurchased);
  if (amountCents > buyer.balanceCents) {
    throw new AppError(400, INVEST_MSG.insufficientBalance, INSUFFICIENT_BALANCE);
  }
  return write(db, userId, input, claim, offering, tried);
}

/**
 * The holding priced at `offering`'s terms and its answer, written by one guarded statement: null when
 * the key was taken, PurchaseRaced when the offering, balance or verification no longer allow it.
 */
async function write(
  db: Executor,
  userId: string,
  input: InvestInput,
  claim: KeyClaim | undefined,
  offering: OfferingTerms,
  tried: { write: boolean },
): Promise<IdempotentAnswer<InvestResponse> | null> {
  // This instance's clock (ADR 018): terms run for months, and instances keep NTP time.
  const startAt = new Date();
  const amountCents = purchaseCostCents(offering.pricePerUnitCents, input.unitsPurchased);
  const holding = {
    id: randomUUID(),
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
    status: 'active' as const,
    paidOutAt: null,
    createdAt: startAt,
  };
  const data = toHoldingDto(holdingView(holding, offering));
  // The balance is known once the statement has debited it; it completes the stored answer itself.
  const body = { message: INVEST_MSG.purchased, data, balance: 0 };
  tried.write = true;
  const written = await insertPurchase(db, {
    holding,
    offering,
    key: claim && keyRow(claim, { statusCode: 201, body }),
  });
  if (!written) return null;
  return { statusCode: 201, body: { ...body, balance: centsToDollars(written.balanceAfterCents) } };
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
