import { z } from 'zod';
import { MATURITY_INSTRUCTIONS, PERFORMANCE_STATUSES } from './holding-life.ts';
import { HOLDING_STATUSES, OFFERING_CATEGORIES } from './investment-rules.ts';

// What the offering and holding endpoints answer (docs/api.md): shapes only, apart from the request rules in
// investments.ts, so a screen that shows offerings builds these few schemas and not the admin's forms.

export const offeringSchema = z.object({
  _id: z.string(),
  name: z.string(),
  img: z.string(),
  category: z.enum(OFFERING_CATEGORIES),
  investmentReturn: z.string(),
  duration: z.string(),
  pricePerUnit: z.number(),
  investors: z.number(),
  /** The yearly management charge, e.g. '0.50%'; '' when the offering has none. */
  managementFee: z.string(),
  /** How the borrower is paying; `performanceNote` is the admin's note to the holders ('' when none). */
  performance: z.enum(PERFORMANCE_STATUSES),
  performanceNote: z.string(),
});
export type Offering = z.infer<typeof offeringSchema>;

/** The admin console also sees archived offerings. */
export const adminOfferingSchema = offeringSchema.extend({
  /** The key information sheet's sections ('' when not written yet). */
  kiis: z.object({
    issuer: z.string(),
    useOfFunds: z.string(),
    risks: z.string(),
    fees: z.string(),
    payment: z.string(),
  }),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOffering = z.infer<typeof adminOfferingSchema>;

/** `platformFeeBps`: the free plan's platform fee on each purchase (members pay none), for the preview. */
export const offeringListSchema = z.object({
  data: z.array(offeringSchema),
  platformFeeBps: z.number(),
  message: z.string().optional(),
});
export type OfferingList = z.infer<typeof offeringListSchema>;
export const adminOfferingListSchema = z.object({ data: z.array(adminOfferingSchema) });
export const offeringResponseSchema = z.object({ message: z.string(), data: adminOfferingSchema });

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
  /** Matured with its principal paid and its return still waiting for the offering's payout funding. */
  returnDelayed: z.boolean(),
  /** The platform fee its purchase paid, on top of the amount invested (0 for members). */
  fee: z.number(),
  /** The management charge for the whole term, taken from the payout at maturity (0 when none). */
  managementCharge: z.number(),
  /** The end of the reflection period (investor protection); null when the purchase had none. */
  reflectionEndsAt: z.string().nullable(),
  /** The customer ticked the large-order warning for this purchase. */
  consentGiven: z.boolean(),
  /** When the customer acknowledged the offering's key information sheet; null when never. */
  kiisAcknowledgedAt: z.string().nullable().optional(),
  cancelledAt: z.string().nullable(),
  /** What happens at maturity, and until when the customer can change it (2 days before). */
  instruction: z.enum(MATURITY_INSTRUCTIONS),
  instructionDeadline: z.string(),
  /** Dollars at maturity net of the management charge (principal + return − charge). */
  maturityPreview: z.number(),
  /** The offering's status and its note, as every screen that shows the holding shows them. */
  performance: z.enum(PERFORMANCE_STATUSES),
  performanceNote: z.string(),
  /** Recovery payments received and principal written off, in dollars (0 when none). */
  recovered: z.number(),
  writtenOff: z.number(),
  /** The holding whose maturity bought this one (a roll-over), or null. */
  rolledFrom: z.string().nullable(),
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

export const investResponseSchema = z.object({
  message: z.string(),
  data: holdingSchema,
  balance: z.number(),
  /** The platform fee charged with this purchase. */
  fee: z.number(),
});
export type InvestResponse = z.infer<typeof investResponseSchema>;
