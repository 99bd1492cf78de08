import { z } from 'zod';
import { emailSchema, HIDDEN_CHARACTERS_MSG, nameSchema, noHiddenCharacters, phoneSchema } from './fields.ts';
import { userSchema } from './user.ts';

/** Terms require a minimum age of 18 (docs/product.md §5); checked on the profile and again at KYC approval. */
export const MIN_AGE = 18;
const MAX_AGE = 120;
export const ADDRESS_MAX = 200;
export const EMAIL_CHANGE_CODE_TTL_MINUTES = 30;

export const PROFILE_MSG = {
  updated: 'Profile updated.',
  emailChangeSent: 'We sent a 6-digit code to your new email address. Enter it to confirm the change.',
  emailChanged: 'Your email address has been changed.',
  emailChangeNone: 'There is no email change waiting for a code.',
  emailChangeUnverified: 'The current email address must be verified before it can be changed.',
  emailChangeCancelled:
    'The email change is cancelled and every device signed in to the account has been signed out. If you did not ask for it, change your password now.',
  emailChangeCancelInvalid:
    'This link has expired or was already used: there is no email change waiting. If your email was changed without you, contact support.',
  dobInvalid: 'Enter a valid date of birth',
  dobFuture: 'The date of birth cannot be in the future',
  tooYoung: `You must be at least ${MIN_AGE}`,
  tooOld: 'Enter a valid date of birth',
  identityLocked:
    'Your name and date of birth are locked while your identity is verified or under review. Please contact support to change them.',
  loadFailed: 'Could not load your account.',
  addressKept:
    'Your address is needed while your identity is under review or verified: change it, do not remove it.',
} as const;

/** Whole years between a YYYY-MM-DD birth date and `today` (local calendar date of the caller). */
export function ageOn(dob: string, today: Date = new Date()): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  const beforeBirthday = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  if (beforeBirthday) age--;
  return age;
}

/** A real calendar date: 2023-02-30 is refused, not rolled over to March. */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const todayIso = () => {
  const t = new Date();
  return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
};

/** Date of birth as YYYY-MM-DD (what `<input type="date">` gives); empty means "not given" (null). */
export const dobSchema = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z
    .string({ error: PROFILE_MSG.dobInvalid })
    .trim()
    .superRefine((value, ctx) => {
      const problem = !isRealDate(value)
        ? PROFILE_MSG.dobInvalid
        : value > todayIso()
          ? PROFILE_MSG.dobFuture
          : ageOn(value) < MIN_AGE
            ? PROFILE_MSG.tooYoung
            : ageOn(value) > MAX_AGE
              ? PROFILE_MSG.tooOld
              : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable(),
);

export const addressSchema = z
  .string({ error: 'Enter your address' })
  .trim()
  .max(ADDRESS_MAX, `Address is too long (${ADDRESS_MAX} characters at most)`)
  .refine(noHiddenCharacters, HIDDEN_CHARACTERS_MSG)
  .default('');

/**
 * PUT /auth/admin/users-profile/:userId (docs/product.md §7). A new email only takes effect once its code is
 * confirmed, and asking for one needs the caller's current `password` (and `code`, a TOTP or recovery
 * code, when two-factor sign-in is on); other fields need neither.
 */
export const updateProfileSchema = z.object({
  name: nameSchema,
  phonenumber: phoneSchema,
  email: emailSchema,
  dob: dobSchema,
  address: addressSchema,
  password: z.string().max(1024).optional(),
  code: z.string().trim().max(64).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

export const profileUserParamsSchema = z.object({ userId: z.string().uuid({ error: 'Not a valid id' }) });

export const profileResponseSchema = z.object({
  message: z.string(),
  user: userSchema,
  /** Set when the email was changed: the address waiting for its confirmation code. */
  pendingEmail: z.string().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** POST /auth/confirm-email-change: the code mailed to the new address. */
export const confirmEmailChangeSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

/** POST /auth/cancel-email-change: the token of the link mailed to the old address. */
export const cancelEmailChangeSchema = z.object({
  token: z
    .string({ error: PROFILE_MSG.emailChangeCancelInvalid })
    .trim()
    .min(20, PROFILE_MSG.emailChangeCancelInvalid)
    .max(200, PROFILE_MSG.emailChangeCancelInvalid),
});

/** GET /auth/email-change: the address waiting for its code, if any. */
export const emailChangeStatusSchema = z.object({ pendingEmail: z.string().nullable() });
export type EmailChangeStatus = z.infer<typeof emailChangeStatusSchema>;
