import { z } from 'zod';
import { MSG } from './messages.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules.ts';

export * from './password-rules.ts';

/**
 * The one password rule (docs/architecture.md "Rules the product decides"): sign-up, reset and change all use it. The common-password
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
