import { z } from 'zod';
import { HIDDEN_CHARACTERS_MSG, noHiddenCharacters } from './fields.ts';

/** Two-factor sign-in with an authenticator app: TOTP (RFC 6238), SHA-1, 30 s steps, 6 digits, ±1 step. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const LOGIN_CHALLENGE_TTL_MINUTES = 5;
export const LOGIN_CHALLENGE_MAX_TRIES = 5;
/** Per signed-in account and 15 minutes, each: password changes, email-change requests, 2FA set-ups, banks added. */
export const ACCOUNT_ACTIONS_PER_WINDOW = 10;
/** New email addresses one account may ask for in a day. */
export const EMAIL_CHANGES_PER_DAY = 3;
export const TWO_FACTOR_RESET_REASON_MAX = 500;

export const SECURITY_MSG = {
  twoFactorRequired: 'Enter the code from your authenticator app.',
  twoFactorSetupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  twoFactorEnabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  twoFactorDisabled: 'Two-factor sign-in is off.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  twoFactorNotSetUp: 'Start the set-up again: no authenticator app is waiting to be confirmed.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  codeWrong: 'The code is not correct. Check your authenticator app and try again.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  challengeTooManyTries: 'Too many wrong codes. Please sign in again.',
  wrongPassword: 'Your password is not correct.',
  passwordNeeded: 'Enter your current password to confirm.',
  codeNeeded: 'Enter the code from your authenticator app (or a recovery code) to confirm.',
  tooManyActions: 'You have done this too many times in the last 15 minutes. Please wait and try again.',
  tooManyEmailChanges: `You can ask for at most ${EMAIL_CHANGES_PER_DAY} new email addresses a day. Please try again tomorrow.`,
  twoFactorReset: 'Two-factor sign-in is off for this customer, and they have been emailed.',
  resetReasonRequired: 'Give the reason for the reset (how the customer proved who they are).',
  resetReasonTooLong: `Keep the reason under ${TWO_FACTOR_RESET_REASON_MAX} characters.`,
  sessionEnded: 'The session has been signed out.',
  otherSessionsEnded: 'All other sessions have been signed out.',
  sessionNotFound: 'That session has already ended.',
} as const;

const codeMessage = 'Enter the 6-digit code from your authenticator app';

/** A current code from the authenticator app. */
export const totpCodeSchema = z
  .string({ error: codeMessage })
  .trim()
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, codeMessage));

/** A TOTP or one of the recovery codes ('abcde-fghij'). */
export const totpOrRecoveryCodeSchema = z
  .string({ error: 'Enter the 6-digit code or a recovery code' })
  .trim()
  .min(6, 'Enter the 6-digit code or a recovery code')
  .max(64, 'Enter the 6-digit code or a recovery code');

export const twoFactorSetupResponseSchema = z.object({
  /** otpauth://totp/… for the authenticator app; its `secret` parameter is the key for manual entry. */
  otpauthUrl: z.string(),
  /** The same URL as a PNG QR code (data: URL). */
  qrDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** The current password, proved again by a signed-in caller before a security change. */
export const currentPasswordSchema = z
  .string({ error: SECURITY_MSG.passwordNeeded })
  .min(1, SECURITY_MSG.passwordNeeded)
  .max(1024, SECURITY_MSG.wrongPassword);

/** POST /auth/2fa/setup: a stolen session alone cannot put the thief's app on the account. */
export const twoFactorSetupSchema = z.object({ password: currentPasswordSchema });
export type TwoFactorSetupInput = z.input<typeof twoFactorSetupSchema>;

/** POST /auth/admin/users/:userId/2fa-reset: account recovery for a customer who lost the app and codes. */
export const adminTwoFactorResetSchema = z.object({
  reason: z
    .string({ error: SECURITY_MSG.resetReasonRequired })
    .trim()
    .min(1, SECURITY_MSG.resetReasonRequired)
    .max(TWO_FACTOR_RESET_REASON_MAX, SECURITY_MSG.resetReasonTooLong)
    .refine(noHiddenCharacters, HIDDEN_CHARACTERS_MSG),
});
export type AdminTwoFactorResetInput = z.input<typeof adminTwoFactorResetSchema>;

export const enableTwoFactorSchema = z.object({ code: totpCodeSchema });
export const enableTwoFactorResponseSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type EnableTwoFactorResponse = z.infer<typeof enableTwoFactorResponseSchema>;

export const disableTwoFactorSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  code: totpOrRecoveryCodeSchema,
});
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorSchema>;

export const sessionSchema = z.object({
  _id: z.string(),
  /** "Chrome on macOS". */
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ data: z.array(sessionSchema) });

export const sessionIdParamsSchema = z.object({ id: z.string().uuid({ error: 'Not a valid id' }) });

/** The secret of an otpauth:// URL, for people who type it into their app instead of scanning. */
export function secretFromOtpauthUrl(url: string): string {
  const query = url.split('?')[1] ?? '';
  return new URLSearchParams(query).get('secret') ?? '';
}

/** Step-up (ADR 028): sharp admin actions need the password (and code) proved within this window. */
export const STEP_UP_MINUTES = 10;
export const STEP_UP_MSG = {
  required: 'Confirm it is you: enter your password again to do this.',
  done: 'Thank you: you can go on for the next 10 minutes.',
  twoFactorRequired:
    'Admins must turn on two-factor sign-in before using the admin console. Set it up in Settings → Security.',
  twoFactorWarning:
    'Your admin account has no two-factor sign-in. In production the console refuses admins without it: turn it on in Settings → Security.',
  resetOnlyCustomers:
    "Two-factor sign-in can be reset only for customers, never for an admin's account or your own.",
} as const;

/** POST /auth/step-up */
export const stepUpSchema = z.object({
  password: z.string({ error: SECURITY_MSG.wrongPassword }).min(1, SECURITY_MSG.wrongPassword).max(200),
  code: z.string().trim().max(20).optional(),
});
export type StepUpInput = z.input<typeof stepUpSchema>;
export const stepUpResponseSchema = z.object({ message: z.string(), until: z.string() });
