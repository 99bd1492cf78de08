import type { Plan } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The customer's plan and role, with the row locked until the transaction ends. */
export async function lockPlanOwner(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: users.id, plan: users.plan, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function updatePlan(tx: Executor, userId: string, plan: Plan) {
  await tx.update(users).set({ plan, updatedAt: new Date() }).where(eq(users.id, userId));
}
