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

// Building an Intl.NumberFormat costs far more than using one (a profile of a deposit found 5% of its
// CPU here): one per locale, made on first use.
const usdFormats = new Map<string, Intl.NumberFormat>();

/** Groups an integer's digits by thousands: '1234567' -> '1,234,567'. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A dollar amount rounded to cents as text (half away from zero), from the number's shortest decimal
 * form, as ICU rounds it (1.005 -> '1.01'); null when that form is exponential (tiny or huge numbers).
 */
function centsText(abs: number): { whole: string; cents: string } | null {
  const text = String(abs);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= 2) return { whole, cents: fraction.padEnd(2, '0') };
  const cents = Number(`${whole}${fraction.slice(0, 2)}`) + (fraction.charCodeAt(2) >= 53 ? 1 : 0); // '5'
  const padded = String(cents).padStart(3, '0');
  return { whole: padded.slice(0, -2), cents: padded.slice(-2) };
}

/**
 * '$1,234.56' without Intl, for the locales that write dollars that way. The first Intl.NumberFormat
 * of a page costs a browser 12-20 ms (ICU loads its data), on the path of every signed-in screen that
 * shows money; this is what Intl answers for these locales (money.test.ts compares them).
 */
function formatUsdDollarFirst(dollars: number): string | null {
  // Below 10^13 dollars the cents stay exact integers in centsText (at most 15 digits < 2^53); far
  // above MAX_CENTS anyway. Anything larger is Intl's.
  if (!Number.isFinite(dollars) || Math.abs(dollars) >= 1e13) return null;
  const parts = centsText(Math.abs(dollars));
  if (!parts) return null;
  const negative = dollars < 0 || Object.is(dollars, -0);
  return `${negative ? '-' : ''}$${groupThousands(parts.whole)}.${parts.cents}`;
}
const DOLLAR_FIRST_LOCALES = new Set(['en-US', 'en']);

/** Dollars as US currency in `locale`'s number format (the runtime's default locale when undefined). */
export function formatUsd(dollars: number, locale?: string): string {
  if (locale !== undefined && DOLLAR_FIRST_LOCALES.has(locale)) {
    const fast = formatUsdDollarFirst(dollars);
    if (fast !== null) return fast;
  }
  const key = locale ?? '';
  let format = usdFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    usdFormats.set(key, format);
  }
  return format.format(dollars);
}
