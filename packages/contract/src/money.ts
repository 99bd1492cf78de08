/**
 * Money crosses the API as dollars (a JSON number with at most two decimals) and lives everywhere
 * else as integer cents. These are the only two conversions; nothing does float arithmetic on money.
 * Free of zod, so screens that only show money load no schema library for it (the request field is
 * `dollarAmount`, in fields.ts).
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

// Building an Intl.NumberFormat costs far more than using one, and a list formats an amount per row:
// one formatter per locale, made on first use.
const usdFormats = new Map<string, Intl.NumberFormat>();

/** Dollars as US currency in `locale`'s number format (the runtime's default locale when undefined). */
export function formatUsd(dollars: number, locale?: string): string {
  const key = locale ?? '';
  let format = usdFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    usdFormats.set(key, format);
  }
  return format.format(dollars);
}
