import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdings, offerings } from '../../db/schema.ts';
import { insertWithReference } from '../../lib/short-reference.ts';

/**
 * The offering a purchase is priced from, locked until the transaction ends: its terms cannot change
 * (an admin edit or archive waits) between the check and the commit, so the holding always carries
 * the terms the offering had when it was bought. Null when there is no such offering.
 */
export async function lockOffering(tx: Executor, id: string) {
  const [row] = await tx.select().from(offerings).where(eq(offerings.id, id)).for('no key update');
  return row ?? null;
}

export async function insertHolding(tx: Executor, holding: Omit<typeof holdings.$inferInsert, 'reference'>) {
  return insertWithReference(tx, async (db, reference) => {
    const [row] = await db
      .insert(holdings)
      .values({ ...holding, reference })
      .onConflictDoNothing({ target: holdings.reference })
      .returning();
    return row;
  });
}
