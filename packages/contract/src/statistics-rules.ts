/**
 * The public statistics' plain constants and a schema-free reader of GET /api/statistics: the public
 * page checks the answer without loading the schema library (figures.ts keeps the zod schema the
 * server answers and documents with).
 */

/** How many months of maturities the public statistics cover, this month included. */
export const STATISTICS_MONTHS = 36;

export interface StatisticsMonth {
  /** YYYY-MM (UTC) of the maturity day. */
  month: string;
  /** Holdings whose maturity day fell in the month (up to now), and the money they held. */
  holdings: number;
  amount: number;
  /** Paid on or before the maturity day (UTC). */
  onTime: number;
  /** Paid after the maturity day. */
  late: number;
  /** Paid back, in part or whole, by a recovery after a default. */
  recovered: number;
  /** Ended with what was left written off. */
  writtenOff: number;
  /** (recovered + writtenOff) / holdings, 0 for a month without maturities. */
  defaultRate: number;
}

const NUMBERS = ['holdings', 'amount', 'onTime', 'late', 'recovered', 'writtenOff', 'defaultRate'] as const;

function isMonth(v: unknown): v is StatisticsMonth {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return (
    typeof m.month === 'string' &&
    /^\d{4}-\d{2}$/.test(m.month) &&
    NUMBERS.every((k) => typeof m[k] === 'number' && Number.isFinite(m[k]))
  );
}

/** The answer's shape checked field by field, in the `safeParse` form the web client expects. */
export const statisticsReader = {
  safeParse(
    data: unknown,
  ): { success: true; data: { data: StatisticsMonth[] } } | { success: false; error: unknown } {
    const list = (data as { data?: unknown } | null)?.data;
    return Array.isArray(list) && list.every(isMonth)
      ? { success: true, data: { data: list } }
      : { success: false, error: new Error('statistics: unexpected answer') };
  },
};
