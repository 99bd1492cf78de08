import { SKIP_REASONS } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { offerings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { lockCustomer } from '../../shared/users.repository.ts';
import { bookPurchase, lockOfferingToBuy, onSale } from '../investments/purchase.service.ts';
import { platformFeeBps } from '../plans/plans.service.ts';
import { strategyTerms } from './auto-invest.dto.ts';
import {
  findStrategy,
  lastDecision,
  type Position,
  positionsOf,
  recordDecision,
  type StrategyRow,
  strategyHoldings,
} from './auto-invest.repository.ts';
import { type Decision, decide, matchesCriteria } from './auto-invest.rules.ts';

type Offering = typeof offerings.$inferSelect;

/** What a strategy would do with an offering now, given what it holds and the cash the customer has. */
export function decideFor(
  strategy: StrategyRow,
  offering: Offering,
  positions: Position[],
  cash: { balanceCents: number; feeBps: number },
): Decision {
  const invested = positions.reduce((sum, p) => sum + p.amountCents, 0);
  const inCategory = positions
    .filter((p) => p.category === offering.category)
    .reduce((sum, p) => sum + p.amountCents, 0);
  return decide(
    strategyTerms(strategy),
    offering,
    { investedCents: invested, investedInCategoryCents: inCategory },
    cash,
  );
}

export type Outcome = 'bought' | 'skipped' | 'ignored';

/**
 * One strategy looks at one offering, in one transaction: lock the customer (the purchase's first
 * lock, so this and their other money moves take turns), read the strategy as it is now, decide,
 * and buy through the one purchase function (same checks, fee, ledger, audit and receipt as
 * `POST /auth/invest`). The holding's unique (strategy, offering) key makes a second buy by another
 * instance or a retried run fail, and it is then ignored. A refusal of the purchase (a check that
 * no longer holds) is recorded as a skip with its reason.
 */
export async function lookAt(
  deps: Deps,
  strategyId: string,
  userId: string,
  listed: Offering,
): Promise<Outcome> {
  try {
    return await deps.db.transaction(async (tx) => {
      const buyer = await lockCustomer(tx, userId);
      const strategy = await findStrategy(tx, userId, strategyId);
      if (!buyer || !strategy?.active) return 'ignored';
      if (buyer.kycStatus !== 'approved') return skip(tx, strategy.id, listed.id, SKIP_REASONS.notVerified);
      // The offering as it is now, locked, so the decision and the purchase see the same terms.
      const offering = await lockOfferingToBuy(tx, listed.id);
      if (!offering || !onSale(offering)) return 'ignored';
      if (!matchesCriteria(strategyTerms(strategy), offering)) return 'ignored';
      const all = await strategyHoldings(tx, strategy.id);
      if (all.some((h) => h.offeringId === offering.id)) return 'ignored';
      const decision = decideFor(strategy, offering, positionsOf(all), {
        balanceCents: buyer.balanceCents,
        feeBps: platformFeeBps(deps, buyer.plan),
      });
      if (!decision.buy) return skip(tx, strategy.id, offering.id, decision.reason);
      const { holding } = await bookPurchase(tx, deps, {
        buyer,
        offering,
        units: decision.units,
        origin: {
          kind: 'auto_invest',
          strategy: { id: strategy.id, name: strategy.name },
          consent: strategy.consentGiven,
          kiisAcknowledged: strategy.kiisAcknowledgedAt !== null,
        },
        actorId: null,
      });
      await recordDecision(tx, {
        strategyId: strategy.id,
        offeringId: offering.id,
        outcome: 'bought',
        holdingId: holding.id,
        amountCents: holding.amountCents,
      });
      return 'bought';
    });
  } catch (err) {
    if (isUniqueViolation(err)) return 'ignored';
    if (err instanceof AppError && err.statusCode < 500) {
      return deps.db.transaction((tx) => skip(tx, strategyId, listed.id, SKIP_REASONS.refused(err.message)));
    }
    throw err;
  }
}

/** A skip is written once per reason: the same one again at the next look adds nothing. */
async function skip(tx: Executor, strategyId: string, offeringId: string, reason: string): Promise<Outcome> {
  const last = await lastDecision(tx, strategyId, offeringId);
  if (last?.outcome !== 'skipped' || last.reason !== reason)
    await recordDecision(tx, { strategyId, offeringId, outcome: 'skipped', reason });
  return 'skipped';
}
