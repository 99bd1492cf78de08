import {
  CLOSURE_MSG,
  ERROR_CODES,
  LOGIN_CHALLENGE_MAX_TRIES,
  MSG,
  RESET_TOKEN_TTL_MINUTES,
  SECURITY_MSG,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { DbUser } from '../../db/schema.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, fieldError, forbidden, unauthorized } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { commonPasswordError, dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomDigits, randomToken, safeEqual, sha256 } from '../../lib/secrets.ts';
import { clearAccountAttempts, countAccountAttempt } from '../../shared/account-attempts.ts';
import {
  claimAttempt,
  consumeToken,
  findLiveToken,
  findLiveTokenByHash,
  replaceOneTimeToken,
} from '../../shared/one-time-tokens.repository.ts';
import { findUserByEmail, findUserById, insertUser } from '../../shared/users.repository.ts';
import { referrerForCode } from '../referrals/referrals.service.ts';
import {
  mailRecoveryCodesLeft,
  startLoginChallenge,
  useSecondFactor,
} from '../two-factor/two-factor.service.ts';
import { resetMail, signInAlertMail, verificationMail } from './auth.mails.ts';
import { setEmailVerified, setPasswordHash } from './auth.repository.ts';
import { revokeOtherSessions } from './session.repository.ts';
import { startSession } from './session.service.ts';

const MAILS_PER_ADDRESS = 5;
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

export function assertNotCommon(password: string, field = 'password') {
  const error = commonPasswordError(password);
  if (error) throw fieldError(field, error);
}

async function sendVerificationCode(deps: Deps, user: { id: string; name: string; email: string }) {
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  await replaceOneTimeToken(deps.db, {
    userId: user.id,
    purpose: 'email_verify',
    tokenHash: sha256(`${user.id}:${code}`),
    expiresAt: minutesFromNow(VERIFICATION_CODE_TTL_MINUTES),
  });
  await deps.mailer.send(verificationMail(user.email, user.name, code, deps.config.publicUrl));
}

export async function register(
  deps: Deps,
  input: {
    name: string;
    email: string;
    password: string;
    phonenumber: string;
    refferalcode?: string;
    how?: string;
  },
) {
  assertNotCommon(input.password);
  const referredBy = input.refferalcode ? await referrerForCode(deps.db, input.refferalcode) : undefined;
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await insertUser(deps.db, {
      name: input.name,
      email: input.email,
      passwordHash,
      phonenumber: input.phonenumber,
      referredBy,
      heardAbout: input.how,
    });
    await deps.counters.mailsPerAddress.hit(user.email);
    await sendVerificationCode(deps, user);
    return { message: MSG.registrationSuccess, user: { _id: user.id, name: user.name, email: user.email } };
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError(409, MSG.emailTaken, ERROR_CODES.CONFLICT, { email: MSG.emailTaken });
    throw err;
  }
}

/**
 * An unknown address, an already verified one and a wrong code all get the same answer: nobody learns
 * which addresses have accounts. Each try is taken before the code is compared (claimAttempt), so
 * parallel guesses get VERIFICATION_CODE_MAX_TRIES comparisons, no more.
 */
export async function verifyEmail(deps: Deps, input: { email: string; code: string }) {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || user.emailVerifiedAt) throw fieldError('code', MSG.codeInvalid);
  const token = await findLiveToken(deps.db, { userId: user.id, purpose: 'email_verify' });
  if (!token) throw fieldError('code', MSG.codeInvalid);
  const attempt = await claimAttempt(deps.db, token.id, VERIFICATION_CODE_MAX_TRIES);
  if (attempt === null) throw fieldError('code', MSG.codeTooManyTries);
  if (!safeEqual(token.tokenHash, sha256(`${user.id}:${input.code}`))) {
    throw fieldError('code', attempt >= VERIFICATION_CODE_MAX_TRIES ? MSG.codeTooManyTries : MSG.codeInvalid);
  }
  await deps.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, token.id))) throw fieldError('code', MSG.codeInvalid);
    await setEmailVerified(tx, user.id);
  });
  return { message: MSG.emailVerified };
}

/** Same answer whether or not the address exists or is already verified. */
export async function resendVerification(deps: Deps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt) {
    if ((await deps.counters.mailsPerAddress.hit(user.email)) <= MAILS_PER_ADDRESS) {
      await sendVerificationCode(deps, user);
    }
  }
  return { message: MSG.verificationSent };
}

export async function login(deps: Deps, input: { email: string; password: string }, meta: RequestMeta) {
  // The attempt is counted before the hash (ADR 019): past ACCOUNT_FAILURE_LIMIT nothing is checked.
  await countAccountAttempt(deps, input.email);
  const user = await findUserByEmail(deps.db, input.email);
  // Unknown email and wrong password take the same time and give the same answer.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  // A closed account has no password left to check (ADR 053): its owner is told why, whatever was typed.
  if (user?.closedAt) throw forbidden(CLOSURE_MSG.signInClosed, ERROR_CODES.FORBIDDEN);
  if (!user || !ok) throw unauthorized(MSG.badCredentials, ERROR_CODES.BAD_CREDENTIALS);
  if (!user.emailVerifiedAt) {
    await clearAccountAttempts(deps, user.email);
    throw forbidden(MSG.emailNotVerified, ERROR_CODES.EMAIL_NOT_VERIFIED);
  }
  if (user.totpEnabledAt) {
    // The password alone is not enough: no session yet, and the attempts stay counted until step two passes.
    const challengeToken = await startLoginChallenge(deps, user.id);
    return { message: SECURITY_MSG.twoFactorRequired, twoFactorRequired: true as const, challengeToken };
  }
  await clearAccountAttempts(deps, user.email);
  return completeLogin(deps, user, meta);
}

async function completeLogin(deps: Deps, user: DbUser, meta: RequestMeta) {
  const { token, session, newDevice } = await startSession(deps, user.id, meta);
  // Only a browser and address the account has not seen (ADR 010): an alert on every sign-in is
  // soon ignored, and then it no longer warns anyone.
  if (newDevice) {
    void deps.mailer.send(
      signInAlertMail(user.email, user.name, meta.userAgent, meta.ip, session.createdAt),
      undefined,
      {
        userId: user.id,
        kind: 'security',
        text: 'You signed in from a new browser or address.',
        link: '/settings',
      },
    );
  }
  return {
    message: MSG.loginSuccess,
    token,
    payload: { _id: user.id, userRole: user.role, name: user.name },
  };
}

const challengeExpired = (message: string = SECURITY_MSG.challengeExpired) =>
  new AppError(401, message, ERROR_CODES.CHALLENGE_EXPIRED);

/** POST /auth/login/2fa: the challenge from `login` plus a TOTP or a recovery code; then as a login. */
export async function loginWithTwoFactor(
  deps: Deps,
  input: { challengeToken: string; code: string },
  meta: RequestMeta,
) {
  const challenge = await findLiveTokenByHash(deps.db, {
    purpose: 'login_2fa',
    tokenHash: sha256(input.challengeToken),
  });
  if (!challenge) throw challengeExpired();
  const user = await findUserById(deps.db, challenge.userId);
  if (!user?.totpEnabledAt) throw challengeExpired();
  // Both limits are taken before the code is checked: the challenge's own tries (one conditional
  // UPDATE) and the account's attempts.
  const attempt = await claimAttempt(deps.db, challenge.id, LOGIN_CHALLENGE_MAX_TRIES);
  if (attempt === null) throw challengeExpired(SECURITY_MSG.challengeTooManyTries);
  await countAccountAttempt(deps, user.email);

  const factor = await deps.db.transaction(async (tx) => {
    const used = await useSecondFactor(deps, tx, user, input.code);
    if (used && !(await consumeToken(tx, challenge.id))) throw challengeExpired();
    return used;
  });
  if (!factor) {
    if (attempt >= LOGIN_CHALLENGE_MAX_TRIES) {
      await consumeToken(deps.db, challenge.id);
      throw fieldError('code', SECURITY_MSG.challengeTooManyTries);
    }
    throw fieldError('code', SECURITY_MSG.codeWrong);
  }
  await clearAccountAttempts(deps, user.email);
  if (factor === 'recovery') await mailRecoveryCodesLeft(deps, user);
  return completeLogin(deps, user, meta);
}

/**
 * Issues a fresh reset token (older unused ones stop working) and mails the link, unless the address
 * had too many mails lately. Shared by forgot-password and the admin's 'Send reset link'.
 * Returns false when the per-address limit held the mail back.
 */
export async function sendPasswordResetLink(deps: Deps, user: { id: string; name: string; email: string }) {
  if ((await deps.counters.mailsPerAddress.hit(user.email)) > MAILS_PER_ADDRESS) return false;
  const token = randomToken(32);
  await replaceOneTimeToken(deps.db, {
    userId: user.id,
    purpose: 'password_reset',
    tokenHash: sha256(token),
    expiresAt: minutesFromNow(RESET_TOKEN_TTL_MINUTES),
  });
  void deps.mailer.send(resetMail(user.email, user.name, token, deps.config.publicUrl));
  return true;
}

/** Same answer whether or not the address has an account. */
export async function forgotPassword(deps: Deps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  // A closed account is reopened by an admin first (ADR 053); the answer stays the same.
  if (user && !user.closedAt) await sendPasswordResetLink(deps, user);
  return { message: MSG.resetEmailSent };
}

export async function verifyResetToken(deps: Deps, token: string) {
  const row = await findLiveTokenByHash(deps.db, { purpose: 'password_reset', tokenHash: sha256(token) });
  if (!row) throw new AppError(400, MSG.resetLinkInvalid, ERROR_CODES.RESET_LINK_INVALID);
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw new AppError(400, MSG.resetLinkInvalid, ERROR_CODES.RESET_LINK_INVALID);
  return { email: user.email };
}

export async function resetPassword(deps: Deps, token: string, password: string) {
  assertNotCommon(password);
  const row = await findLiveTokenByHash(deps.db, { purpose: 'password_reset', tokenHash: sha256(token) });
  if (!row) throw new AppError(400, MSG.resetLinkInvalid, ERROR_CODES.RESET_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, row.id)))
      throw new AppError(400, MSG.resetLinkInvalid, ERROR_CODES.RESET_LINK_INVALID);
    await setPasswordHash(tx, row.userId, passwordHash);
    // The link proved the inbox is theirs.
    await setEmailVerified(tx, row.userId);
    await revokeOtherSessions(tx, { userId: row.userId });
  });
  const user = await findUserById(deps.db, row.userId);
  if (user) await clearAccountAttempts(deps, user.email);
  return { message: MSG.passwordReset };
}

/** Ends every session of the account (an email change cancelled from the old inbox). */
export async function revokeAllSessions(db: Executor, userId: string) {
  await revokeOtherSessions(db, { userId });
}
