/** Display formatting shared by screens. Money formatting itself comes from the contract. */
import { formatUsd as formatUsdIn } from '@app/contract/money';

// Dates read one way on every screen, as in mails and documents: the contract's formatter.
export { formatDate, formatDateTime, formatMonth } from '@app/contract/dates';

/** The browser's locale (navigator.language), undefined outside a browser. */
export const userLocale = (): string | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.language || undefined;

/** Dollars as US currency in the user's number format (spec: number format follows the user's country). */
export const formatUsd = (dollars: number, locale: string | undefined = userLocale()): string =>
  formatUsdIn(dollars, locale);

const compactUsd = new Map<string, Intl.NumberFormat>();

/** Short dollars for a chart axis, in the user's number format: $0, $250, $10K, $1.5M. */
export function formatUsdCompact(dollars: number, locale: string | undefined = userLocale()): string {
  const key = locale ?? '';
  let format = compactUsd.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compactUsd.set(key, format);
  }
  return format.format(dollars);
}

/** 'Good Morning' before 12, 'Good Afternoon' before 18, else 'Good Evening' (spec: Dashboard). */
export function greetingFor(date: Date = new Date()): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}

export function initials(fullName: string | null | undefined): string {
  const parts = fullName?.trim().split(/\s+/).filter(Boolean) ?? [];
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts.slice(0, 1);
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '?';
}
