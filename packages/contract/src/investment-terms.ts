/**
 * The terms of an offering — its return and its duration — parsed from the admin's text, and the
 * money they produce, in integer cents. Server and web use these same functions, so the preview in
 * the Invest Now panel and the booked holding can never disagree.
 */

/** 100% in basis points (1 bp = 0.01%): '18.5%' is 1850. */
export const MAX_RETURN_BPS = 10_000;

/** '18%', '18', '18.5 %', 18.25 → basis points; null unless 0–100 with at most 2 decimals. */
export function parseReturnPercent(value: string | number): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim().replace(/\s*%$/, '');
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= MAX_RETURN_BPS ? bps : null;
}

/** 1800 → '18%', 1850 → '18.5%', 1825 → '18.25%'. */
export function formatReturnPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const fraction = bps % 100;
  if (fraction === 0) return `${whole}%`;
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}%`;
}

export const DURATION_UNITS = ['day', 'week', 'month', 'year'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export interface Duration {
  count: number;
  unit: DurationUnit;
}

/** The longest term we accept, per unit (ten years each way). */
export const MAX_DURATION: Record<DurationUnit, number> = { day: 3650, week: 520, month: 120, year: 10 };

/** '30 days', '12 weeks', '9 months', '1 year', '2 Years' → {count, unit}; null for anything else. */
export function parseDuration(text: string): Duration | null {
  const match = /^(\d{1,4})\s*(day|week|month|year)s?$/i.exec(text.trim());
  if (!match) return null;
  const count = Number(match[1]);
  const unit = match[2]!.toLowerCase() as DurationUnit;
  if (count < 1 || count > MAX_DURATION[unit]) return null;
  return { count, unit };
}

/** {9, 'month'} → '9 months', {1, 'year'} → '1 year': the one spelling we store and show. */
export function formatDuration(d: Duration): string {
  return `${d.count} ${d.unit}${d.count === 1 ? '' : 's'}`;
}

/** Terms per year in each unit, for a simple annual rate (a year of 365 days, 52 weeks, 12 months). */
export const PER_YEAR: Record<DurationUnit, number> = { day: 365, week: 52, month: 12, year: 1 };

/**
 * The simple annual rate of a return paid over a term, in basis points, rounded down (a figure shown
 * as "up to N% per annum" must never overstate): 18% over 9 months is 24% a year, 6% over 2 years 3%.
 * No compounding is assumed: nothing says the money can be reinvested on the same terms.
 */
export function annualReturnBps(returnBps: number, term: Duration): number {
  return Math.floor((returnBps * PER_YEAR[term.unit]) / term.count);
}

const DAY_MS = 86_400_000;

/**
 * Maturity: start + duration. Days and weeks are exact (24 h each). Months and years are calendar
 * months in UTC, keeping the time of day; a day that the target month lacks becomes its last day
 * (31 Jan + 1 month = 28 or 29 Feb).
 */
export function addDuration(start: Date, d: Duration): Date {
  if (d.unit === 'day' || d.unit === 'week') {
    return new Date(start.getTime() + d.count * (d.unit === 'week' ? 7 : 1) * DAY_MS);
  }
  const months = d.unit === 'year' ? d.count * 12 : d.count;
  const result = new Date(start.getTime());
  const day = start.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Maturity for a stored duration text; throws if the text is not one we accept (never stored). */
export function maturityDate(start: Date, durationText: string): Date {
  const d = parseDuration(durationText);
  if (!d) throw new Error(`unparseable duration: ${durationText}`);
  return addDuration(start, d);
}

/** Cost of a purchase: units × price per unit, integer cents. */
export function purchaseCostCents(pricePerUnitCents: number, units: number): number {
  const cost = pricePerUnitCents * units;
  if (!Number.isSafeInteger(cost)) throw new Error('purchase cost out of range');
  return cost;
}

/**
 * Expected return: the percent of the amount invested, for the whole term (not per year), rounded
 * half-up to the cent. Computed in BigInt so no product loses precision: amount × bps / 10 000.
 */
export function expectedReturnCents(amountCents: number, returnBps: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new Error('amount must be whole cents');
  if (!Number.isInteger(returnBps) || returnBps < 0 || returnBps > MAX_RETURN_BPS) {
    throw new Error('return out of range');
  }
  return Number((BigInt(amountCents) * BigInt(returnBps) + 5_000n) / 10_000n);
}
