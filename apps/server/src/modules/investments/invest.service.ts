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
import { profileNotices } from '../auth/profile-notices.ts';
import { holdingView, listHoldingsForUser } from './holdings.repository.ts';
import { summarize, toHoldingDto } from './investments.dto.ts';
import { offeringsCache } from './offerings.cache.ts';
import { findPurchaseContext, insertPurchase, PurchaseRaced } from './purchase.repository.ts';

export interface InvestInput {
  investmentId: string;
  unitsPurchased: number;
  /** Cents: the price the customer saw, when the client sent it. */
  pricePerUnit?: number;
}

export const INSUFFICIENT_BALANCE = 'INSUFFICIENT_BALANCE';
export const PRICE_CHANGED = 'PRICE_CHANGED';

// A purchase that raced another change of the same balance is tried again with the buyer's row
// locked; only an offering edited at that very moment can make it race again, this many times.
const PURCHASE_TRIES = 3;

/**
 * A purchase (DESIGN.md §4 "Invest"), all or nothing: the offering counts one more investor, the
 * holding is created with the terms of that instant, and units × price is debited through the ledger.
 * One read decides it (buyer, offering, clock); one statement writes it, guarded so that it writes
 * nothing if the balance or the offering's terms changed since the read (then it reads again). Two
 * round trips instead of a transaction of eight (docs/deploy.md §6).
 */
export async function invest(deps: Deps, userId: string, input: InvestInput, key?: string) {
  const tried = { write: false };
  let result: Awaited<ReturnType<typeof runIdempotentStatement<InvestResponse>>>;
  try {
    result = await runIdempotentStatement<InvestResponse>(
      deps.db,
      { userId, scope: 'invest', key, request: input },
      async (claim) => {
        for (let attempt = 1; ; attempt++) {
          try {
            // First without a lock (the usual case: nobody else is spending this balance right now).
            if (attempt === 1) return await purchase(deps.db, userId, input, claim, tried);
            return await deps.db.transaction((tx) =>
              purchase(tx, userId, input, claim, tried, { lock: true }),
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

/** One try: decide from one read, write in one guarded statement (PurchaseRaced when it raced). */
async function purchase(
  db: Executor,
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
  if (offering.archivedAt) throw conflict(INVEST_MSG.notAvailable);
  if (input.pricePerUnit !== undefined && input.pricePerUnit !== offering.pricePerUnitCents) {
    throw conflict(INVEST_MSG.priceChanged, PRICE_CHANGED);
  }
  const amountCents = purchaseCostCents(offering.pricePerUnitCents, input.unitsPurchased);
  if (amountCents > buyer.balanceCents) {
    throw new AppError(400, INVEST_MSG.insufficientBalance, INSUFFICIENT_BALANCE);
  }
  const startAt = ctx.now;
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
  const balance = buyer.balanceCents - amountCents;
  const data = toHoldingDto(holdingView(holding, offering));
  const answer = {
    statusCode: 201,
    body: { message: INVEST_MSG.purchased, data, balance: centsToDollars(balance) },
  };
  tried.write = true;
  const written = await insertPurchase(db, {
    holding,
    balanceBeforeCents: buyer.balanceCents,
    key: claim && keyRow(claim, answer),
  });
  return written ? answer : null;
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
