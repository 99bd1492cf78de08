import { z } from 'zod';

/**
 * Public statistics, the portfolio's real returns and payout calendar, and yearly tax statements
 * (docs/api.md; ADR 035).
 */

export * from './statistics-rules.ts';

export const statisticsMonthSchema = z.object({
  /** YYYY-MM (UTC) of the maturity day. */
  month: z.string(),
  /** Holdings whose maturity day fell in the month (up to now), and the money they held. */
  holdings: z.number().int(),
  amount: z.number(),
  /** Paid on or before the maturity day (UTC). */
  onTime: z.number().int(),
  /** Paid after the maturity day. */
  late: z.number().int(),
  /** Paid back, in part or whole, by a recovery after a default. */
  recovered: z.number().int(),
  /** Ended with what was left written off. */
  writtenOff: z.number().int(),
  /** (recovered + writtenOff) / holdings, 0 for a month without maturities. */
  defaultRate: z.number(),
});
export const statisticsSchema = z.object({ data: z.array(statisticsMonthSchema) });

export const portfolioReturnsSchema = z.object({
  /** Annual money-weighted return of the holdings that have ended; null before the first ends. */
  realisedXirr: z.number().nullable(),
  /** The same over every holding, live ones counted at their expected payouts; null with none. */
  expectedXirr: z.number().nullable(),
});
export type PortfolioReturns = z.infer<typeof portfolioReturnsSchema>;

export const payoutMonthSchema = z.object({
  /** YYYY-MM (UTC) of the maturity day. */
  month: z.string(),
  principal: z.number(),
  /** The expected return net of the management charge taken at maturity. */
  return: z.number(),
});
export type PayoutMonth = z.infer<typeof payoutMonthSchema>;

export const TAX_STATEMENT_MSG = {
  badYear: 'A tax statement year looks like 2025.',
  noYear: 'There is no tax statement for this year.',
  badFormat: 'A tax statement comes as pdf or csv.',
  notAdvice:
    'This statement lists what happened in your account in the calendar year (UTC). It is not tax advice: ask a tax adviser or your tax authority how to report it.',
} as const;

export const taxYearsSchema = z.object({ data: z.array(z.object({ year: z.number().int() })) });
export const taxYearParamsSchema = z.object({
  year: z.string().regex(/^\d{4}$/, TAX_STATEMENT_MSG.badYear),
});
export const taxStatementQuerySchema = z.object({
  format: z.enum(['pdf', 'csv'], { error: TAX_STATEMENT_MSG.badFormat }).default('pdf'),
});
