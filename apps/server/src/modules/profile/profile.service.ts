import {
  EMAIL_CHANGE_CODE_TTL_MINUTES,
  ERROR_CODES,
  MSG,
  PROFILE_MSG,
  type UpdateProfile,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
} from '@app/contract';
import type { DbUser } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { AppError, conflict, fieldError, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { randomDigits, safeEqual, sha256 } from '../../lib/secrets.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import {
  consumeToken,
  countFailedAttempt,
  replaceOneTimeToken,
} from '../../shared/one-time-tokens.repository.ts';
import { toUserDto } from '../../shared/user.dto.ts';
import { findUserByEmail, findUserById, listBankAccounts } from '../../shared/users.repository.ts';
import { emailChangeCodeMail, emailChangedMail, emailChangeRequestedMail } from './profile.mails.ts';
import { findPendingEmailChange, setConfirmedEmail, updateProfileFields } from './profile.repository.ts';

const MAILS_PER_ADDRESS = 5;
const codeHash = (userId: string, email: string, code: string) =>
  sha256(`${userId}:email-change:${email.toLowerCase()}:${code}`);
const emailTaken = () => new AppError(409, MSG.emailTaken, ERROR_CODES.CONFLICT, { email: MSG.emailTaken });

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

async function userDto(deps: Deps, row: DbUser) {
  return toUserDto(row, await listBankAccounts(deps.db, row.id));
}

/**
 * Name and date of birth are what the identity document was checked against: once it is under review
 * or approved, only an admin changes them.
 */
function assertIdentityUnlocked(auth: AuthContext, user: DbUser, input: UpdateProfile) {
  if (auth.role === 'admin' || (user.kycStatus !== 'pending' && user.kycStatus !== 'approved')) return;
  const errors: Record<string, string> = {};
  if (input.name !== user.name) errors.name = PROFILE_MSG.identityLocked;
  if (input.dob !== user.dob) errors.dob = PROFILE_MSG.identityLocked;
  if (Object.keys(errors).length > 0) {
    throw new AppError(409, PROFILE_MSG.identityLocked, 'IDENTITY_LOCKED', errors);
  }
}

/** PUT /auth/admin/users-profile/:userId (ownership checked by the route). A new email waits for its code. */
export async function updateProfile(deps: Deps, auth: AuthContext, userId: string, input: UpdateProfile) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  assertIdentityUnlocked(auth, user, input);

  const newEmail = input.email.toLowerCase() !== user.email.toLowerCase() ? input.email : undefined;
  if (newEmail) {
    if (!user.emailVerifiedAt) throw conflict(PROFILE_MSG.emailChangeUnverified);
    const owner = await findUserByEmail(deps.db, newEmail);
    if (owner && owner.id !== user.id) throw emailTaken();
    if ((await deps.counters.mailsPerAddress.hit(newEmail)) > MAILS_PER_ADDRESS) throw tooManyRequests();
  }
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  const fields = { name: input.name, phonenumber: input.phonenumber, dob: input.dob, address: input.address };
  const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((k) => fields[k] !== user[k]);

  const updated = await deps.db.transaction(async (tx) => {
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
      await replaceOneTimeToken(tx, {
        userId: user.id,
        purpose: 'email_verify',
        email: newEmail,
        tokenHash: codeHash(user.id, newEmail, code),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_CODE_TTL_MINUTES * 60_000),
      });
      await recordAudit(tx, {
        actorId: auth.userId,
        action: 'profile.email_change_requested',
        targetType: 'user',
        targetId: user.id,
        details: { to: newEmail },
      });
      await deps.mailer.send(emailChangeCodeMail(newEmail, row.name, code), tx);
      await deps.mailer.send(emailChangeRequestedMail(user.email, row.name, newEmail), tx);
    }
    return row;
  });

  return {
    message: newEmail ? `${PROFILE_MSG.updated} ${PROFILE_MSG.emailChangeSent}` : PROFILE_MSG.updated,
    user: await userDto(deps, updated),
    ...(newEmail ? { pendingEmail: newEmail } : {}),
  };
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
  if (token.attempts >= VERIFICATION_CODE_MAX_TRIES) throw fieldError('code', MSG.codeTooManyTries);
  if (!safeEqual(token.tokenHash, codeHash(user.id, token.email, code))) {
    const attempts = await countFailedAttempt(deps.db, token.id);
    throw fieldError(
      'code',
      attempts >= VERIFICATION_CODE_MAX_TRIES ? MSG.codeTooManyTries : MSG.codeInvalid,
    );
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
      if (row) await deps.mailer.send(emailChangedMail(user.email, user.name, newEmail), tx);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  if (!updated) throw notFound();
  return { message: PROFILE_MSG.emailChanged, user: await userDto(deps, updated) };
}
