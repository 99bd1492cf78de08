import { randomInt } from 'node:crypto';
import {
  ACCOUNT_ACTIONS_PER_WINDOW,
  LOGIN_CHALLENGE_TTL_MINUTES,
  PRODUCT_NAME,
  RECOVERY_CODE_COUNT,
  SECURITY_MSG,
  STEP_UP_MSG,
} from '@app/contract';
import QRCode from 'qrcode';
import type { Executor } from '../../db/client.ts';
import type { DbUser } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { conflict, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import {
  checkAccountPassword,
  clearAccountAttempts,
  countAccountAction,
  countAccountAttempt,
} from '../../shared/account-attempts.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { replaceOneTimeToken } from '../../shared/one-time-tokens.repository.ts';
import { findUserById } from '../../shared/users.repository.ts';
import { openSecret, type SealingKeys, sealSecret } from './secret-box.ts';
import { generateTotpKey, matchTotp, otpauthUrl } from './totp.ts';
import { recoveryCodeUsedMail, twoFactorChangedMail, twoFactorResetMail } from './two-factor.mails.ts';
import {
  claimTotpStep,
  consumeRecoveryCode,
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  replaceRecoveryCodes,
  setPendingTotpSecret,
} from './two-factor.repository.ts';

const SECRET_PURPOSE = 'totp-secret';
// No 0/o, 1/l/i: recovery codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
// Recovery codes carry ~50 random bits and are single use: SHA-256 is enough (as for other one-time codes).
const recoveryHash = (userId: string, code: string) =>
  sha256(`${userId}:recovery:${normalizeRecoveryCode(code)}`);

function sealingKeys(deps: Deps): SealingKeys {
  const { totpSealingKey, jwtSecret, jwtPreviousSecret } = deps.config;
  return { totpSealingKey, legacy: [jwtSecret, jwtPreviousSecret] };
}

function totpKeyOf(deps: Deps, user: DbUser): Buffer | null {
  return user.totpSecret ? openSecret(sealingKeys(deps), SECRET_PURPOSE, user.totpSecret) : null;
}

/** After a sign-in with a recovery code: the user is told, with how many codes are left. */
export async function mailRecoveryCodesLeft(deps: Deps, user: Pick<DbUser, 'id' | 'email' | 'name'>) {
  const left = await countUnusedRecoveryCodes(deps.db, user.id);
  void deps.mailer.send(recoveryCodeUsedMail(user.email, user.name, left), undefined, {
    userId: user.id,
    kind: 'security',
    text: `You signed in with a recovery code; ${left} left.`,
    link: '/settings',
  });
}

/**
 * Checks a second factor and uses it up in `db` (a transaction, so a later failure gives it back):
 * a TOTP whose time step is later than the last accepted one, or an unused recovery code.
 */
export async function useSecondFactor(
  deps: Deps,
  db: Executor,
  user: DbUser,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const compact = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(compact)) {
    const key = totpKeyOf(deps, user);
    const step = key ? matchTotp(key, compact) : null;
    if (step === null) return null;
    return (await claimTotpStep(db, user.id, step)) ? 'totp' : null;
  }
  if (normalizeRecoveryCode(code).length !== 10) return null;
  return (await consumeRecoveryCode(db, user.id, recoveryHash(user.id, code))) ? 'recovery' : null;
}

/** The second sign-in step's ticket: random, stored hashed, 5 minutes, 5 tries (checked by the caller). */
export async function startLoginChallenge(deps: Deps, userId: string): Promise<string> {
  const token = randomToken(32);
  await replaceOneTimeToken(deps.db, {
    userId,
    purpose: 'login_2fa',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_TTL_MINUTES * 60_000),
  });
  return token;
}

async function signedInUser(deps: Deps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  return user;
}

/**
 * A new key, stored (encrypted) but inactive until a code from it is confirmed. Needs the password:
 * a stolen session alone cannot put the thief's authenticator app on the account.
 */
export async function setupTwoFactor(deps: Deps, auth: AuthContext, input: { password: string }) {
  const user = await signedInUser(deps, auth.userId);
  if (user.totpEnabledAt) throw conflict(SECURITY_MSG.twoFactorAlreadyOn);
  await countAccountAction(deps, '2fa-setup', user.id, ACCOUNT_ACTIONS_PER_WINDOW);
  await checkAccountPassword(deps, user, input.password, {
    field: 'password',
    message: SECURITY_MSG.wrongPassword,
  });
  await clearAccountAttempts(deps, user.email);
  const key = generateTotpKey();
  const stored = await setPendingTotpSecret(
    deps.db,
    user.id,
    sealSecret(sealingKeys(deps), SECRET_PURPOSE, key),
  );
  if (!stored) throw conflict(SECURITY_MSG.twoFactorAlreadyOn);
  const url = otpauthUrl({ issuer: PRODUCT_NAME, account: user.email, key });
  const qrDataUrl = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { otpauthUrl: url, qrDataUrl };
}

export async function enableTwoFactor(deps: Deps, auth: AuthContext, code: string) {
  const user = await signedInUser(deps, auth.userId);
  if (user.totpEnabledAt) throw conflict(SECURITY_MSG.twoFactorAlreadyOn);
  const key = totpKeyOf(deps, user);
  if (!key) throw conflict(SECURITY_MSG.twoFactorNotSetUp);
  const step = matchTotp(key, code);
  if (step === null) throw fieldError('code', SECURITY_MSG.codeWrong);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    if (!(await claimTotpStep(tx, user.id, step))) throw fieldError('code', SECURITY_MSG.codeWrong);
    if (!(await enableTotp(tx, user.id))) throw conflict(SECURITY_MSG.twoFactorAlreadyOn);
    await replaceRecoveryCodes(
      tx,
      user.id,
      recoveryCodes.map((c) => recoveryHash(user.id, c)),
    );
    await recordAudit(tx, {
      actorId: user.id,
      action: 'security.2fa_enabled',
      targetType: 'user',
      targetId: user.id,
    });
    await deps.mailer.send(twoFactorChangedMail(user.email, user.name, true), tx, {
      userId: user.id,
      kind: 'security',
      text: 'Two-factor sign-in is now on.',
      link: '/settings',
    });
  });
  return { message: SECURITY_MSG.twoFactorEnabled, recoveryCodes };
}

/** Needs the password and a code (or a recovery code): a stolen session alone cannot turn it off. */
export async function disableTwoFactor(
  deps: Deps,
  auth: AuthContext,
  input: { password: string; code: string },
) {
  const user = await signedInUser(deps, auth.userId);
  if (!user.totpEnabledAt) throw conflict(SECURITY_MSG.twoFactorNotOn);
  await checkAccountPassword(deps, user, input.password, {
    field: 'password',
    message: SECURITY_MSG.wrongPassword,
  });
  const done = await deps.db.transaction(async (tx) => {
    const factor = await useSecondFactor(deps, tx, user, input.code);
    if (!factor) return false;
    await disableTotp(tx, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'security.2fa_disabled',
      targetType: 'user',
      targetId: user.id,
      details: { with: factor },
    });
    await deps.mailer.send(twoFactorChangedMail(user.email, user.name, false), tx, {
      userId: user.id,
      kind: 'security',
      text: 'Two-factor sign-in is now off.',
      link: '/settings',
    });
    return true;
  });
  if (!done) throw fieldError('code', SECURITY_MSG.codeWrong);
  await clearAccountAttempts(deps, user.email);
  return { message: SECURITY_MSG.twoFactorDisabled };
}

/**
 * A second factor proved by a signed-in caller for a security change (an email change): counted
 * with the account's attempts, and used up inside `db` like a sign-in's.
 */
export async function checkSecondFactor(deps: Deps, db: Executor, user: DbUser, code: string | undefined) {
  if (!code) throw fieldError('code', SECURITY_MSG.codeNeeded);
  await countAccountAttempt(deps, user.email);
  if (!(await useSecondFactor(deps, db, user, code))) throw fieldError('code', SECURITY_MSG.codeWrong);
}

/**
 * POST /auth/admin/users/:userId/2fa-reset: account recovery for a customer who lost both the app
 * and the recovery codes. The admin's reason is audited and the customer mailed in the same
 * transaction; the password is still needed to sign in.
 */
export async function adminResetTwoFactor(deps: Deps, auth: AuthContext, userId: string, reason: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  // Account recovery is for customers: an admin's second factor is never removed by another admin,
  // and nobody removes their own this way.
  if (user.role === 'admin' || user.id === auth.userId) throw forbidden(STEP_UP_MSG.resetOnlyCustomers);
  if (!user.totpEnabledAt && !user.totpSecret) throw conflict(SECURITY_MSG.twoFactorNotOn);
  await deps.db.transaction(async (tx) => {
    await disableTotp(tx, user.id);
    await recordAudit(tx, {
      actorId: auth.userId,
      action: 'security.2fa_reset',
      targetType: 'user',
      targetId: user.id,
      details: { reason },
    });
    await deps.mailer.send(twoFactorResetMail(user.email, user.name, deps.config.supportEmail), tx, {
      userId: user.id,
      kind: 'security',
      text: 'Support turned off two-factor sign-in on your account.',
      link: '/settings',
    });
  });
  await clearAccountAttempts(deps, user.email);
  return { message: SECURITY_MSG.twoFactorReset };
}
