import { ACCOUNT_ACTIONS_PER_WINDOW, MSG, userSchema } from '@app/contract';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  checkAccountPassword,
  clearAccountAttempts,
  countAccountAction,
} from '../../shared/account-attempts.ts';
import { toUserDto } from '../../shared/user.dto.ts';
import { findUserById, findUserWithBankAccounts } from '../../shared/users.repository.ts';
import { passwordChangedMail } from './auth.mails.ts';
import { setPasswordHash } from './auth.repository.ts';
import { assertNotCommon } from './auth.service.ts';
import { authCache } from './auth-cache.ts';
import { insertSessionNotingDevice, revokeOtherSessions, revokeSession } from './session.repository.ts';
import { tokenForSession } from './session.service.ts';

export async function getMe(deps: Deps, userId: string) {
  const row = await findUserWithBankAccounts(deps.db, userId);
  if (!row) throw notFound();
  return toUserDto(row.user, row.banks);
}

/** GET /auth/me as JSON text, from this instance's copy when it holds one (auth-cache.ts). */
export async function getMeJson(deps: Deps, userId: string): Promise<string> {
  const cache = authCache(deps.db);
  const held = cache.me(userId);
  if (held !== null) return held;
  const generation = cache.generation;
  const json = JSON.stringify(userSchema.parse(await getMe(deps, userId)));
  cache.storeMe(generation, userId, json);
  return json;
}

export async function logout(deps: Deps, auth: AuthContext) {
  await revokeSession(deps.db, { userId: auth.userId, sessionId: auth.sessionId });
  return { message: MSG.loggedOut };
}

/**
 * A wrong old password is a 400, not a 401: the client must not read it as "signed out". The answer's
 * token is the only one that works afterwards.
 */
export async function changePassword(
  deps: Deps,
  auth: AuthContext,
  input: { oldPassword: string; newPassword: string },
) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw notFound();
  await countAccountAction(deps, 'update-password', user.id, ACCOUNT_ACTIONS_PER_WINDOW);
  // Wrong old passwords count toward ACCOUNT_FAILURE_LIMIT like wrong sign-ins.
  await checkAccountPassword(deps, user, input.oldPassword, {
    field: 'oldPassword',
    message: MSG.wrongOldPassword,
  });
  if (input.oldPassword === input.newPassword) {
    throw fieldError('newPassword', 'The new password must be different from the current one.');
  }
  assertNotCommon(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  // Every session ends, this one too: a token copied before the change stops working. The device
  // that changed the password goes on in a new session (same device, same end) with a fresh token.
  const session = await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    const [current] = await tx.select().from(sessions).where(eq(sessions.id, auth.sessionId)).limit(1);
    await revokeOtherSessions(tx, { userId: user.id });
    const { session: fresh } = await insertSessionNotingDevice(tx, {
      userId: user.id,
      ip: current!.ip,
      userAgent: current!.userAgent,
      expiresAt: current!.expiresAt,
    });
    await deps.mailer.send(passwordChangedMail(user.email, user.name), tx, {
      userId: user.id,
      kind: 'security',
      text: 'Your password was changed and every session was signed out; this device signed in again.',
      link: '/settings',
    });
    return fresh;
  });
  await clearAccountAttempts(deps, user.email);
  return { message: MSG.passwordChanged, token: await tokenForSession(deps, user.id, session) };
}
