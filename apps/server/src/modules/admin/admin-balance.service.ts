import { ADMIN_MSG } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { applyBalanceChange } from '../../shared/ledger.repository.ts';
import { toUserDto } from '../../shared/user.dto.ts';
import { findUserById, listBankAccounts, lockCustomer } from '../../shared/users.repository.ts';

/**
 * PUT /auth/admin/edit-task/:userId (DESIGN.md §3): never overwrites a balance. Inside one
 * transaction the user's row is locked, an `adjustment` of (new − old) is booked through the ledger
 * with the admin and the reason, and the old and new balance go to the audit log. Setting the balance
 * it already has books nothing.
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

  const changed = await deps.db.transaction(async (tx) => {
    const row = await lockCustomer(tx, userId);
    if (!row) throw notFound(ADMIN_MSG.userNotFound);
    const delta = newCents - row.balanceCents;
    if (delta === 0) return false;
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
    return true;
  });

  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  return {
    message: changed ? ADMIN_MSG.balanceUpdated : ADMIN_MSG.balanceUnchanged,
    user: toUserDto(user, await listBankAccounts(deps.db, userId)),
  };
}
