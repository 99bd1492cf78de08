import type { ApprovalStatus } from '@app/contract';
import { and, asc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { approvals, balanceAdjustments, offerings, users, walletRequests } from '../../db/schema.ts';

/**
 * The gate's rows with the names an admin reads: the customer (and their balance now), the offering,
 * who asked and who decided, and the customer-facing reference of an adjustment or a wallet request.
 * A pending row past its `expires_at` reads as expired: it books nothing and cannot be decided.
 */
export async function listApprovalRows(
  db: Executor,
  p: { status?: ApprovalStatus; id?: string; limit: number },
) {
  const customer = alias(users, 'customer');
  const asker = alias(users, 'asker');
  const decider = alias(users, 'decider');
  const where: SQL[] = [];
  if (p.id) where.push(eq(approvals.id, p.id));
  if (p.status === 'pending')
    where.push(eq(approvals.status, 'pending'), gt(approvals.expiresAt, sql`now()`));
  else if (p.status === 'expired')
    where.push(
      sql`(${approvals.status} = 'expired' OR (${approvals.status} = 'pending' AND ${approvals.expiresAt} <= now()))`,
    );
  else if (p.status) where.push(eq(approvals.status, p.status));
  // Booked at once by one admin within the limits: a record for the admin's total, not an approval.
  if (p.status === 'approved') where.push(sql`${approvals.decidedBy} IS NOT NULL`);
  return db
    .select({
      approval: approvals,
      expired: sql<boolean>`${approvals.status} = 'pending' AND ${lte(approvals.expiresAt, sql`now()`)}`,
      reference: sql<string | null>`coalesce(${balanceAdjustments.reference}, ${walletRequests.reference})`,
      customer: {
        id: customer.id,
        name: customer.name,
        email: customer.email,
        balanceCents: customer.balanceCents,
      },
      offering: { id: offerings.id, name: offerings.name },
      asker: { id: asker.id, name: asker.name },
      decider: { id: decider.id, name: decider.name },
    })
    .from(approvals)
    .leftJoin(customer, eq(customer.id, approvals.userId))
    .leftJoin(offerings, eq(offerings.id, approvals.offeringId))
    .leftJoin(asker, eq(asker.id, approvals.askedBy))
    .leftJoin(decider, eq(decider.id, approvals.decidedBy))
    .leftJoin(balanceAdjustments, eq(balanceAdjustments.id, approvals.id))
    .leftJoin(walletRequests, eq(walletRequests.id, approvals.id))
    .where(and(...where))
    .orderBy(asc(approvals.askedAt), asc(approvals.id))
    .limit(p.limit);
}
export type ApprovalRow = Awaited<ReturnType<typeof listApprovalRows>>[number];
