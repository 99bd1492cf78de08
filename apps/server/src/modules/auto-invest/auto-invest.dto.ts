import { centsToDollars, type Strategy } from '@app/contract';
import type { StrategyRow } from './auto-invest.repository.ts';

const percent = (bps: number) => bps / 100;

/** A strategy as the API answers it: dollars and percent a year, criteria only where set. */
export function toStrategyDto(row: StrategyRow, investedCents: number): Strategy {
  return {
    _id: row.id,
    name: row.name,
    active: row.active,
    criteria: {
      ...(row.categories && row.categories.length > 0
        ? { categories: row.categories as NonNullable<Strategy['criteria']['categories']> }
        : {}),
      ...(row.maxTermMonths !== null ? { maxTermMonths: row.maxTermMonths } : {}),
      ...(row.minRateBps !== null ? { minAnnualRate: percent(row.minRateBps) } : {}),
      ...(row.maxRateBps !== null ? { maxAnnualRate: percent(row.maxRateBps) } : {}),
      ...(row.performingOnly ? { performingOnly: true } : {}),
    },
    amountPerOffering: centsToDollars(row.amountPerOfferingCents),
    maxSharePerOffering: row.maxSharePerOfferingPct,
    ...(row.maxSharePerCategoryPct !== null ? { maxSharePerCategory: row.maxSharePerCategoryPct } : {}),
    budget: centsToDollars(row.budgetCents),
    cashReserve: centsToDollars(row.cashReserveCents),
    consentGiven: row.consentGiven,
    kiisAcknowledged: row.kiisAcknowledgedAt !== null,
    invested: centsToDollars(investedCents),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stored row's terms for the rules (auto-invest.rules.ts). */
export const strategyTerms = (row: StrategyRow) => ({
  categories: row.categories,
  maxTermMonths: row.maxTermMonths,
  minRateBps: row.minRateBps,
  maxRateBps: row.maxRateBps,
  performingOnly: row.performingOnly,
  amountPerOfferingCents: row.amountPerOfferingCents,
  maxSharePerOfferingPct: row.maxSharePerOfferingPct,
  maxSharePerCategoryPct: row.maxSharePerCategoryPct,
  budgetCents: row.budgetCents,
  cashReserveCents: row.cashReserveCents,
});
