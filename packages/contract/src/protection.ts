import { z } from 'zod';
import { dollarsToCents } from './money.ts';
import {
  KIIS_SECTION_MAX,
  PROTECTION_MSG,
  SUITABILITY_QUESTIONS,
  SUITABILITY_STATUSES,
} from './protection-rules.ts';

export * from './protection-rules.ts';

/** Dollars in (0 or more, at most 2 decimals), cents out. */
const dollarsField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: PROTECTION_MSG.amountInvalid })
    .min(0, PROTECTION_MSG.amountInvalid)
    .max(1_000_000_000, PROTECTION_MSG.amountInvalid)
    .refine((n) => dollarsToCents(n) !== null, { message: PROTECTION_MSG.amountInvalid })
    .transform((n) => dollarsToCents(n) as number),
);

const answersField = z
  .record(z.string(), z.string(), { error: PROTECTION_MSG.answerAll })
  .superRefine((answers, ctx) => {
    for (const q of SUITABILITY_QUESTIONS) {
      const a = answers[q.id];
      if (a === undefined) {
        ctx.addIssue({ code: 'custom', path: [q.id], message: PROTECTION_MSG.answerAll });
      } else if (!q.options.some((o) => o.id === a)) {
        ctx.addIssue({ code: 'custom', path: [q.id], message: PROTECTION_MSG.answerInvalid });
      }
    }
  })
  .transform((answers) => {
    const kept: Record<string, string> = {};
    for (const q of SUITABILITY_QUESTIONS) kept[q.id] = answers[q.id]!;
    return kept;
  });

/**
 * POST /auth/suitability. With `answers` the test is taken (again); without them only the capacity
 * for loss is updated. `acknowledgeRisk` records that the customer read the warning a "not
 * appropriate" result shows.
 */
export const suitabilityRequestSchema = z.object({
  answers: answersField.optional(),
  income: dollarsField,
  liquidAssets: dollarsField,
  commitments: dollarsField,
  acknowledgeRisk: z.boolean().optional(),
});
export type SuitabilityRequest = z.input<typeof suitabilityRequestSchema>;

export const suitabilitySchema = z.object({
  status: z.enum(SUITABILITY_STATUSES),
  takenAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Dollars; null before the first test. */
  income: z.number().nullable(),
  liquidAssets: z.number().nullable(),
  commitments: z.number().nullable(),
  netWorth: z.number().nullable(),
  lossCapacity: z.number().nullable(),
  reviewDueAt: z.string().nullable(),
  /** A "not appropriate" result whose warning the customer acknowledged. */
  riskAcknowledged: z.boolean(),
  /** True when a purchase is allowed: a test under 2 years old, capacity under a year, warning read. */
  current: z.boolean(),
  /** The customer's answers, to prefill a retake. */
  answers: z.record(z.string(), z.string()),
});
export type Suitability = z.infer<typeof suitabilitySchema>;
export const suitabilityResponseSchema = z.object({
  data: suitabilitySchema,
  message: z.string().optional(),
});

export const suitabilityQuestionsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});

const kiisText = z
  .string({ error: PROTECTION_MSG.kiisSectionRequired })
  .trim()
  .max(KIIS_SECTION_MAX, PROTECTION_MSG.kiisSectionTooLong);

/** The key information sheet's sections as the admin form sends them; completeness is the server's rule. */
export const kiisSchema = z.object({
  issuer: kiisText,
  useOfFunds: kiisText,
  risks: kiisText,
  fees: kiisText,
  payment: kiisText,
});
