import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdings, offerings, users } from '../../db/schema.ts';
import type { HoldingView } from './investments.dto.ts';

const viewColumns = {
  holding: holdings,
  offeringName: offerings.name,
  category: offerings.category,
  img: offerings.img,
};

/** A holding with what its answer shows of the offering. */
export const holdingView = (
  holding: typeof holdings.$inferSelect,
  offering: { name: string; category: HoldingView['category']; img: string },
): HoldingView => ({
  ...holding,
  offeringName: offering.name,
  category: offering.category,
  img: offering.img,
});

const toView = (r: {
  holding: typeof holdings.$inferSelect;
  offeringName: string;
  category: HoldingView['category'];
  img: string;
}): HoldingView => holdingView(r.holding, { name: r.offeringName, category: r.category, img: r.img });

/** One customer's holdings, newest first, with their offering's name and picture. */
export async function listHoldingsForUser(db: Executor, userId: string): Promise<HoldingView[]> {
  const rows = await db
    .select(viewColumns)
    .from(holdings)
    .innerJoin(offerings, eq(offerings.id, holdings.offeringId))
    .where(eq(holdings.userId, userId))
    .orderBy(desc(holdings.createdAt), desc(holdings.id));
  return rows.map(toView);
}

/**
 * Active holdings past maturity, oldest due first, locked for this transaction. SKIP LOCKED: a
 * holding another server instance is paying out right now is left to it, never waited for or
 * paid twice.
 */
export async function lockDueHoldings(tx: Executor, now: Date, limit: number) {
  return tx
    .select({
      holding: holdings,
      offeringName: offerings.name,
      email: users.email,
      userName: users.name,
    })
    .from(holdings)
    .innerJoin(offerings, eq(offerings.id, holdings.offeringId))
    .innerJoin(users, eq(users.id, holdings.userId))
    .where(and(eq(holdings.status, 'active'), lte(holdings.maturityAt, now)))
    .orderBy(asc(holdings.maturityAt), asc(holdings.id))
    .limit(limit)
    .for('update', { of: holdings, skipLocked: true });
}

/** active → completed; null when it was not active any more (someone else completed it). */
export async function completeHolding(tx: Executor, id: string, paidOutAt: Date) {
  const [row] = await tx
    .update(holdings)
    .set({ status: 'completed', paidOutAt })
    .where(and(eq(holdings.id, id), eq(holdings.status, 'active')))
    .returning();
  return row ?? null;
}
