import {
  ADJUSTMENT_MSG,
  ADMIN_MSG,
  APPROVAL_MSG,
  APPROVAL_WINDOW_HOURS,
  centsToDollars,
  formatUsd,
} from '@app/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, fieldError, notFound } from '../../lib/app-error.ts';
import { actionWaits, recordAction } from '../../shared/approval-gate.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { refuseOwnMoney } from '../../shared/own-money.ts';
import { toUserDto } from '../../shared/user.dto.ts';
import { findUserById, listBankAccounts, lockCustomer } from '../../shared/users.repository.ts';
import { balanceAdjustedMail } from './adjustments.mails.ts';
import { insertAdjustment, sumRecentAdjustments } from './adjustments.repository.ts';
import { adjustmentCreatedAnswer, bookAdjustment, fileAdjustment } from './adjustments.service.ts';

/**
 * PUT /auth/admin/edit-task/:userId (ADR 043): never overwrites a balance. Inside one transaction the
 * customer's row is locked, then the change (new − old) is weighed by the approval gate: against the
 * approval limit together with the customer's adjustments of the last 24 hours, by anyone, in either
 * direction, and against the acting admin's own daily limit across every kind of money action:
 * splitting a large credit into small ones, or over many customers, still reaches a second admin. Within the limit the change
 * is booked at once as an adjustment row and its journal transaction, audited and mailed to the customer;
 * past it, it waits as a pending adjustment (202). Setting the balance it already has books nothing.
 */
export async function editBalance(
  deps: Deps,
  adminId: string,
  userId: string,
  input: { newBalanceValue: number; reason: string; customerMessage?: string | undefined },
) {
  // Separation of duties: nobody moves their own money by decree.
  refuseOwnMoney(adminId, userId);
  const newCents = input.newBalanceValue;
  if (newCents < 0) throw fieldError('newBalanceValue', ADMIN_MSG.balanceNegative);

  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockCustomer(tx, userId);
    if (!row) throw notFound(ADMIN_MSG.userNotFound);
    const delta = newCents - row.balanceCents;
    if (delta === 0) return { booked: false, pendingId: null, overAdminLimit: false };
    const edit = {
      adminId,
      userId,
      fromCents: row.balanceCents,
      toCents: newCents,
      reason: input.reason,
      customerMessage: input.customerMessage,
    };
    const recent = await sumRecentAdjustments(tx, userId, APPROVAL_WINDOW_HOURS);
    const gated = {
      kind: 'adjustment' as const,
      adminId,
      amountCents: delta,
      userId,
      reason: input.reason,
      payload: { fromCents: row.balanceCents, toCents: newCents },
    };
    const { waits, overAdminLimit } = await actionWaits(tx, deps.config, {
      adminId,
      amountCents: delta,
      targetRecentCents: recent,
    });
    if (waits) {
      const pendingId = await fileAdjustment(tx, edit);
      await recordAction(tx, { ...gated, id: pendingId, status: 'pending' });
      return { booked: false, pendingId, overAdminLimit };
    }
    const adjustmentId = await insertAdjustment(tx, {
      userId,
      fromCents: row.balanceCents,
      toCents: newCents,
      reason: input.reason,
      customerMessage: input.customerMessage,
      requestedBy: adminId,
      booked: true,
    });
    await recordAction(tx, { ...gated, id: adjustmentId, status: 'approved' });
    const after = await bookAdjustment(tx, {
      userId,
      adjustmentId,
      adminId,
      changeCents: delta,
      reason: input.reason,
    });
    // Cannot happen with the row locked; refused rather than trusted.
    if (after !== newCents) throw badRequest(ADMIN_MSG.balanceNegative);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'balance.adjusted',
      targetType: 'user',
      targetId: userId,
      details: {
        adjustmentId,
        oldBalanceCents: row.balanceCents,
        newBalanceCents: newCents,
        changeCents: delta,
        reason: input.reason,
      },
    });
    await deps.mailer.send(
      balanceAdjustedMail(row.email, row.name, {
        changeCents: delta,
        balanceCents: newCents,
        customerMessage: input.customerMessage,
      }),
      tx,
      {
        userId: row.id,
        kind: 'account',
        text: `Your balance was corrected by ${formatUsd(centsToDollars(delta))}.`,
        link: '/transactions',
      },
    );
    return { booked: true, pendingId: null, overAdminLimit: false };
  });

  if (outcome.pendingId) {
    const message = outcome.overAdminLimit ? APPROVAL_MSG.adminLimitWaiting : ADJUSTMENT_MSG.waiting;
    return { status: 202 as const, body: await adjustmentCreatedAnswer(deps, outcome.pendingId, message) };
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  return {
    status: 200 as const,
    body: {
      message: outcome.booked ? ADMIN_MSG.balanceUpdated : ADMIN_MSG.balanceUnchanged,
      user: toUserDto(user, await listBankAccounts(deps.db, userId)),
    },
  };
}
