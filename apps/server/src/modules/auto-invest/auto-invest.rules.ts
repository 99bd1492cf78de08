import {
  annualReturnBps,
  type Duration,
  maxAffordableUnits,
  platformFeeCents,
  purchaseCostCents,
  SKIP_REASONS,
  unitsForAmount,
} from '@app/contract';

/** What a strategy asks of an offering and of itself (cents and basis points). */
export interface StrategyTerms {
  categories: string[] | null;
  maxTermMonths: number | null;
  minRateBps: number | null;
  maxRateBps: number | null;
  performingOnly: boolean;
  amountPerOfferingCents: number;
  maxSharePerOfferingPct: number;
  maxSharePerCategoryPct: number | null;
  budgetCents: number;
  cashReserveCents: number;
}

export interface OfferingTerms {
  category: string;
  returnBps: number;
  termCount: number;
  termUnit: Duration['unit'];
  pricePerUnitCents: number;
  performance: string;
}

const MONTHS_PER: Record<Duration['unit'], number> = { day: 12 / 365, week: 12 / 52, month: 1, year: 12 };

export const termInMonths = (t: Duration): number => t.count * MONTHS_PER[t.unit];
export const offeringAnnualBps = (o: OfferingTerms): number =>
  annualReturnBps(o.returnBps, { count: o.termCount, unit: o.termUnit });

/** The investor's criteria: every one that is set must hold. */
export function matchesCriteria(s: StrategyTerms, o: OfferingTerms): boolean {
  if (s.categories && s.categories.length > 0 && !s.categories.includes(o.category)) return false;
  if (
    s.maxTermMonths !== null &&
    termInMonths({ count: o.termCount, unit: o.termUnit }) > s.maxTermMonths + 1e-9
  )
    return false;
  const rate = offeringAnnualBps(o);
  if (s.minRateBps !== null && rate < s.minRateBps) return false;
  if (s.maxRateBps !== null && rate > s.maxRateBps) return false;
  if (s.performingOnly && o.performance !== 'performing') return false;
  return true;
}

export interface Holdings {
  /** What the strategy has in holdings it bought (not cancelled), in all and in the offering's category. */
  investedCents: number;
  investedInCategoryCents: number;
}

export type Decision =
  | { buy: true; units: number; amountCents: number; feeCents: number }
  | { buy: false; reason: string };

/**
 * How much a strategy buys of an offering that matches its criteria: the amount per offering in
 * whole units, made smaller to stay within the budget, the share per offering and per category, and
 * the cash above the reserve (fee included). Each limit that leaves less than one unit is a skip,
 * named in the order the limits are listed on the strategy form.
 */
export function decide(
  s: StrategyTerms,
  o: OfferingTerms,
  h: Holdings,
  cash: { balanceCents: number; feeBps: number },
): Decision {
  const price = o.pricePerUnitCents;
  const wanted = unitsForAmount(s.amountPerOfferingCents, price);
  if (wanted < 1) return { buy: false, reason: SKIP_REASONS.belowOneUnit };
  const caps: { units: number; reason: string }[] = [
    { units: Math.floor(Math.max(0, s.budgetCents - h.investedCents) / price), reason: SKIP_REASONS.budget },
    {
      units: Math.floor(Math.floor((s.budgetCents * s.maxSharePerOfferingPct) / 100) / price),
      reason: SKIP_REASONS.perOffering(s.maxSharePerOfferingPct),
    },
  ];
  if (s.maxSharePerCategoryPct !== null) {
    const room = Math.floor((s.budgetCents * s.maxSharePerCategoryPct) / 100) - h.investedInCategoryCents;
    caps.push({
      units: Math.floor(Math.max(0, room) / price),
      reason: SKIP_REASONS.perCategory(s.maxSharePerCategoryPct, o.category),
    });
  }
  caps.push({
    units: maxAffordableUnits(Math.max(0, cash.balanceCents - s.cashReserveCents), price, cash.feeBps),
    reason: SKIP_REASONS.reserve,
  });
  let units = wanted;
  for (const cap of caps) {
    if (cap.units < 1) return { buy: false, reason: cap.reason };
    units = Math.min(units, cap.units);
  }
  const amountCents = purchaseCostCents(price, units);
  return { buy: true, units, amountCents, feeCents: platformFeeCents(amountCents, cash.feeBps) };
}
