import { ADMIN_MSG } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { applyBalanceChange } from '../../shared/ledger.repository.ts';
import { toUserDto } from '../../shared/user.dto.ts';
import { findUserById, listBankAccounts, lockCustomer } from '../../shared/users.repository.ts';
import { adjustmentCreatedAnswer, fileAdjustment } from './adjustments.service.ts';

/**
 * PUT /auth/admin/edit-task/:userId (DESIGN.md §3): never overwrites a balance. Inside one
 * transaction the user's row is locked, an `adjustment` of (new − old) is booked through the ledger
 * with the admin and the reason, and the old and new balance go to the audit log. Setting the balance
 * it already has books nothing. A change larger than ADMIN_APPROVAL_THRESHOLD books nothing either: it
 * becomes a pending adjustment (202) that another admin decides (ADR 025).
 */
export async function editBalance(
  deps: Deps,
  adminId: string,
  userId: string,
  input: { newBalanceValue: number; reason: string },
) {
  // Separation of duties: nobody moves their own money by decree.
  if (adminId === userId) throw forbidden(ADMIN_MSG.ownBalance);
  const newCents = input.newBalanceValue;
  if (newCents < 0) throw fieldError('newBalanceValue', ADMIN_MSG.balanceNegative);

  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockCustomer(tx, userId);
    if (!row) throw notFound(ADMIN_MSG.userNotFound);
    const delta = newCents - row.balanceCents;
    if (delta === 0) return { booked: false, pendingId: null };
    if (Math.abs(delta) > deps.config.adminApprovalThresholdCents) {
      const pendingId = await fileAdjustment(tx, {
        adminId,
        userId,
        fromCents: row.balanceCents,
        toCents: newCents,
        reason: input.reason,
      });
      return { booked: false, pendingId };
    }
    const after = await applyBalanceChange(tx, {
      userId,
      amountCents: delta,
      kind: 'adjustment',
      actorId: adminId,
      reason: input.reason,
    });
    // Cannot happen with the row locked and newCents >= 0; refused rather than trusted.
    if (after === null || after !== newCents) throw badRequest(ADMIN_MSG.balanceNegative);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'balance.adjusted',
      targetType: 'user',
      targetId: userId,
      details: {
        oldBalanceCents: row.balanceCents,
        newBalanceCents: newCents,
        changeCents: delta,
        reason: input.reason,
      },
    });
    return { booked: true, pendingId: null };
  });

  if (outcome.pendingId) {
    return { status: 202 as const, body: await adjustmentCreatedAnswer(deps, outcome.pendingId) };
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
