import { z } from 'zod';

/** Two-factor sign-in with an authenticator app: TOTP (RFC 6238), SHA-1, 30 s steps, 6 digits, ±1 step. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const LOGIN_CHALLENGE_TTL_MINUTES = 5;
export const LOGIN_CHALLENGE_MAX_TRIES = 5;

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
