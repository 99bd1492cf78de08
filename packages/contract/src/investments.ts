import { z } from 'zod';
import { FEE_MSG, parseFeePercent } from './fees.ts';
import { dollarAmount, HIDDEN_CHARACTERS_MSG, idSchema, noHiddenCharacters } from './fields.ts';
import { amountTextToCents, INVEST_AMOUNT_MSG } from './invest-amount.ts';
import {
  INVEST_MSG,
  MAX_PRICE_PER_UNIT_CENTS,
  MAX_UNITS,
  MIN_UNITS,
  OFFERING_CATEGORIES,
} from './investment-rules.ts';
import { formatDuration, parseDuration, parseReturnPercent } from './investment-terms.ts';
import { kiisSchema } from './protection.ts';

export * from './invest-amount.ts';
export * from './investment-rules.ts';
export * from './investment-terms.ts';
export * from './investments-responses.ts';
export * from './return-basis.ts';

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
  .max(120, INVEST_MSG.nameTooLong)
  .refine(noHiddenCharacters, HIDDEN_CHARACTERS_MSG);
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

/** '0.50%' in, basis points out; empty means no management charge. */
const managementFeeField = z
  .union([z.string(), z.number()], { error: FEE_MSG.managementFeeInvalid })
  .transform((v, ctx) => {
    const bps = parseFeePercent(v);
    if (bps === null) {
      ctx.addIssue({ code: 'custom', message: FEE_MSG.managementFeeInvalid });
      return z.NEVER;
    }
    return bps;
  });

const offeringFields = {
  name: nameField,
  img: imgField.optional(),
  category: categoryField,
  investmentReturn: returnField,
  duration: durationField,
  pricePerUnit: priceField,
  managementFee: managementFeeField.optional(),
  kiis: kiisSchema.optional(),
};

/**
 * Admin create (docs/api.md). An `investors` in the body is dropped with any other
 * unknown key: the count is the real holders', read from the holdings.
 */
export const offeringInputSchema = z.object(offeringFields);
export type OfferingInput = z.input<typeof offeringInputSchema>;
export type OfferingValues = z.output<typeof offeringInputSchema>;

/** The admin form posts create and edit to the same URL; `editId` makes it an edit (docs/api.md). */
export const offeringCreateOrEditSchema = offeringInputSchema.extend({ editId: idSchema.optional() });

/** PUT /auth/investments/:id: any Offering fields (the investor count is kept by purchases). */
export const offeringUpdateSchema = z.object(offeringFields).partial();
export type OfferingUpdate = z.output<typeof offeringUpdateSchema>;

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
  /** The customer ticked the large-order warning (investor protection). */
  consent: z.boolean().optional(),
});
export type InvestRequest = z.input<typeof investRequestSchema>;

/**
 * The Invest Now form: an amount in dollars, which fills in the units it buys, and the units, which
 * is what POST /auth/invest books. The amount is an aid and may stay empty.
 */
export const investFormSchema = z.object({
  amount: z
    .string()
    .refine((v) => v.trim() === '' || amountTextToCents(v) !== null, INVEST_AMOUNT_MSG.amountInvalid),
  unitsPurchased: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : numericText(v)),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? INVEST_AMOUNT_MSG.unitsRequired : INVEST_AMOUNT_MSG.unitsRange,
      })
      .int(INVEST_AMOUNT_MSG.unitsRange)
      .min(MIN_UNITS, INVEST_AMOUNT_MSG.unitsRange)
      .max(MAX_UNITS, INVEST_AMOUNT_MSG.unitsRange),
  ),
});
export type InvestFormInput = z.input<typeof investFormSchema>;
export type InvestFormValues = z.output<typeof investFormSchema>;
