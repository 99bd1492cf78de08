/** Every user-facing message that both server and web show. One definition each. */
export const MSG = {
  // generic
  genericError: 'An error occurred.',
  genericRetry: 'An error occurred. Please try again.',
  validation: 'Some fields are not valid.',
  unauthorized: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  bodyTooLarge: 'The request is too large.',
  networkError: 'Cannot reach the server. Check your connection and try again.',
  requestTimeout: 'The request took too long. Please try again.',
  // auth
  loginSuccess: 'Login Successful!',
  loginFailed: 'Login Failed',
  badCredentials: 'Invalid email or password.',
  emailNotVerified: 'Please verify your email address before signing in.',
  registrationSuccess: 'Registration Successful!',
  registrationFailed: 'Registration Failed',
  emailTaken: 'An account with this email already exists.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordNeedsUpper: 'Password must contain an uppercase letter',
  passwordNeedsDigit: 'Password must contain a number',
  passwordTooCommon: 'This password is too common. Please choose another.',
  emailVerified: 'Your email is verified. You can now sign in.',
  codeInvalid: 'The code is wrong or has expired.',
  codeTooManyTries: 'Too many wrong codes. Please request a new code.',
  verificationSent: 'If that account needs verifying, a new code is on its way.',
  resetEmailSent: 'If an account exists for that email, a reset link is on its way.',
  resetFailed: 'Failed to reset password',
  resetSendFailed: 'Failed to send reset email',
  resetLinkInvalid: 'Invalid or expired reset link',
  passwordReset: 'Your password has been reset. You can now sign in.',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  wrongOldPassword: 'Your current password is not correct.',
  bothFieldsRequired: 'Both fields are required.',
  loggedOut: 'You have been signed out.',
  // admin and profile (docs/product.md §8)
  successful: 'Successful!',
  failed: 'Failed',
  // wallet
  // The minimum is allowed: "at least", as the field's hint "Minimum $100" says.
  amountTooSmall: 'Amount must be at least $100 per request.',
  insufficientBalance: 'Your cash balance does not cover this amount.',
  /** Separation of duties: deposits, withdrawals, adjustments and balance edits of one's own. */
  ownMoney: 'An admin cannot decide on their own money: another admin must.',
  selectValidBank: 'Please select a valid bank.',
  selectValidAccount: 'Please select a valid account.',
  selectBank: 'Please select a bank.',
  selectUnit: 'Please select Unit.',
  // contact
  contactSuccess: 'SUCCESS!',
  contactFailed: 'FAILED...',
} as const;

export const ERROR_CODES = {
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  IDEMPOTENCY_MISMATCH: 'IDEMPOTENCY_MISMATCH',
  /** Investing or withdrawing before the customer's identity is approved (403). */
  NOT_VERIFIED: 'NOT_VERIFIED',
  TOO_MANY_PENDING_DEPOSITS: 'TOO_MANY_PENDING_DEPOSITS',
  TWO_FACTOR_REQUIRED: 'TWO_FACTOR_REQUIRED',
  STEP_UP_REQUIRED: 'STEP_UP_REQUIRED',
  /** Every money path's one refusal for money that is not there (400). */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** A purchase at a price the customer did not see (409). */
  PRICE_CHANGED: 'PRICE_CHANGED',
  /** Sign-in with an unknown email or a wrong password; one code for both (401). */
  BAD_CREDENTIALS: 'BAD_CREDENTIALS',
  /** The two-factor challenge of a sign-in is used up or too old (401). */
  CHALLENGE_EXPIRED: 'CHALLENGE_EXPIRED',
  /** A password-reset link that is unknown, used or expired (400). */
  RESET_LINK_INVALID: 'RESET_LINK_INVALID',
  /** A link that cancels an email change and is unknown or expired (400). */
  CANCEL_LINK_INVALID: 'CANCEL_LINK_INVALID',
  /** Identity fields a verified customer cannot change themselves (409). */
  IDENTITY_LOCKED: 'IDENTITY_LOCKED',
  /** A body in a media type the route does not take (415). */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** A body or upload over the route's limit (413). */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The database is briefly unreachable; retry after the `Retry-After` seconds (503). */
  UNAVAILABLE: 'UNAVAILABLE',
  /** A failure on our side; the answer never shows its details (500). */
  INTERNAL: 'INTERNAL',
  /** A purchase before the customer's suitability questionnaire is on file (403). */
  SUITABILITY_REQUIRED: 'SUITABILITY_REQUIRED',
  /** A purchase above the higher of $1,000 or 5% of net worth without the customer's consent (409). */
  CONSENT_REQUIRED: 'CONSENT_REQUIRED',
  /** A purchase whose key information document the customer has not acknowledged (409). */
  KIIS_NOT_ACKNOWLEDGED: 'KIIS_NOT_ACKNOWLEDGED',
  /** A maturity instruction changed within 2 days of maturity, or on a holding no longer active (409). */
  INSTRUCTION_LOCKED: 'INSTRUCTION_LOCKED',
  /** A recovery or write-off of an offering that is not defaulted or in recovery (409). */
  NOT_RECOVERABLE: 'NOT_RECOVERABLE',
  /** A withdrawal to a payout account added less than PAYOUT_ACCOUNT_HOLD_HOURS ago; `availableAt` says when (409). */
  PAYOUT_ACCOUNT_ON_HOLD: 'PAYOUT_ACCOUNT_ON_HOLD',
  /** Closing an account that still has cash, open holdings or something pending (409). */
  ACCOUNT_NOT_EMPTY: 'ACCOUNT_NOT_EMPTY',
} as const;

/** A code the API can answer with; `ERROR_CODES` lists every one, and the web branches on them. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));
/** Whether a code an answer carries is one the contract lists. */
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && KNOWN_CODES.has(code);
