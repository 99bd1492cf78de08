import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdings, offerings, users } from '../../db/schema.ts';
import type { HoldingView } from './investments.dto.ts';

const viewColumns = {
  holding: holdings,
  offeringName: offerings.name,
  category: offerings.category,
  img: offerings.img,
  performance: offerings.performance,
  performanceNote: offerings.performanceNote,
};

type OfferingShown = Pick<HoldingView, 'category' | 'img' | 'performance' | 'performanceNote'> & {
  name: string;
};

/** A holding with what its answer shows of the offering. */
export const holdingView = (holding: typeof holdings.$inferSelect, offering: OfferingShown): HoldingView => ({
  ...holding,
  offeringName: offering.name,
  category: offering.category,
  img: offering.img,
  performance: offering.performance,
  performanceNote: offering.performanceNote,
});

export const toView = ({
  holding,
  offeringName,
  ...offering
}: { holding: typeof holdings.$inferSelect; offeringName: string } & Omit<
  OfferingShown,
  'name'
>): HoldingView => holdingView(holding, { name: offeringName, ...offering });

/** One holding of one customer with its offering, or null (someone else's holding is not found). */
export async function findUserHolding(db: Executor, userId: string, holdingId: string) {
  const [row] = await db
    .select(viewColumns)
    .from(holdings)
    .innerJoin(offerings, eq(offerings.id, holdings.offeringId))
    .where(and(eq(holdings.id, holdingId), eq(holdings.userId, userId)));
  return row ? toView(row) : null;
}

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
 * A holding of an offering that is not performing (delayed, in recovery, defaulted) waits at
 * maturity: its money is not there to pay, and a recovery or write-off ends it instead (ADR 034).
 */
const payable = eq(offerings.performance, 'performing');

/** Ids of active holdings past maturity, oldest due first (read without locks; each is locked to be paid). */
export async function listDueHoldingIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: holdings.id })
    .from(holdings)
    .innerJoin(offerings, eq(offerings.id, holdings.offeringId))
    .where(and(eq(holdings.status, 'active'), lte(holdings.maturityAt, now), payable))
    .orderBy(asc(holdings.maturityAt), asc(holdings.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * One due holding with what its payout mail needs, locked for this transaction. SKIP LOCKED: a
 * holding another server instance is paying out right now is left to it, never waited for or paid
 * twice. Null when it is locked elsewhere, or no longer active and due.
 */
export async function lockDueHolding(tx: Executor, id: string, now: Date) {
  const [row] = await tx
    .select({
      holding: holdings,
      offeringName: offerings.name,
      email: users.email,
      userName: users.name,
    })
    .from(holdings)
    .innerJoin(offerings, eq(offerings.id, holdings.offeringId))
    .innerJoin(users, eq(users.id, holdings.userId))
    .where(and(eq(holdings.id, id), eq(holdings.status, 'active'), lte(holdings.maturityAt, now), payable))
    .for('update', { of: holdings, skipLocked: true });
  return row ?? null;
}
