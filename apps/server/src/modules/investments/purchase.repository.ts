import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdings, offerings } from '../../db/schema.ts';

/**
 * The offering a purchase is priced from, locked until the transaction ends: its terms cannot change
 * (an admin edit or archive waits) between the check and the commit, so the holding always carries
 * the terms the offering had when it was bought. Null when there is no such offering.
 */
export async function lockOffering(tx: Executor, id: string) {
  const [row] = await tx.select().from(offerings).where(eq(offerings.id, id)).for('no key update');
  return row ?? null;
}

export async function insertHolding(tx: Executor, holding: typeof holdings.$inferInsert) {
  const [row] = await tx.insert(holdings).values(holding).returning();
  return row!;
}
