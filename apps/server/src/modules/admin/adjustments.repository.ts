import type { AdjustmentStatus } from '@app/contract';
import { and, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { balanceAdjustments, users } from '../../db/schema.ts';
import { insertWithReference } from '../../lib/short-reference.ts';

/** A pending adjustment, or (`bookedAt` given) one booked at once by the admin who asked. */
export async function insertAdjustment(
  tx: Executor,
  p: {
    userId: string;
    fromCents: number;
    toCents: number;
    reason: string;
    customerMessage: string | undefined;
    requestedBy: string;
    booked: boolean;
  },
) {
  const { booked, customerMessage, ...row } = p;
  return insertWithReference(tx, async (db, reference) => {
    const [inserted] = await db
      .insert(balanceAdjustments)
      .values({
        ...row,
        reference,
        customerMessage: customerMessage ?? null,
        ...(booked ? { status: 'approved' as const, decidedAt: sql`now()` } : {}),
      })
      .onConflictDoNothing({ target: balanceAdjustments.reference })
      .returning({ id: balanceAdjustments.id });
    return inserted?.id;
  });
}

/**
 * Cents moved (or waiting to move) by the customer's adjustments of the last `hours` hours, each by
 * its absolute value: the running total the approval limit applies to (ADR 027). Rejected ones moved
 * nothing and do not count.
 */
export async function sumRecentAdjustments(tx: Executor, userId: string, hours: number): Promise<number> {
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(abs(${balanceAdjustments.toCents} - ${balanceAdjustments.fromCents})), 0)::text`,
    })
    .from(balanceAdjustments)
    .where(
      and(
        eq(balanceAdjustments.userId, userId),
        inArray(balanceAdjustments.status, ['pending', 'approved']),
        gt(balanceAdjustments.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The adjustment's customer, or null: read before the customer's row is locked. */
export async function findAdjustmentUser(db: Executor, id: string) {
  const [row] = await db
    .select({ userId: balanceAdjustments.userId })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, id));
  return row?.userId ?? null;
}

/** The adjustment as it stands, read under the customer's row lock the caller holds. */
export async function findAdjustment(tx: Executor, id: string) {
  const [row] = await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id));
  return row ?? null;
}

/**
 * Decides a pending adjustment. The status guard makes a second decision a no-op (false) even if a
 * caller forgot the lock.
 */
export async function markDecided(
  tx: Executor,
  p: { id: string; status: 'approved' | 'rejected'; decidedBy: string },
): Promise<boolean> {
  const rows = await tx
    .update(balanceAdjustments)
    .set({ status: p.status, decidedBy: p.decidedBy, decidedAt: new Date() })
    .where(and(eq(balanceAdjustments.id, p.id), eq(balanceAdjustments.status, 'pending')))
    .returning({ id: balanceAdjustments.id });
  return rows.length === 1;
}

/** Adjustments with the customer's and both admins' names, newest first (oldest first on request). */
export async function listAdjustmentRows(
  db: Executor,
  p: { status?: AdjustmentStatus; userId?: string; id?: string; limit: number; oldestFirst?: boolean },
) {
  const customer = alias(users, 'customer');
  const requester = alias(users, 'requester');
  const decider = alias(users, 'decider');
  const where: SQL[] = [];
  if (p.status) where.push(eq(balanceAdjustments.status, p.status));
  if (p.userId) where.push(eq(balanceAdjustments.userId, p.userId));
  if (p.id) where.push(eq(balanceAdjustments.id, p.id));
  return db
    .select({
      adjustment: balanceAdjustments,
      customer: {
        id: customer.id,
        name: customer.name,
        email: customer.email,
        balanceCents: customer.balanceCents,
      },
      requester: { id: requester.id, name: requester.name },
      decider: { id: decider.id, name: decider.name },
    })
    .from(balanceAdjustments)
    .innerJoin(customer, eq(customer.id, balanceAdjustments.userId))
    .leftJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
    .where(and(...where))
    .orderBy(
      ...(p.oldestFirst
        ? [balanceAdjustments.createdAt, balanceAdjustments.id]
        : [desc(balanceAdjustments.createdAt), desc(balanceAdjustments.id)]),
    )
    .limit(p.limit);
}
export type AdjustmentRow = Awaited<ReturnType<typeof listAdjustmentRows>>[number];
