import {
  ADMIN_MSG,
  CLOSURE_MSG,
  type ClosureBlocker,
  centsToDollars,
  ERROR_CODES,
  formatUsd,
  SECURITY_MSG,
} from '@app/contract';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { checkAccountPassword, clearAccountAttempts } from '../../shared/account-attempts.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { findUserById, lockCustomer } from '../../shared/users.repository.ts';
import { revokeAllSessions, sendPasswordResetLink } from '../auth/auth.service.ts';
import { checkSecondFactor } from '../two-factor/two-factor.service.ts';
import { CLOSURE_ERASURES, findWhatIsLeft, reopenUser, type WhatIsLeft } from './closure.repository.ts';
import { accountClosedMail, accountReopenedMail } from './privacy.mails.ts';

/** Each thing that keeps the account open, with what the customer does about it; null when none. */
export function closureBlockers(left: WhatIsLeft): Partial<Record<ClosureBlocker, string>> | null {
  const errors: Partial<Record<ClosureBlocker, string>> = {};
  if (left.cashCents > 0)
    errors.cash = CLOSURE_MSG.cashLeft(formatUsd(centsToDollars(left.cashCents), 'en-US'));
  if (left.openHoldings > 0) errors.holdings = CLOSURE_MSG.holdingsLeft(left.openHoldings);
  if (left.pending > 0) errors.pending = CLOSURE_MSG.pendingLeft(left.pending);
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * POST /auth/close-account (ADR 053): the password, and the code when two-factor sign-in is on, then
 * in one transaction under the customer's lock: nothing may be left (409 ACCOUNT_NOT_EMPTY naming
 * each thing), the credentials, payment methods and marketing data go, every session ends, the
 * closure is audited and the one last mail queued. The ledger, identity checks and audit stay.
 */
export async function closeAccount(
  deps: Deps,
  auth: AuthContext,
  input: { password: string; code?: string | undefined },
) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw notFound();
  // An admin account is taken back by another admin, not closed by its holder.
  if (user.role !== 'customer') throw forbidden();
  await checkAccountPassword(deps, user, input.password, {
    field: 'password',
    message: SECURITY_MSG.wrongPassword,
  });
  await deps.db.transaction(async (tx) => {
    if (user.totpEnabledAt) await checkSecondFactor(deps, tx, user, input.code);
    await lockCustomer(tx, user.id);
    const blockers = closureBlockers(await findWhatIsLeft(tx, user.id));
    if (blockers) throw new AppError(409, CLOSURE_MSG.notEmpty, ERROR_CODES.ACCOUNT_NOT_EMPTY, blockers);
    for (const erase of CLOSURE_ERASURES) await erase(tx, user.id);
    await revokeAllSessions(tx, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'account.closed',
      targetType: 'user',
      targetId: user.id,
      details: { withCode: Boolean(user.totpEnabledAt) },
    });
    await deps.mailer.send(accountClosedMail(user.email, user.name), tx);
  });
  await clearAccountAttempts(deps, user.email);
  return { message: CLOSURE_MSG.closed };
}

/**
 * POST /auth/admin/users/:userId/reopen: the admin's reason is audited and the customer mailed in
 * the same transaction; then a reset link follows, since a closed account has no password.
 */
export async function reopenAccount(deps: Deps, adminId: string, userId: string, reason: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  await deps.db.transaction(async (tx) => {
    if (!(await reopenUser(tx, user.id))) throw conflict(CLOSURE_MSG.notClosed);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'account.reopened',
      targetType: 'user',
      targetId: user.id,
      details: { reason },
    });
    await deps.mailer.send(accountReopenedMail(user.email, user.name), tx);
  });
  await sendPasswordResetLink(deps, user);
  return { message: CLOSURE_MSG.reopened };
}
