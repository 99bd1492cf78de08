import { z } from 'zod';
import { BALANCE_REASON_MAX } from './admin.ts';
import { PLANS } from './fees.ts';
import { HIDDEN_CHARACTERS_MSG, noHiddenCharacters } from './fields.ts';
import { userSchema } from './user.ts';

export * from './fees.ts';

/** Referral codes: 8 characters from an alphabet without look-alikes (the database draws them). */
export const REFERRAL_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;

export const REFERRAL_MSG = {
  unknownCode: 'This referral code does not exist.',
} as const;

export const PLAN_MSG = {
  planInvalid: 'Choose a plan: free or member.',
  reasonRequired: 'Give the reason for the change.',
  reasonTooLong: `Keep the reason under ${BALANCE_REASON_MAX} characters.`,
  changed: 'Plan changed.',
  unchanged: 'The customer is already on that plan: nothing was changed.',
  onlyCustomers: 'Only a customer has a plan.',
} as const;

/** The share link of a code: the sign-up page fills the code in from `ref`. */
export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/signup?ref=${encodeURIComponent(code)}`;
}

/** A code as typed or taken from a link: spaces dropped, upper case. */
export function normalizeReferralCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** GET /auth/referrals: the customer's code and link, how many joined with it and how many of them are verified. */
export const referralsResponseSchema = z.object({
  code: z.string(),
  link: z.string(),
  joined: z.number(),
  verified: z.number(),
});
export type Referrals = z.infer<typeof referralsResponseSchema>;

/** PUT /auth/admin/users/:userId/plan */
export const setPlanSchema = z.object({
  plan: z.enum(PLANS, { error: PLAN_MSG.planInvalid }),
  reason: z
    .string({ error: PLAN_MSG.reasonRequired })
    .trim()
    .min(1, PLAN_MSG.reasonRequired)
    .max(BALANCE_REASON_MAX, PLAN_MSG.reasonTooLong)
    .refine(noHiddenCharacters, HIDDEN_CHARACTERS_MSG),
});
export type SetPlanInput = z.input<typeof setPlanSchema>;
export const setPlanResponseSchema = z.object({ message: z.string(), user: userSchema });
