import {
  AUTO_INVEST_MSG,
  AUTO_INVEST_REPORT_DECISIONS,
  annualReturnBps,
  centsToDollars,
  SKIP_REASONS,
  type StrategyPreview,
  type StrategyReport,
} from '@app/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { findUserById } from '../../shared/users.repository.ts';
import { platformFeeBps } from '../plans/plans.service.ts';
import { decideFor } from './auto-invest.buyer.ts';
import { strategyTerms } from './auto-invest.dto.ts';
import {
  autoInvestOverview,
  findStrategy,
  listOfferingsOnSale,
  type Position,
  positionsOf,
  recentDecisions,
  strategyHoldings,
  strategyPositions,
} from './auto-invest.repository.ts';
import { matchesCriteria } from './auto-invest.rules.ts';

async function ownStrategy(deps: Deps, userId: string, id: string) {
  const strategy = await findStrategy(deps.db, userId, id);
  if (!strategy) throw notFound(AUTO_INVEST_MSG.notFound);
  return strategy;
}

/**
 * What the strategy would buy now, in the order it would (oldest on sale first), each purchase
 * leaving less cash and budget for the next: the same rules the job applies. Offerings on sale
 * that match but would not be bought are listed with the reason.
 */
export async function previewStrategy(deps: Deps, userId: string, id: string): Promise<StrategyPreview> {
  const strategy = await ownStrategy(deps, userId, id);
  const [owner, onSale, all] = await Promise.all([
    findUserById(deps.db, userId),
    listOfferingsOnSale(deps.db),
    strategyHoldings(deps.db, strategy.id),
  ]);
  const bought = new Set(all.map((h) => h.offeringId));
  if (!owner) throw notFound();
  const cash = { balanceCents: owner.balanceCents, feeBps: platformFeeBps(deps, owner.plan) };
  const held: Position[] = positionsOf(all);
  const preview: StrategyPreview = { data: [], skipped: [] };
  for (const offering of onSale) {
    if (!matchesCriteria(strategyTerms(strategy), offering)) continue;
    const named = { offeringId: offering.id, name: offering.name };
    if (bought.has(offering.id)) {
      preview.skipped.push({ ...named, reason: SKIP_REASONS.alreadyBought });
      continue;
    }
    const d = decideFor(strategy, offering, held, cash);
    if (!d.buy) {
      preview.skipped.push({ ...named, reason: d.reason });
      continue;
    }
    preview.data.push({ ...named, amount: centsToDollars(d.amountCents) });
    cash.balanceCents -= d.amountCents + d.feeCents;
    held.push({
      offeringId: offering.id,
      category: offering.category,
      amountCents: d.amountCents,
      status: 'active',
      performance: offering.performance,
      returnBps: offering.returnBps,
      term: { count: offering.termCount, unit: offering.termUnit },
    });
  }
  return preview;
}

/** How a holding reads in the report's spread by status. */
function statusOf(p: Position): string {
  if (p.status === 'completed') return 'repaid';
  if (p.status === 'written_off' || p.performance === 'defaulted' || p.performance === 'recovery')
    return 'defaulted';
  if (p.performance === 'delayed') return 'late';
  return 'performing';
}

function spread(entries: [string, number][]) {
  const sums = new Map<string, number>();
  for (const [key, cents] of entries) sums.set(key, (sums.get(key) ?? 0) + cents);
  return [...sums].sort((a, b) => b[1] - a[1]);
}

/** What the strategy bought (the regulation's report to the investor) and what it decided lately. */
export async function strategyReport(
  deps: Deps,
  userId: string,
  id: string,
): Promise<{ data: StrategyReport }> {
  const strategy = await ownStrategy(deps, userId, id);
  const [positions, decisions] = await Promise.all([
    strategyPositions(deps.db, strategy.id),
    recentDecisions(deps.db, strategy.id, AUTO_INVEST_REPORT_DECISIONS),
  ]);
  const investedCents = positions.reduce((s, p) => s + p.amountCents, 0);
  const weightedBps =
    investedCents === 0
      ? 0
      : positions.reduce((s, p) => s + p.amountCents * annualReturnBps(p.returnBps, p.term), 0) /
        investedCents;
  return {
    data: {
      invested: centsToDollars(investedCents),
      holdings: positions.length,
      weightedRate: Math.round(weightedBps) / 100,
      byCategory: spread(positions.map((p) => [p.category, p.amountCents])).map(([category, cents]) => ({
        category,
        amount: centsToDollars(cents),
      })),
      byStatus: spread(positions.map((p) => [statusOf(p), p.amountCents])).map(([status, cents]) => ({
        status,
        amount: centsToDollars(cents),
      })),
      decisions: decisions.map((d) => ({
        at: d.at.toISOString(),
        offeringId: d.offeringId,
        name: d.name,
        outcome: d.outcome,
        ...(d.amountCents !== null ? { amount: centsToDollars(d.amountCents) } : {}),
        ...(d.reason !== null ? { reason: d.reason } : {}),
      })),
    },
  };
}

/** GET /auth/admin/auto-invest: strategies, the budget they may still invest, auto-purchases per offering. */
export async function adminAutoInvestOverview(deps: Deps) {
  const { totals, byOffering } = await autoInvestOverview(deps.db);
  return {
    data: {
      strategies: totals.strategies,
      active: totals.active,
      budgetLeft: centsToDollars(Number(totals.budget_left)),
      byOffering: byOffering.map((r) => ({
        offeringId: r.offering_id,
        name: r.name,
        amount: centsToDollars(Number(r.cents)),
        holdings: r.holdings,
      })),
    },
  };
}
