import { and, asc, desc, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdings, offerings } from '../../db/schema.ts';

export type OfferingRow = typeof offerings.$inferSelect;
type NewOffering = Omit<typeof offerings.$inferInsert, 'investors'>;
export type OfferingPatch = Partial<
  Pick<
    NewOffering,
    | 'name'
    | 'img'
    | 'category'
    | 'returnBps'
    | 'termCount'
    | 'termUnit'
    | 'pricePerUnitCents'
    | 'managementFeeBps'
    | 'kiisIssuer'
    | 'kiisUseOfFunds'
    | 'kiisRisks'
    | 'kiisFees'
    | 'kiisPayment'
  >
>;

/**
 * The investor count shown for an offering: the customers who bought it (a cancelled purchase aside),
 * each once, counted from the holdings. The `investors` column is never read: a count typed in or
 * kept by hand can drift from what happened. The outer row is named in full: drizzle writes a
 * column of a one-table query unqualified, which inside the subquery would mean the holding's own.
 */
const holderCount = sql<number>`(
  SELECT count(DISTINCT h.user_id) FROM holdings h
  WHERE h.offering_id = offerings.id AND h.status <> 'cancelled')`.mapWith(Number);
const shownColumns = { ...getTableColumns(offerings), investors: holderCount };

/** What Explore shows: offerings not archived, newest first. */
export async function listActiveOfferings(db: Executor) {
  return db
    .select(shownColumns)
    .from(offerings)
    .where(isNull(offerings.archivedAt))
    .orderBy(desc(offerings.createdAt), asc(offerings.name));
}

/** The admin console: every offering, archived ones included. */
export async function listAllOfferings(db: Executor) {
  return db.select(shownColumns).from(offerings).orderBy(desc(offerings.createdAt), asc(offerings.name));
}

export async function findOffering(db: Executor, id: string) {
  const [row] = await db.select(shownColumns).from(offerings).where(eq(offerings.id, id)).limit(1);
  return row ?? null;
}

/** Locks the row until the transaction ends: an edit and the audit of its old values stay consistent. */
export async function lockOffering(db: Executor, id: string) {
  const [row] = await db.select().from(offerings).where(eq(offerings.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertOffering(db: Executor, values: NewOffering) {
  const [row] = await db.insert(offerings).values(values).returning(shownColumns);
  return row!;
}

export async function updateOffering(db: Executor, id: string, patch: OfferingPatch) {
  const [row] = await db
    .update(offerings)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(offerings.id, id))
    .returning(shownColumns);
  return row ?? null;
}

/** Soft delete; null when the offering was archived already (or does not exist). */
export async function archiveOffering(db: Executor, id: string) {
  const [row] = await db
    .update(offerings)
    .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(offerings.id, id), isNull(offerings.archivedAt)))
    .returning();
  return row ?? null;
}

/**
 * Who holds the offering: its holdings not cancelled, and the principal its active holdings still
 * have outstanding (what they paid, less recoveries), in cents.
 */
export async function offeringHoldersOf(db: Executor, id: string) {
  const [row] = await db
    .select({
      holdings: sql<number>`count(*)`.mapWith(Number),
      outstandingCents: sql<number>`coalesce(sum(${holdings.amountCents} - ${holdings.recoveredCents})
        FILTER (WHERE ${holdings.status} = 'active'), 0)`.mapWith(Number),
    })
    .from(holdings)
    .where(and(eq(holdings.offeringId, id), ne(holdings.status, 'cancelled')));
  return row ?? { holdings: 0, outstandingCents: 0 };
}
