import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kiisAcknowledgements, kiisOpens } from '../../db/schema.ts';

/** When the customer acknowledged the offering's sheet; null when never. */
export async function findKiisAck(db: Executor, userId: string, offeringId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: kiisAcknowledgements.acknowledgedAt })
    .from(kiisAcknowledgements)
    .where(and(eq(kiisAcknowledgements.userId, userId), eq(kiisAcknowledgements.offeringId, offeringId)))
    .limit(1);
  return row?.at ?? null;
}

/** Records the acknowledgement once; true when this call recorded it. */
export async function insertKiisAck(db: Executor, userId: string, offeringId: string): Promise<boolean> {
  const rows = await db
    .insert(kiisAcknowledgements)
    .values({ userId, offeringId })
    .onConflictDoNothing()
    .returning({ at: kiisAcknowledgements.acknowledgedAt });
  return rows.length > 0;
}

/** Every offering the customer acknowledged, by offering id (the admin's customer page). */
export async function listKiisAcks(db: Executor, userId: string): Promise<Map<string, Date>> {
  const rows = await db.select().from(kiisAcknowledgements).where(eq(kiisAcknowledgements.userId, userId));
  return new Map(rows.map((r) => [r.offeringId, r.acknowledgedAt]));
}

/** Records the first time the customer opened the offering's sheet; true when this call recorded it. */
export async function insertKiisOpen(db: Executor, userId: string, offeringId: string): Promise<boolean> {
  const rows = await db
    .insert(kiisOpens)
    .values({ userId, offeringId })
    .onConflictDoNothing()
    .returning({ at: kiisOpens.openedAt });
  return rows.length > 0;
}

/** When the customer first opened the offering's sheet; null when never. */
export async function findKiisOpen(db: Executor, userId: string, offeringId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: kiisOpens.openedAt })
    .from(kiisOpens)
    .where(and(eq(kiisOpens.userId, userId), eq(kiisOpens.offeringId, offeringId)))
    .limit(1);
  return row?.at ?? null;
}
