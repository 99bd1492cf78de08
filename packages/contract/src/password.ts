import { z } from 'zod';
import { MSG } from './messages.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The one password rule (DESIGN.md §4): sign-up, reset and change all use it. The common-password
 * check needs a 10,000-entry list, so it is a separate refinement the server adds (see
 * `passwordIsCommon`), keeping the list out of the web bundle.
 */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, MSG.passwordTooShort)
  .max(PASSWORD_MAX, MSG.passwordTooLong)
  .regex(/[A-Z]/, MSG.passwordNeedsUpper)
  .regex(/[0-9]/, MSG.passwordNeedsDigit);

/** 0–4, for the strength meter. Length and variety; the server's rule is what decides. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  let score = 0;
  if (password.length >= PASSWORD_MIN) score++;
  if (password.length >= 12) score++;
  if (/[A-Z]/.test(password) && /[a-z]/.test(password)) score++;
  if (/[0-9]/.test(password) && /[^A-Za-z0-9]/.test(password)) score++;
  return Math.min(score, 4) as 0 | 1 | 2 | 3 | 4;
}
