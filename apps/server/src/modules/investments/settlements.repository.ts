import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { offeringSettlements, offerings, users } from '../../db/schema.ts';

const requester = alias(users, 'requester');

export type SettlementRow = Awaited<ReturnType<typeof listSettlementRows>>[number];

/** Recoveries and write-offs with the offering's name and who asked: one by id, or the pending ones. */
export async function listSettlementRows(
  db: Executor,
  p: { id?: string; pendingOnly?: boolean; limit: number },
) {
  return db
    .select({
      settlement: offeringSettlements,
      offeringName: offerings.name,
      requester: { id: requester.id, name: requester.name },
    })
    .from(offeringSettlements)
    .innerJoin(offerings, eq(offerings.id, offeringSettlements.offeringId))
    .leftJoin(requester, eq(requester.id, offeringSettlements.requestedBy))
    .where(
      and(
        p.id ? eq(offeringSettlements.id, p.id) : undefined,
        p.pendingOnly ? eq(offeringSettlements.status, 'pending') : undefined,
      ),
    )
    .orderBy(asc(offeringSettlements.createdAt), asc(offeringSettlements.id))
    .limit(p.limit);
}

/** The offering's recoveries of the last `hours`, booked or waiting: what the approval limit weighs. */
export async function sumRecentRecoveries(tx: Executor, offeringId: string, hours: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${offeringSettlements.amountCents}), 0)::text` })
    .from(offeringSettlements)
    .where(
      and(
        eq(offeringSettlements.offeringId, offeringId),
        eq(offeringSettlements.kind, 'recovery'),
        ne(offeringSettlements.status, 'rejected'),
        gt(offeringSettlements.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertSettlement(tx: Executor, row: typeof offeringSettlements.$inferInsert) {
  const [inserted] = await tx
    .insert(offeringSettlements)
    .values(row)
    .returning({ id: offeringSettlements.id });
  return inserted!.id;
}

export async function lockSettlement(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(offeringSettlements)
    .where(eq(offeringSettlements.id, id))
    .for('update');
  return row ?? null;
}

export async function markSettlementDecided(
  tx: Executor,
  p: { id: string; status: 'approved' | 'rejected'; decidedBy: string },
) {
  const [row] = await tx
    .update(offeringSettlements)
    .set({ status: p.status, decidedBy: p.decidedBy, decidedAt: new Date() })
    .where(and(eq(offeringSettlements.id, p.id), eq(offeringSettlements.status, 'pending')))
    .returning({ id: offeringSettlements.id });
  return Boolean(row);
}
