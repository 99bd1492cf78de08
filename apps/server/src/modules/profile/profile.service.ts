import {
  ACCOUNT_ACTIONS_PER_WINDOW,
  EMAIL_CHANGE_CODE_TTL_MINUTES,
  EMAIL_CHANGES_PER_DAY,
  ERROR_CODES,
  MSG,
  PROFILE_MSG,
  SECURITY_MSG,
  type UpdateProfile,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
} from '@app/contract';
import type { DbUser } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { AppError, conflict, fieldError, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { randomDigits, randomToken, safeEqual, sha256 } from '../../lib/secrets.ts';
import {
  checkAccountPassword,
  clearAccountAttempts,
  countAccountAction,
} from '../../shared/account-attempts.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import {
  claimAttempt,
  consumeToken,
  findLiveTokenByHash,
  replaceOneTimeToken,
  voidTokens,
} from '../../shared/one-time-tokens.repository.ts';
import { toUserDto } from '../../shared/user.dto.ts';
import { findUserByEmail, findUserById, listBankAccounts } from '../../shared/users.repository.ts';
import { revokeAllSessions } from '../auth/auth.service.ts';
import { checkSecondFactor } from '../two-factor/two-factor.service.ts';
import {
  emailChangeCodeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  emailInUseNoticeMail,
} from './profile.mails.ts';
import { findPendingEmailChange, setConfirmedEmail, updateProfileFields } from './profile.repository.ts';

const MAILS_PER_ADDRESS = 5;
const codeHash = (userId: string, email: string, code: string) =>
  sha256(`${userId}:email-change:${email.toLowerCase()}:${code}`);
const emailTaken = () => new AppError(409, MSG.emailTaken, ERROR_CODES.CONFLICT, { email: MSG.emailTaken });

async function userDto(deps: Deps, row: DbUser) {
  return toUserDto(row, await listBankAccounts(deps.db, row.id));
}

/**
 * Name and date of birth are what the identity document was checked against: once it is under review
 * or approved, only an admin changes them, and nobody removes the address.
 */
function assertIdentityUnlocked(auth: AuthContext, user: DbUser, input: UpdateProfile) {
  if (user.kycStatus !== 'pending' && user.kycStatus !== 'approved') return;
  // What approval needs stays on the profile, whoever edits it: no case waits that cannot be approved.
  if (!input.address.trim()) throw fieldError('address', PROFILE_MSG.addressKept);
  if (auth.role === 'admin') return;
  const errors: Record<string, string> = {};
  if (input.name !== user.name) errors.name = PROFILE_MSG.identityLocked;
  if (input.dob !== user.dob) errors.dob = PROFILE_MSG.identityLocked;
  if (Object.keys(errors).length > 0) {
    throw new AppError(409, PROFILE_MSG.identityLocked, ERROR_CODES.IDENTITY_LOCKED, errors);
  }
}

/**
 * Asking for a new email proves the caller again (ADR 019): the current password, and a second
 * factor when two-factor sign-in is on, so a stolen session cannot move the account to the thief's
 * inbox. Counted per account: ACCOUNT_ACTIONS_PER_WINDOW requests, EMAIL_CHANGES_PER_DAY addresses.
 */
async function checkEmailChangeAllowed(deps: Deps, auth: AuthContext, user: DbUser, input: UpdateProfile) {
  if (!user.emailVerifiedAt) throw conflict(PROFILE_MSG.emailChangeUnverified);
  const actor = auth.userId === user.id ? user : await findUserById(deps.db, auth.userId);
  if (!actor) throw notFound();
  await countAccountAction(deps, 'email-change', user.id, ACCOUNT_ACTIONS_PER_WINDOW);
  await checkAccountPassword(deps, actor, input.password, {
    field: 'password',
    message: input.password ? SECURITY_MSG.wrongPassword : SECURITY_MSG.passwordNeeded,
  });
  return actor;
}

/** PUT /auth/admin/users-profile/:userId (ownership checked by the route). A new email waits for its code. */
export async function updateProfile(deps: Deps, auth: AuthContext, userId: string, input: UpdateProfile) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  assertIdentityUnlocked(auth, user, input);

  const newEmail = input.email.toLowerCase() !== user.email.toLowerCase() ? input.email : undefined;
  let actor: DbUser | undefined;
  let takenBy: DbUser | null = null;
  if (newEmail) {
    actor = await checkEmailChangeAllowed(deps, auth, user, input);
    if (actor.totpEnabledAt && !input.code) throw fieldError('code', SECURITY_MSG.codeNeeded);
    if ((await deps.counters.emailChangesPerDay.hit(user.id)) > EMAIL_CHANGES_PER_DAY) {
      throw tooManyRequests(SECURITY_MSG.tooManyEmailChanges);
    }
    if ((await deps.counters.mailsPerAddress.hit(newEmail)) > MAILS_PER_ADDRESS) throw tooManyRequests();
    const owner = await findUserByEmail(deps.db, newEmail);
    if (owner && owner.id !== user.id) takenBy = owner;
  }
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  const cancelToken = randomToken(32);
  const fields = { name: input.name, phonenumber: input.phonenumber, dob: input.dob, address: input.address };
  const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((k) => fields[k] !== user[k]);

  const updated = await deps.db.transaction(async (tx) => {
    if (newEmail && actor?.totpEnabledAt) await checkSecondFactor(deps, tx, actor, input.code);
    const row = await updateProfileFields(tx, user.id, fields);
    if (changed.length > 0 || auth.userId !== user.id) {
      await recordAudit(tx, {
        actorId: auth.userId,
        action: 'profile.updated',
        targetType: 'user',
        targetId: user.id,
        details: { fields: changed },
      });
    }
    if (newEmail) {
      const expiresAt = new Date(Date.now() + EMAIL_CHANGE_CODE_TTL_MINUTES * 60_000);
      // An address another account uses gets the same answer and a pending change whose code nobody
      // holds: the caller cannot tell it apart, and that address's owner is told instead.
      await replaceOneTimeToken(tx, {
        userId: user.id,
        purpose: 'email_verify',
        email: newEmail,
        tokenHash: takenBy ? sha256(randomToken(32)) : codeHash(user.id, newEmail, code),
        expiresAt,
      });
      await replaceOneTimeToken(tx, {
        userId: user.id,
        purpose: 'email_change_cancel',
        email: newEmail,
        tokenHash: sha256(cancelToken),
        expiresAt,
      });
      await recordAudit(tx, {
        actorId: auth.userId,
        action: 'profile.email_change_requested',
        targetType: 'user',
        targetId: user.id,
        details: { to: newEmail, ...(takenBy ? { addressTaken: true } : {}) },
      });
      await deps.mailer.send(
        takenBy
          ? emailInUseNoticeMail(takenBy.email, takenBy.name)
          : emailChangeCodeMail(newEmail, row.name, code),
        tx,
      );
      const cancelUrl = `${deps.config.publicUrl}/cancel-email-change/${cancelToken}`;
      await deps.mailer.send(emailChangeRequestedMail(user.email, row.name, newEmail, cancelUrl), tx, {
        userId: user.id,
        kind: 'security',
        text: `A change of your email address to ${newEmail} was asked for.`,
        link: '/settings',
      });
    }
    return row;
  });
  if (newEmail && actor) await clearAccountAttempts(deps, actor.email);

  return {
    message: newEmail ? `${PROFILE_MSG.updated} ${PROFILE_MSG.emailChangeSent}` : PROFILE_MSG.updated,
    user: await userDto(deps, updated),
    ...(newEmail ? { pendingEmail: newEmail } : {}),
  };
}

/**
 * POST /auth/cancel-email-change: the link mailed to the old address. Voids the pending change and
 * signs every device out (whoever asked may hold a stolen session). No sign-in needed: the link is
 * the proof.
 */
export async function cancelEmailChange(deps: Deps, token: string) {
  const row = await findLiveTokenByHash(deps.db, {
    purpose: 'email_change_cancel',
    tokenHash: sha256(token),
  });
  if (!row) throw new AppError(400, PROFILE_MSG.emailChangeCancelInvalid, ERROR_CODES.CANCEL_LINK_INVALID);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, row.id))) {
      throw new AppError(400, PROFILE_MSG.emailChangeCancelInvalid, ERROR_CODES.CANCEL_LINK_INVALID);
    }
    await voidTokens(tx, row.userId, ['email_verify', 'password_reset']);
    await revokeAllSessions(tx, row.userId);
    await recordAudit(tx, {
      actorId: row.userId,
      action: 'profile.email_change_cancelled',
      targetType: 'user',
      targetId: row.userId,
      details: { to: row.email },
    });
  });
  return { message: PROFILE_MSG.emailChangeCancelled };
}

/** GET /auth/email-change */
export async function emailChangeStatus(deps: Deps, auth: AuthContext) {
  const pending = await findPendingEmailChange(deps.db, auth.userId);
  return { pendingEmail: pending?.email ?? null };
}

/** POST /auth/confirm-email-change: the code sent to the new address makes it the account email. */
export async function confirmEmailChange(deps: Deps, auth: AuthContext, code: string) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw notFound();
  const token = await findPendingEmailChange(deps.db, user.id);
  if (!token?.email) throw fieldError('code', PROFILE_MSG.emailChangeNone);
  // The try is taken before the code is compared: parallel guesses get the limit, no more.
  const attempt = await claimAttempt(deps.db, token.id, VERIFICATION_CODE_MAX_TRIES);
  if (attempt === null) throw fieldError('code', MSG.codeTooManyTries);
  if (!safeEqual(token.tokenHash, codeHash(user.id, token.email, code))) {
    throw fieldError('code', attempt >= VERIFICATION_CODE_MAX_TRIES ? MSG.codeTooManyTries : MSG.codeInvalid);
  }
  const newEmail = token.email;
  let updated: DbUser | null;
  try {
    updated = await deps.db.transaction(async (tx) => {
      if (!(await consumeToken(tx, token.id))) throw fieldError('code', MSG.codeInvalid);
      const owner = await findUserByEmail(tx, newEmail);
      if (owner && owner.id !== user.id) throw emailTaken();
      const row = await setConfirmedEmail(tx, user.id, newEmail);
      await recordAudit(tx, {
        actorId: user.id,
        action: 'profile.email_changed',
        targetType: 'user',
        targetId: user.id,
        details: { from: user.email, to: newEmail },
      });
      if (row) {
        await deps.mailer.send(emailChangedMail(user.email, user.name, newEmail), tx, {
          userId: user.id,
          kind: 'security',
          text: `Your email address is now ${newEmail}.`,
          link: '/settings',
        });
      }
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  if (!updated) throw notFound();
  return { message: PROFILE_MSG.emailChanged, user: await userDto(deps, updated) };
}
