import { z } from 'zod';
import { idSchema } from './fields.ts';
import { formatDuration, parseDuration, parseReturnPercent } from './investment-terms.ts';
import { MSG } from './messages.ts';
import { dollarAmount } from './money.ts';

export * from './investment-terms.ts';

/** Offerings and holdings (DESIGN.md §4 "Invest", API.md "Offering" and "Holding"). */
export const OFFERING_CATEGORIES = ['Crypto', 'Banking', 'Real Estate', 'Agriculture'] as const;
export type OfferingCategory = (typeof OFFERING_CATEGORIES)[number];

export const MIN_UNITS = 1;
export const MAX_UNITS = 100;
/** $1,000,000 a unit: far above any real offering; keeps 100 units × price × return inside safe integers. */
export const MAX_PRICE_PER_UNIT_CENTS = 1_000_000_00;
/** The only payment source of a purchase today: the wallet balance (the form's 'account'). */
export const WALLET_ACCOUNT = 'wallet';

export const INVEST_MSG = {
  added: 'Investment added successfully.',
  updated: 'Investment updated successfully.',
  archived: 'Investment archived: it is no longer offered, existing holdings are kept.',
  purchased: 'Investment successful.',
  nameRequired: 'Investment name is required.',
  nameTooLong: 'Investment name is too long (120 characters at most).',
  categoryInvalid: 'Choose a category: Crypto, Banking, Real Estate or Agriculture.',
  returnInvalid: "Enter the return as a percent from 0 to 100 with at most 2 decimals, e.g. '18%'.",
  durationInvalid:
    "Enter the duration as a number and a unit, e.g. '30 days', '12 weeks', '9 months' or '1 year' (10 years at most).",
  priceInvalid: 'Enter a price per unit greater than $0 with at most 2 decimals.',
  priceTooHigh: 'Price per unit must not be more than $1,000,000.',
  imageInvalid: 'Image must be a secure web address starting with https://.',
  investorsInvalid: 'Investors must be a whole number of 0 or more.',
  investmentRequired: 'Choose an investment.',
  selectUnit: MSG.selectUnit,
  selectValidAccount: MSG.selectValidAccount,
  insufficientBalance: MSG.insufficientBalance,
  notVerified: 'Please complete your identity verification in Settings → Verification before investing.',
  notFound: 'This investment was not found.',
  notAvailable: 'This investment is no longer available.',
  priceChanged: 'The price of this investment has changed. Please review it and try again.',
  busy: 'Your balance changed while we booked this purchase. Nothing was charged: please try again.',
  fetchFailed: 'Failed to fetch investments',
} as const;

/** A form sends numbers as text: '5' → 5; anything else is left for the schema to refuse. */
const numericText = (v: unknown) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

// https only: the pages' Content-Security-Policy blocks http:// pictures (mixed content), so one
// would be stored and never shown.
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const nameField = z
  .string({ error: INVEST_MSG.nameRequired })
  .trim()
  .min(1, INVEST_MSG.nameRequired)
  .max(120, INVEST_MSG.nameTooLong);
/** Empty means 'no picture' (the web app shows a fallback). Never fetched by the server. */
const imgField = z
  .string({ error: INVEST_MSG.imageInvalid })
  .trim()
  .max(2048, INVEST_MSG.imageInvalid)
  .refine((v) => v === '' || isHttpsUrl(v), INVEST_MSG.imageInvalid);
const categoryField = z.enum(OFFERING_CATEGORIES, { error: INVEST_MSG.categoryInvalid });
/** '18%' in, basis points out. */
const returnField = z
  .union([z.string(), z.number()], { error: INVEST_MSG.returnInvalid })
  .transform((v, ctx) => {
    const bps = parseReturnPercent(v);
    if (bps === null) {
      ctx.addIssue({ code: 'custom', message: INVEST_MSG.returnInvalid });
      return z.NEVER;
    }
    return bps;
  });
/** '9 Months' in, the canonical '9 months' out; refused unless we can compute a maturity from it. */
const durationField = z.string({ error: INVEST_MSG.durationInvalid }).transform((v, ctx) => {
  const d = parseDuration(v);
  if (!d) {
    ctx.addIssue({ code: 'custom', message: INVEST_MSG.durationInvalid });
    return z.NEVER;
  }
  return formatDuration(d);
});
/** Dollars in, cents out; > $0 and at most MAX_PRICE_PER_UNIT_CENTS. */
const priceField = z.preprocess(
  numericText,
  dollarAmount(INVEST_MSG.priceInvalid)
    .refine((cents) => cents > 0, { message: INVEST_MSG.priceInvalid, abort: true })
    .refine((cents) => cents <= MAX_PRICE_PER_UNIT_CENTS, { message: INVEST_MSG.priceTooHigh }),
);
const investorsField = z.preprocess(
  numericText,
  z.number({ error: INVEST_MSG.investorsInvalid }).int(INVEST_MSG.investorsInvalid).min(0).max(1_000_000_000),
);

const offeringFields = {
  name: nameField,
  img: imgField.optional(),
  category: categoryField,
  investmentReturn: returnField,
  duration: durationField,
  pricePerUnit: priceField,
};

/** Admin create (API.md POST /auth/investments); `investors` may seed the count at creation only. */
export const offeringInputSchema = z.object({ ...offeringFields, investors: investorsField.optional() });
export type OfferingInput = z.input<typeof offeringInputSchema>;
export type OfferingValues = z.output<typeof offeringInputSchema>;

/** The spec's form posts create and edit to the same URL; `editId` makes it an edit. */
export const offeringCreateOrEditSchema = offeringInputSchema.extend({ editId: idSchema.optional() });

/** PUT /auth/investments/:id: any Offering fields (the investor count is kept by purchases). */
export const offeringUpdateSchema = z.object(offeringFields).partial();
export type OfferingUpdate = z.output<typeof offeringUpdateSchema>;

export const offeringSchema = z.object({
  _id: z.string(),
  name: z.string(),
  img: z.string(),
  category: z.enum(OFFERING_CATEGORIES),
  investmentReturn: z.string(),
  duration: z.string(),
  pricePerUnit: z.number(),
  investors: z.number(),
});
export type Offering = z.infer<typeof offeringSchema>;

/** The admin console also sees archived offerings. */
export const adminOfferingSchema = offeringSchema.extend({
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOffering = z.infer<typeof adminOfferingSchema>;

export const offeringListSchema = z.object({ data: z.array(offeringSchema), message: z.string().optional() });
export const adminOfferingListSchema = z.object({ data: z.array(adminOfferingSchema) });
export const offeringResponseSchema = z.object({ message: z.string(), data: adminOfferingSchema });

export const HOLDING_STATUSES = ['active', 'completed'] as const;
export type HoldingStatus = (typeof HOLDING_STATUSES)[number];

export const holdingSchema = z.object({
  _id: z.string(),
  investmentId: z.string(),
  investmentName: z.string(),
  category: z.enum(OFFERING_CATEGORIES),
  img: z.string(),
  unitsPurchased: z.number(),
  pricePerUnit: z.number(),
  amountInvested: z.number(),
  investmentReturn: z.string(),
  expectedReturn: z.number(),
  expectedTotal: z.number(),
  duration: z.string(),
  startDate: z.string(),
  maturityDate: z.string(),
  status: z.enum(HOLDING_STATUSES),
  /** When principal + return reached the wallet; null while active. */
  paidOutAt: z.string().nullable(),
});
export type Holding = z.infer<typeof holdingSchema>;

export const returnSummarySchema = z.object({
  amountInvested: z.number(),
  expectedReturn: z.number(),
  expectedTotal: z.number(),
});
export type ReturnSummary = z.infer<typeof returnSummarySchema>;

/** `summary` sums every holding; `active` and `completed` split it for the tabs. */
export const holdingsResponseSchema = z.object({
  data: z.array(holdingSchema),
  summary: returnSummarySchema,
  active: returnSummarySchema,
  completed: returnSummarySchema,
  message: z.string().optional(),
});
export type HoldingsResponse = z.infer<typeof holdingsResponseSchema>;

const unitsField = z.preprocess(
  numericText,
  z
    .number({ error: INVEST_MSG.selectUnit })
    .int(INVEST_MSG.selectUnit)
    .min(MIN_UNITS, INVEST_MSG.selectUnit)
    .max(MAX_UNITS, INVEST_MSG.selectUnit),
);

/**
 * POST /auth/invest. `userId` in the body is ignored (the signed-in user buys). `pricePerUnit`, when
 * sent, is the price the customer saw: a purchase at any other price is refused rather than booked.
 */
export const investRequestSchema = z.object({
  investmentId: z
    .string({ error: INVEST_MSG.investmentRequired })
    .uuid({ error: INVEST_MSG.investmentRequired }),
  unitsPurchased: unitsField,
  pricePerUnit: priceField.optional(),
});
export type InvestRequest = z.input<typeof investRequestSchema>;

export const investResponseSchema = z.object({
  message: z.string(),
  data: holdingSchema,
  balance: z.number(),
});
export type InvestResponse = z.infer<typeof investResponseSchema>;

/** The Invest Now form: units from a select, the payment source from a select (spec §5 Invest). */
export const investFormSchema = z.object({
  unitsPurchased: unitsField,
  account: z.string().refine((v) => v === WALLET_ACCOUNT, INVEST_MSG.selectValidAccount),
});
export type InvestFormInput = z.input<typeof investFormSchema>;
export type InvestFormValues = z.output<typeof investFormSchema>;
