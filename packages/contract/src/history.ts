import { z } from 'zod';
import { payoutMonthSchema, portfolioReturnsSchema } from './figures.ts';
import {
  HISTORY_MSG,
  MOVEMENT_TYPES,
  PORTFOLIO_RANGES,
  TRANSACTIONS_PAGE_DEFAULT,
  TRANSACTIONS_PAGE_MAX,
} from './history-rules.ts';

export * from './history-rules.ts';

/** The first day a date filter accepts; the last is tomorrow (UTC), for a customer ahead of UTC. */
export const EARLIEST_DAY = '2000-01-01';
const tomorrowUtc = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not), from EARLIEST_DAY to tomorrow: a
 * year like 9999 or 0000 is a clear 400 naming the field, never a database error.
 */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, HISTORY_MSG.badDate)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, HISTORY_MSG.badDate)
  .refine((s) => s >= EARLIEST_DAY && s <= tomorrowUtc(), HISTORY_MSG.dateOutOfRange)
  .meta({ format: 'date', description: `A UTC day, YYYY-MM-DD, from ${EARLIEST_DAY} to tomorrow` });

const filterFields = z.object({
  type: z.enum(MOVEMENT_TYPES, { error: HISTORY_MSG.badType }).optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
});
const fromNotAfterTo = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const fromAfterTo = { message: HISTORY_MSG.fromAfterTo, path: ['from'] };

/** The filters of GET /auth/transactions(.csv); a cursor is bound to exactly these. */
export const movementFilterSchema = filterFields.refine(fromNotAfterTo, fromAfterTo);
export type MovementFilter = z.infer<typeof movementFilterSchema>;

/** Optional `from`/`to` days, `from` not after `to`: the admin exports filter by the same rule. */
export const dayRangeSchema = z
  .object({ from: isoDaySchema.optional(), to: isoDaySchema.optional() })
  .refine(fromNotAfterTo, fromAfterTo);
export type DayRange = z.infer<typeof dayRangeSchema>;

export const transactionsQuerySchema = filterFields
  .extend({
    cursor: z.string().max(1000).optional(),
    limit: z.coerce.number().int().min(1).max(TRANSACTIONS_PAGE_MAX).default(TRANSACTIONS_PAGE_DEFAULT),
  })
  .refine(fromNotAfterTo, fromAfterTo);
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** docs/api.md: one ledger entry as a customer sees it; amounts in signed dollars. */
export const movementSchema = z.object({
  _id: z.string(),
  type: z.enum(MOVEMENT_TYPES),
  amount: z.number(),
  balanceAfter: z.number(),
  description: z.string(),
  reference: z.string().optional(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

/** Sums over every movement that matches the filters (not only the page), in dollars. */
export const movementTotalsSchema = z.object({
  count: z.number(),
  credits: z.number(),
  debits: z.number(),
  net: z.number(),
});
export type MovementTotals = z.infer<typeof movementTotalsSchema>;

/**
 * One page, newest first. `totals` comes with the first page (no cursor) only: it covers the whole
 * filtered history, so later pages need not sum it again.
 */
export const movementPageSchema = z.object({
  data: z.array(movementSchema),
  nextCursor: z.string().nullable(),
  totals: movementTotalsSchema.optional(),
});
export type MovementPage = z.infer<typeof movementPageSchema>;

export const statementPeriodSchema = z.object({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, HISTORY_MSG.badPeriod),
});
export const statementQuerySchema = z.object({
  format: z.enum(['pdf', 'csv'], { error: HISTORY_MSG.badFormat }).default('pdf'),
  /** The PDF's paper; either prints whole, this only sets the page size. */
  paper: z.enum(['a4', 'letter'], { error: HISTORY_MSG.badPaper }).default('a4'),
});
export const statementListSchema = z.object({
  data: z.array(z.object({ period: z.string(), openingBalance: z.number(), closingBalance: z.number() })),
});
export type StatementSummary = z.infer<typeof statementListSchema>['data'][number];

export const portfolioQuerySchema = z.object({
  range: z.enum(PORTFOLIO_RANGES, { error: HISTORY_MSG.badRange }).default('3m'),
});
export const portfolioSchema = z.object({
  allocation: z.array(z.object({ category: z.string(), amount: z.number() })),
  history: z.array(z.object({ date: z.string(), cash: z.number(), invested: z.number() })),
  maturities: z.array(
    z.object({
      holdingId: z.string(),
      investmentName: z.string(),
      maturityDate: z.string(),
      expectedTotal: z.number(),
    }),
  ),
  returns: portfolioReturnsSchema,
  /** Expected payouts of live holdings, month by month, oldest first. */
  calendar: z.array(payoutMonthSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
