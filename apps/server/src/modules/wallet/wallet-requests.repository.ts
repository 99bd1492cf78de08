import { REFERENCE_LENGTH, REFERENCE_PREFIX } from '@app/contract';
import { and, count, eq, gt, inArray, like, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bankAccounts, users, walletRequests } from '../../db/schema.ts';
import { insertWithReference } from '../../lib/short-reference.ts';

export type RequestKind = 'deposit' | 'withdrawal';
export type RequestStatus = 'pending' | 'approved' | 'rejected';

export async function insertRequest(
  tx: Executor,
  p: { userId: string; kind: RequestKind; amountCents: number; method: string; bankAccountId: string | null },
) {
  return insertWithReference(tx, async (db, reference) => {
    const [row] = await db
      .insert(walletRequests)
      .values({ ...p, reference })
      .onConflictDoNothing({ target: walletRequests.reference })
      .returning();
    return row;
  });
}

/** How many of the customer's deposit requests wait for a decision. */
export async function countPendingDeposits(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(walletRequests)
    .where(
      and(
        eq(walletRequests.userId, userId),
        eq(walletRequests.kind, 'deposit'),
        eq(walletRequests.status, 'pending'),
      ),
    );
  return row?.n ?? 0;
}

/** Cents of the user's pending and approved withdrawals created in the last `hours` hours. */
export function sumRecentWithdrawals(tx: Executor, userId: string, hours: number): Promise<number> {
  return sumRequests(
    tx,
    userId,
    'withdrawal',
    inArray(walletRequests.status, ['pending', 'approved']),
    gt(walletRequests.createdAt, sql`now() - make_interval(hours => ${hours})`),
  );
}

/** Cents of the customer's deposits approved in the last `hours` hours (ADR 027). */
export function sumRecentApprovedDeposits(tx: Executor, userId: string, hours: number): Promise<number> {
  return sumRequests(
    tx,
    userId,
    'deposit',
    eq(walletRequests.status, 'approved'),
    gt(walletRequests.decidedAt, sql`now() - make_interval(hours => ${hours})`),
  );
}

/** Cents of a customer's requests of one kind that meet every condition. */
async function sumRequests(tx: Executor, userId: string, kind: RequestKind, ...conditions: SQL[]) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${walletRequests.amountCents}), 0)::text` })
    .from(walletRequests)
    .where(and(eq(walletRequests.userId, userId), eq(walletRequests.kind, kind), ...conditions));
  return Number(row?.total ?? 0);
}

/** The first of two approvals of a deposit: recorded, nothing booked. */
export async function setFirstApproval(tx: Executor, p: { id: string; adminId: string }) {
  await tx
    .update(walletRequests)
    .set({ firstApprovedBy: p.adminId, firstApprovedAt: sql`now()` })
    .where(and(eq(walletRequests.id, p.id), eq(walletRequests.status, 'pending')));
}

/** Locks one request of a kind until the transaction ends: a request is decided by one admin once. */
export async function lockRequest(tx: Executor, id: string, kind: RequestKind) {
  const [row] = await tx
    .select()
    .from(walletRequests)
    .where(and(eq(walletRequests.id, id), eq(walletRequests.kind, kind)))
    .for('update');
  return row ?? null;
}

export async function setDecision(
  tx: Executor,
  p: { id: string; status: Exclude<RequestStatus, 'pending'>; adminId: string; reason?: string | undefined },
) {
  await tx
    .update(walletRequests)
    .set({ status: p.status, decidedAt: sql`now()`, decidedBy: p.adminId, reason: p.reason ?? null })
    .where(and(eq(walletRequests.id, p.id), eq(walletRequests.status, 'pending')));
}

/** A request with its customer and payment method (kept even after the customer removed it). */
const firstApprover = alias(users, 'first_approver');
const requestView = {
  request: walletRequests,
  user: { id: users.id, name: users.name, email: users.email, balanceCents: users.balanceCents },
  bank: bankAccounts,
  firstApprover: { id: firstApprover.id, name: firstApprover.name },
};

function selectViews(db: Executor) {
  return db
    .select(requestView)
    .from(walletRequests)
    .innerJoin(users, eq(users.id, walletRequests.userId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, walletRequests.bankAccountId))
    .leftJoin(firstApprover, eq(firstApprover.id, walletRequests.firstApprovedBy));
}

export type RequestView = NonNullable<Awaited<ReturnType<typeof findRequestView>>>;

export async function findRequestView(db: Executor, id: string) {
  const [row] = await selectViews(db).where(eq(walletRequests.id, id)).limit(1);
  return row ?? null;
}

// Spelled exactly as the wallet_requests indexes (created_at DESC NULLS LAST, id DESC NULLS LAST): a
// plain DESC means NULLS FIRST, which no index matches, and PostgreSQL would sort every matching row.
const newestFirst = sql`${walletRequests.createdAt} DESC NULLS LAST, ${walletRequests.id} DESC NULLS LAST`;

/** One customer's requests of a kind, newest first. */
export async function listUserRequests(
  db: Executor,
  p: { userId: string; kind: RequestKind; limit: number },
) {
  return selectViews(db)
    .where(and(eq(walletRequests.userId, p.userId), eq(walletRequests.kind, p.kind)))
    .orderBy(newestFirst)
    .limit(p.limit);
}

/**
 * A search by reference: the whole code finds its one request through the unique index; a part of it
 * (an admin still typing) matches the references that start with it. The code holds only characters
 * of the reference alphabet (the contract checked), so it is safe inside LIKE.
 */
function referenceMatches(code: string) {
  return code.length === REFERENCE_LENGTH
    ? eq(walletRequests.reference, `${REFERENCE_PREFIX}${code}`)
    : like(walletRequests.reference, `${REFERENCE_PREFIX}${code}%`);
}

/** Every customer's requests of a kind (admin), newest first, one page, with the total count. */
export async function listRequestsPage(
  db: Executor,
  p: { kind: RequestKind; status?: RequestStatus; referenceCode?: string; limit: number; offset: number },
) {
  const where = and(
    eq(walletRequests.kind, p.kind),
    p.status ? eq(walletRequests.status, p.status) : undefined,
    p.referenceCode ? referenceMatches(p.referenceCode) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectViews(db).where(where).orderBy(newestFirst).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(walletRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
