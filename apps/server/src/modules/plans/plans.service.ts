import { ADMIN_MSG, PLAN_MSG, type Plan, platformFeeBpsFor } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { toUserDto } from '../../shared/user.dto.ts';
import { findUserById, listBankAccounts } from '../../shared/users.repository.ts';
import { lockPlanOwner, updatePlan } from './plans.repository.ts';

/** The platform fee rate, in basis points, that a customer on `plan` pays on each purchase. */
export function platformFeeBps(deps: Pick<Deps, 'config'>, plan: Plan): number {
  return platformFeeBpsFor(plan, deps.config.platformFeeBps);
}

/**
 * PUT /auth/admin/users/:userId/plan: moves a customer between the free plan and membership. The
 * row is locked, the plan written and the audit entry (old plan, new plan, reason) recorded in one
 * transaction. A purchase reads the plan in its own transaction, so it pays the fee of the plan it
 * saw when it locked the buyer. Setting the plan the customer already has changes nothing.
 */
export async function setPlan(
  deps: Deps,
  adminId: string,
  userId: string,
  input: { plan: Plan; reason: string },
) {
  const changed = await deps.db.transaction(async (tx) => {
    const row = await lockPlanOwner(tx, userId);
    if (!row) throw notFound(ADMIN_MSG.userNotFound);
    if (row.role !== 'customer') throw badRequest(PLAN_MSG.onlyCustomers, { plan: PLAN_MSG.onlyCustomers });
    if (row.plan === input.plan) return false;
    await updatePlan(tx, userId, input.plan);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.plan_changed',
      targetType: 'user',
      targetId: userId,
      details: { from: row.plan, to: input.plan, reason: input.reason },
    });
    return true;
  });
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  return {
    message: changed ? PLAN_MSG.changed : PLAN_MSG.unchanged,
    user: toUserDto(user, await listBankAccounts(deps.db, userId)),
  };
}
