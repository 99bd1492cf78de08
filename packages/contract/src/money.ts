import { z } from 'zod';

/**
 * Money crosses the API as dollars (a JSON number with at most two decimals) and lives everywhere
 * else as integer cents. These are the only two conversions; nothing does float arithmetic on money.
 */
export const MAX_CENTS = 1_000_000_000_00; // one billion dollars: far above any limit, far below 2^53

/** Dollars (number) to integer cents, or null when it has more than two decimals or is not finite. */
export function dollarsToCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  // Compare through the decimal text so 0.1 + 0.2 style noise is not mistaken for a third decimal.
  if (Math.abs(cents / 100 - dollars) > 1e-9 || Math.abs(cents) > MAX_CENTS) return null;
  return cents;
}

export function centsToDollars(cents: number | bigint): number {
  return Number(cents) / 100;
}

/** A positive dollar amount in a request body; parsed to cents so handlers never see floats. */
export const dollarAmount = (message = 'Enter an amount in dollars with at most 2 decimals.') =>
  z
    .number({ error: 'Amount must be a number.' })
    .refine((n) => dollarsToCents(n) !== null, { message })
    .transform((n) => dollarsToCents(n) as number);

// Building an Intl.NumberFormat costs far more than using one (a profile of a deposit found 5% of its
// CPU here): one per locale, made on first use.
const usdFormats = new Map<string, Intl.NumberFormat>();

export function formatUsd(dollars: number, locale?: string): string {
  const key = locale ?? '';
  let format = usdFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    usdFormats.set(key, format);
  }
  return format.format(dollars);
}
