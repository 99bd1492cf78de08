import { z } from 'zod';
import { dollarAmount, HIDDEN_CHARACTERS_MSG, idSchema, noHiddenCharacters } from './fields.ts';
import { OFFERING_CATEGORIES } from './investment-rules.ts';
import { dollarsToCents } from './money.ts';

/**
 * Auto-invest (ADR 051): a customer's strategy buys offerings on sale that match its criteria,
 * within limits the customer sets. The investor sets at least two criteria; the platform discloses
 * how it picks (AUTO_INVEST_ORDER) and reports what it bought.
 */

/** The most a strategy may budget, and the most strategies one customer keeps. */
export const AUTO_INVEST_MAX_BUDGET_CENTS = 1_000_000_00;
export const AUTO_INVEST_MAX_STRATEGIES = 10;
export const AUTO_INVEST_NAME_MAX = 60;
/** How many recent decisions a strategy's report lists. */
export const AUTO_INVEST_REPORT_DECISIONS = 50;

export const AUTO_INVEST_MSG = {
  nameRequired: 'Give the strategy a name.',
  nameTooLong: `Keep the name under ${AUTO_INVEST_NAME_MAX} characters.`,
  criteriaTooFew:
    'Choose at least two criteria: categories, maximum term, minimum or maximum yearly rate, performing only.',
  categoriesInvalid: 'Choose categories from the list.',
  termInvalid: 'Enter a maximum term of 1 to 120 months.',
  rateInvalid: 'Enter a yearly rate from 0% to 100% with at most 2 decimals.',
  rateOrder: 'The minimum yearly rate must not be above the maximum.',
  amountRequired: 'Enter the amount to put into each offering.',
  shareInvalid: 'Enter a share from 1% to 100%.',
  budgetInvalid: 'Enter a budget of at least the amount per offering, up to $1,000,000.',
  reserveInvalid: 'Enter a cash reserve of $0 or more.',
  tooMany: `You can keep up to ${AUTO_INVEST_MAX_STRATEGIES} strategies. Delete one first.`,
  kiisRequired:
    'Confirm that you will read the key information sheet linked in each receipt before turning the strategy on.',
  created: 'Strategy saved.',
  updated: 'Strategy updated.',
  deleted: 'Strategy deleted. The holdings it bought stay yours.',
  notFound: 'Strategy not found.',
} as const;

/** The disclosure the platform owes (shown on the public auto-invest page and in the FAQ). */
export const AUTO_INVEST_ORDER = [
  'Offerings are matched when they go on sale, after a deposit is credited to you, and after one of your holdings pays out.',
  'Only offerings on sale and performing are considered; each strategy buys into an offering at most once.',
  'Your strategies buy in the order you created them, oldest first; offerings are taken oldest on sale first.',
  'Each purchase is the amount per offering, made smaller (in whole units) to stay within the budget, the share per offering and category, and the cash reserve. Below one unit, the strategy skips the offering and records why.',
  'Each purchase is an ordinary purchase: the same fee, receipt, key information sheet and 4-day cancellation.',
] as const;

const percentField = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(100, message)
    .refine((n) => dollarsToCents(n) !== null, message)
    .transform((n) => Math.round(n * 100));
const shareField = z
  .number({ error: AUTO_INVEST_MSG.shareInvalid })
  .int(AUTO_INVEST_MSG.shareInvalid)
  .min(1, AUTO_INVEST_MSG.shareInvalid)
  .max(100, AUTO_INVEST_MSG.shareInvalid);

/** Criteria as the wire has them; rates in percent a year, parsed to basis points. */
export const autoInvestCriteriaSchema = z.object({
  categories: z
    .array(z.enum(OFFERING_CATEGORIES, { error: AUTO_INVEST_MSG.categoriesInvalid }), {
      error: AUTO_INVEST_MSG.categoriesInvalid,
    })
    .max(OFFERING_CATEGORIES.length, AUTO_INVEST_MSG.categoriesInvalid)
    .transform((c) => [...new Set(c)])
    .optional(),
  maxTermMonths: z
    .number({ error: AUTO_INVEST_MSG.termInvalid })
    .int(AUTO_INVEST_MSG.termInvalid)
    .min(1, AUTO_INVEST_MSG.termInvalid)
    .max(120, AUTO_INVEST_MSG.termInvalid)
    .optional(),
  minAnnualRate: percentField(AUTO_INVEST_MSG.rateInvalid).optional(),
  maxAnnualRate: percentField(AUTO_INVEST_MSG.rateInvalid).optional(),
  performingOnly: z.boolean().optional(),
});
export type AutoInvestCriteriaInput = z.output<typeof autoInvestCriteriaSchema>;

/** How many criteria a strategy sets: the regulation asks the investor for at least two. */
export function countCriteria(c: AutoInvestCriteriaInput): number {
  return [
    (c.categories?.length ?? 0) > 0,
    c.maxTermMonths !== undefined,
    c.minAnnualRate !== undefined,
    c.maxAnnualRate !== undefined,
    c.performingOnly === true,
  ].filter(Boolean).length;
}

const strategyFields = {
  name: z
    .string({ error: AUTO_INVEST_MSG.nameRequired })
    .trim()
    .min(1, AUTO_INVEST_MSG.nameRequired)
    .max(AUTO_INVEST_NAME_MAX, AUTO_INVEST_MSG.nameTooLong)
    .refine(noHiddenCharacters, HIDDEN_CHARACTERS_MSG),
  active: z.boolean({ error: 'Active must be true or false.' }),
  criteria: autoInvestCriteriaSchema,
  amountPerOffering: dollarAmount(AUTO_INVEST_MSG.amountRequired).refine(
    (c) => c > 0,
    AUTO_INVEST_MSG.amountRequired,
  ),
  maxSharePerOffering: shareField,
  maxSharePerCategory: shareField.optional(),
  budget: dollarAmount(AUTO_INVEST_MSG.budgetInvalid).refine(
    (c) => c > 0 && c <= AUTO_INVEST_MAX_BUDGET_CENTS,
    AUTO_INVEST_MSG.budgetInvalid,
  ),
  cashReserve: dollarAmount(AUTO_INVEST_MSG.reserveInvalid).refine(
    (c) => c >= 0,
    AUTO_INVEST_MSG.reserveInvalid,
  ),
  /** Consent to orders above the large-order threshold, given once for the strategy. */
  consent: z.boolean().optional(),
  /** The customer will read the key information sheet linked in each receipt (investor protection). */
  kiisAcknowledged: z.boolean().optional(),
};

/** Cross-field rules, shared by create and (on the merged result) update. */
export function checkStrategy(
  s: {
    criteria: AutoInvestCriteriaInput;
    amountPerOffering: number;
    budget: number;
  },
  addIssue: (path: string, message: string) => void,
): void {
  if (countCriteria(s.criteria) < 2) addIssue('criteria', AUTO_INVEST_MSG.criteriaTooFew);
  const { minAnnualRate: min, maxAnnualRate: max } = s.criteria;
  if (min !== undefined && max !== undefined && min > max) addIssue('criteria', AUTO_INVEST_MSG.rateOrder);
  if (s.budget < s.amountPerOffering) addIssue('budget', AUTO_INVEST_MSG.budgetInvalid);
}

export const strategyCreateSchema = z
  .object({ ...strategyFields, active: strategyFields.active.default(true) })
  .superRefine((s, ctx) =>
    checkStrategy(s, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })),
  );
export type StrategyCreateInput = z.output<typeof strategyCreateSchema>;

/** Any field; the merged strategy is checked again by the server with `checkStrategy`. */
export const strategyUpdateSchema = z.object(strategyFields).partial();
export type StrategyUpdateInput = z.output<typeof strategyUpdateSchema>;

export const strategyParamsSchema = z.object({ id: idSchema });

/** Criteria as the API answers them: rates back in percent. */
const criteriaOut = z.object({
  categories: z.array(z.enum(OFFERING_CATEGORIES)).optional(),
  maxTermMonths: z.number().int().optional(),
  minAnnualRate: z.number().optional(),
  maxAnnualRate: z.number().optional(),
  performingOnly: z.boolean().optional(),
});

export const strategySchema = z.object({
  _id: z.string(),
  name: z.string(),
  active: z.boolean(),
  criteria: criteriaOut,
  amountPerOffering: z.number(),
  maxSharePerOffering: z.number().int(),
  maxSharePerCategory: z.number().int().optional(),
  budget: z.number(),
  cashReserve: z.number(),
  consentGiven: z.boolean(),
  kiisAcknowledged: z.boolean(),
  /** Dollars the strategy has in holdings it bought that are not cancelled. */
  invested: z.number(),
  createdAt: z.string(),
});
export type Strategy = z.infer<typeof strategySchema>;

export const strategyListSchema = z.object({ data: z.array(strategySchema) });
export const strategyResponseSchema = z.object({ data: strategySchema, message: z.string().optional() });

export const strategyPreviewSchema = z.object({
  data: z.array(z.object({ offeringId: z.string(), name: z.string(), amount: z.number() })),
  /** Offerings on sale that match the criteria but would not be bought now, and why. */
  skipped: z.array(z.object({ offeringId: z.string(), name: z.string(), reason: z.string() })),
});
export type StrategyPreview = z.infer<typeof strategyPreviewSchema>;

export const AUTO_INVEST_OUTCOMES = ['bought', 'skipped'] as const;
export const strategyDecisionSchema = z.object({
  at: z.string(),
  offeringId: z.string(),
  name: z.string(),
  outcome: z.enum(AUTO_INVEST_OUTCOMES),
  amount: z.number().optional(),
  reason: z.string().optional(),
});
export type StrategyDecision = z.infer<typeof strategyDecisionSchema>;

export const strategyReportSchema = z.object({
  data: z.object({
    invested: z.number(),
    holdings: z.number().int(),
    /** The yearly rate of its holdings weighted by amount, in percent. */
    weightedRate: z.number(),
    byCategory: z.array(z.object({ category: z.string(), amount: z.number() })),
    byStatus: z.array(z.object({ status: z.string(), amount: z.number() })),
    decisions: z.array(strategyDecisionSchema),
  }),
});
export type StrategyReport = z.infer<typeof strategyReportSchema>['data'];

export const adminAutoInvestSchema = z.object({
  data: z.object({
    strategies: z.number().int(),
    active: z.number().int(),
    /** Dollars the active strategies may still invest (budget left). */
    budgetLeft: z.number(),
    byOffering: z.array(
      z.object({ offeringId: z.string(), name: z.string(), amount: z.number(), holdings: z.number().int() }),
    ),
  }),
});
export type AdminAutoInvest = z.infer<typeof adminAutoInvestSchema>['data'];

/** Why a strategy did not buy an offering: the words its report shows. */
export const SKIP_REASONS = {
  inactive: 'the strategy is paused',
  alreadyBought: 'already bought by this strategy',
  notOnSale: 'not on sale',
  criteria: 'does not match the criteria',
  belowOneUnit: 'the amount per offering is below one unit',
  budget: 'budget reached',
  perOffering: (pct: number) => `${pct}% per offering reached`,
  perCategory: (pct: number, category: string) => `${pct}% in ${category} reached`,
  reserve: 'no cash above the reserve',
  suitability: 'the knowledge test or capacity for loss is out of date',
  notVerified: 'identity not verified',
  refused: (message: string) => `refused: ${message}`,
} as const;
