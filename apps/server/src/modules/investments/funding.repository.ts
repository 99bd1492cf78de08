import { and, asc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { holdings, offerings, payoutFundings, users } from '../../db/schema.ts';

const requester = alias(users, 'requester');

export type FundingRow = Awaited<ReturnType<typeof listFundingRows>>[number];

/** Fundings with the offering's name and who asked: one by id, or the pending ones, oldest first. */
export async function listFundingRows(
  db: Executor,
  p: { id?: string; pendingOnly?: boolean; limit: number },
) {
  return db
    .select({
      funding: payoutFundings,
      offeringName: offerings.name,
      requester: { id: requester.id, name: requester.name },
    })
    .from(payoutFundings)
    .innerJoin(offerings, eq(offerings.id, payoutFundings.offeringId))
    .leftJoin(requester, eq(requester.id, payoutFundings.requestedBy))
    .where(
      and(
        p.id ? eq(payoutFundings.id, p.id) : undefined,
        p.pendingOnly ? eq(payoutFundings.status, 'pending') : undefined,
      ),
    )
    .orderBy(asc(payoutFundings.createdAt), asc(payoutFundings.id))
    .limit(p.limit);
}

/** The offering's fundings of the last `hours`, booked or waiting: what the approval limit weighs. */
export async function sumRecentFundings(tx: Executor, offeringId: string, hours: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payoutFundings.amountCents}), 0)::text` })
    .from(payoutFundings)
    .where(
      and(
        eq(payoutFundings.offeringId, offeringId),
        ne(payoutFundings.status, 'rejected'),
        gt(payoutFundings.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertFunding(tx: Executor, row: typeof payoutFundings.$inferInsert) {
  const [inserted] = await tx.insert(payoutFundings).values(row).returning({ id: payoutFundings.id });
  return inserted!.id;
}

export async function lockFunding(tx: Executor, id: string) {
  const [row] = await tx.select().from(payoutFundings).where(eq(payoutFundings.id, id)).for('update');
  return row ?? null;
}

export async function markFundingDecided(
  tx: Executor,
  p: { id: string; status: 'approved' | 'rejected'; decidedBy: string },
) {
  const [row] = await tx
    .update(payoutFundings)
    .set({ status: p.status, decidedBy: p.decidedBy, decidedAt: new Date() })
    .where(and(eq(payoutFundings.id, p.id), eq(payoutFundings.status, 'pending')))
    .returning({ id: payoutFundings.id });
  return Boolean(row);
}

/** Matured holdings whose return waits for funding, oldest first: all, or one offering's. */
export async function listDelayedReturns(db: Executor, offeringId?: string) {
  return db
    .select({
      holdingId: holdings.id,
      userId: holdings.userId,
      offeringId: holdings.offeringId,
      offeringName: offerings.name,
      dueCents: holdings.expectedReturnCents,
    })
    .from(holdings)
    .innerJoin(offerings, eq(offerings.id, holdings.offeringId))
    .where(
      and(
        isNotNull(holdings.returnDelayedAt),
        isNull(holdings.returnPaidAt),
        offeringId ? eq(holdings.offeringId, offeringId) : undefined,
      ),
    )
    .orderBy(asc(holdings.returnDelayedAt), asc(holdings.id));
}

/** One delayed return with what its mail needs, locked; null once paid (or never delayed). */
export async function lockDelayedReturn(tx: Executor, holdingId: string) {
  const [row] = await tx
    .select({ holding: holdings, offeringName: offerings.name, email: users.email, userName: users.name })
    .from(holdings)
    .innerJoin(offerings, eq(offerings.id, holdings.offeringId))
    .innerJoin(users, eq(users.id, holdings.userId))
    .where(
      and(eq(holdings.id, holdingId), isNotNull(holdings.returnDelayedAt), isNull(holdings.returnPaidAt)),
    )
    .for('update', { of: holdings });
  return row ?? null;
}
