/**
 * The one way dates read, on screens, in mails and in PDFs (CSV files keep ISO dates for
 * spreadsheets): day, short month, year, '5 Mar 2025', with a 24-hour time when the time matters,
 * '5 Mar 2025, 14:07', and 'March 2025' for a month. Screens show the reader's time zone; mails and
 * PDFs, read anywhere, say UTC.
 */

export interface DateFormatOptions {
  /** 'en-GB' unless told: the order of day, month and year is the product's, not the browser's. */
  locale?: string;
  /** The runtime's zone unless told (a browser: the reader's); 'UTC' for mails and documents. */
  timeZone?: string;
}

const STYLES = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

// Building an Intl.DateTimeFormat costs far more than using one, and a list formats a date per row:
// one formatter per (style, locale, zone), made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function format(value: string | number | Date, style: Style, options: DateFormatOptions) {
  // A calendar date written '2025-01-13' (a birthday, a day of a report) names a day, not an
  // instant: read at UTC midnight and shown in UTC, it never slips to the day before.
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
  const { locale = 'en-GB', timeZone } = calendar ? { ...options, timeZone: 'UTC' } : options;
  const d = value instanceof Date ? value : new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return '';
  const key = `${style} ${locale} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(d);
}

/**
 * Day, short month, year: '5 Mar 2025'; a calendar date '2025-03-05' reads the same in every zone.
 * An empty string for a value that is not a date.
 */
export const formatDate = (value: string | number | Date, options: DateFormatOptions = {}): string =>
  format(value, 'date', options);

/** Date and 24-hour time: '5 Mar 2025, 14:07'. */
export const formatDateTime = (value: string | number | Date, options: DateFormatOptions = {}): string =>
  format(value, 'dateTime', options);

/** A calendar month, 'March 2025', from a period '2025-03' or any date in it. */
export function formatMonth(value: string | Date, options: DateFormatOptions = {}): string {
  const d = typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01T00:00:00Z` : value;
  return format(d, 'month', { timeZone: 'UTC', ...options });
}
