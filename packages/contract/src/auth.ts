import { z } from 'zod';
import { HEARD_ABOUT, USER_ROLES } from './auth-rules.ts';
import { emailSchema, nameSchema, phoneSchema } from './fields.ts';
import { MSG } from './messages.ts';
import { passwordSchema } from './password.ts';
import { normalizeReferralCode, REFERRAL_CODE_PATTERN, REFERRAL_MSG } from './referrals.ts';

export * from './auth-rules.ts';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const registerSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
    phonenumber: phoneSchema,
    refferalcode: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .max(32, REFERRAL_MSG.unknownCode)
        .transform(normalizeReferralCode)
        .refine((v) => REFERRAL_CODE_PATTERN.test(v), REFERRAL_MSG.unknownCode)
        .optional(),
    ),
    how: z.preprocess(
      emptyToUndefined,
      z.enum(HEARD_ABOUT, { error: 'Choose one of the options' }).optional(),
    ),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordsDoNotMatch,
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});

export const verifyEmailSchema = z.object({
  email: emailSchema,
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

export const emailOnlySchema = z.object({ email: emailSchema });

export const loginSchema = z.object({
  email: emailSchema,
  // No rule beyond presence at login: the stored hash decides. The cap stops hashing megabytes.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});

export const loginPayloadSchema = z.object({
  _id: z.string(),
  userRole: z.enum(USER_ROLES),
  name: z.string(),
});
export const loginResponseSchema = z.union([
  z.object({ message: z.string(), token: z.string(), payload: loginPayloadSchema }),
  z.object({ message: z.string(), twoFactorRequired: z.literal(true), challengeToken: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const resetTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/) });

export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordsDoNotMatch,
  });

export const updatePasswordSchema = z.object({
  oldPassword: z.string({ error: MSG.bothFieldsRequired }).min(1, MSG.bothFieldsRequired).max(1024),
  newPassword: z
    .string({ error: MSG.bothFieldsRequired })
    .min(1, MSG.bothFieldsRequired)
    .pipe(passwordSchema),
});

export const tokenResponseSchema = z.object({ message: z.string(), token: z.string() });

/** POST /auth/login/2fa: the challenge from a two-factor login plus a TOTP or a recovery code. */
export const loginTwoFactorSchema = z.object({
  challengeToken: z.string().min(1),
  code: z
    .string({ error: 'Enter the 6-digit code or a recovery code' })
    .trim()
    .min(6, 'Enter the 6-digit code or a recovery code')
    .max(64, 'Enter the 6-digit code or a recovery code'),
});
