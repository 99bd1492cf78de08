import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { suitabilityAssessments } from '../../db/schema.ts';

export type SuitabilityRow = typeof suitabilityAssessments.$inferSelect;

export async function findSuitability(db: Executor, userId: string): Promise<SuitabilityRow | null> {
  const [row] = await db
    .select()
    .from(suitabilityAssessments)
    .where(eq(suitabilityAssessments.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The customer's one row, written whole: a retake replaces the earlier test (the audit log keeps it). */
export async function saveSuitability(db: Executor, row: SuitabilityRow): Promise<SuitabilityRow> {
  const { userId: _userId, ...rest } = row;
  const [saved] = await db
    .insert(suitabilityAssessments)
    .values(row)
    .onConflictDoUpdate({ target: suitabilityAssessments.userId, set: rest })
    .returning();
  return saved!;
}
