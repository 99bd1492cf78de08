import { APPROVAL_EXPIRY_HOURS, APPROVAL_MSG, APPROVAL_WINDOW_HOURS, type ApprovalKind } from '@app/contract';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { approvals } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../lib/app-error.ts';

/**
 * The approval gate (ADR 043): the one policy and the one table every admin money action goes
 * through, in the action's own transaction. The kinds keep their records (an adjustment, a wallet
 * request, a funding, a settlement) and their booking code; what waits, who may decide and the
 * decision itself live here.
 */

/**
 * Makes one admin's money actions take turns (a lock on the admin alone, never a global one), so two
 * parallel actions cannot both fit under the admin's daily limit, and returns the admin's total of
 * the last 24 hours: every kind that moves money, every customer and offering, by absolute value,
 * booked or waiting.
 */
async function lockAdminTotal(tx: Executor, adminId: string): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`approval-gate:${adminId}`}, 0))`);
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(abs(${approvals.amountCents})), 0)` })
    .from(approvals)
    .where(
      and(
        eq(approvals.askedBy, adminId),
        inArray(approvals.status, ['pending', 'approved']),
        // A change of terms moves no money (its amount is the principal it concerns), and always waits.
        ne(approvals.kind, 'offering_terms'),
        gt(approvals.askedAt, sql`now() - make_interval(hours => ${APPROVAL_WINDOW_HOURS})`),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * The one policy. An action of `amountCents` (any sign) waits for a second admin when it would carry
 * the acting admin's own 24-hour total past ADMIN_DAILY_LIMIT, or its customer's (or offering's)
 * 24-hour total of the kind, `targetRecentCents`, past ADMIN_APPROVAL_THRESHOLD (null: the kind has
 * no per-customer limit, a withdrawal). The caller holds the customer's or offering's lock; this
 * takes the admin's. `overAdminLimit` says which limit it reached, for the answer's message.
 */
export async function actionWaits(
  tx: Executor,
  config: Pick<Config, 'adminDailyLimitCents' | 'adminApprovalThresholdCents'>,
  p: { adminId: string; amountCents: number; targetRecentCents: number | null },
): Promise<{ waits: boolean; overAdminLimit: boolean; adminRecentCents: number }> {
  const amount = Math.abs(p.amountCents);
  const adminRecentCents = await lockAdminTotal(tx, p.adminId);
  const overAdminLimit = adminRecentCents + amount > config.adminDailyLimitCents;
  const overTargetLimit =
    p.targetRecentCents !== null && p.targetRecentCents + amount > config.adminApprovalThresholdCents;
  return { waits: overAdminLimit || overTargetLimit, overAdminLimit, adminRecentCents };
}

export interface GatedAction {
  /** The id of the kind's own record: the gate row carries the same id. */
  id: string;
  kind: ApprovalKind;
  adminId: string;
  amountCents: number;
  userId?: string | undefined;
  offeringId?: string | undefined;
  reason?: string | undefined;
  payload?: Record<string, unknown>;
  /** `approved`: booked at once in this transaction; `pending`: it waits for a second admin. */
  status: 'approved' | 'pending';
}

/** Records an action in the gate, in the transaction that books it or files it. */
export async function recordAction(
  tx: Executor,
  a: GatedAction,
): Promise<{ askedAt: Date; expiresAt: Date }> {
  const [row] = await tx
    .insert(approvals)
    .values({
      id: a.id,
      kind: a.kind,
      userId: a.userId ?? null,
      offeringId: a.offeringId ?? null,
      amountCents: a.amountCents,
      reason: a.reason ?? '',
      payload: a.payload ?? {},
      askedBy: a.adminId,
      status: a.status,
      decidedAt: a.status === 'approved' ? sql`now()` : null,
      expiresAt: sql`now() + make_interval(hours => ${APPROVAL_EXPIRY_HOURS})`,
    })
    .returning({ askedAt: approvals.askedAt, expiresAt: approvals.expiresAt });
  return row!;
}

/**
 * Takes the decision on a waiting action, once: locks its gate row, refuses the admin who asked (from
 * any session: 403), one already decided (409) and one that expired (409), and writes the decision.
 * The caller books an approval in the same transaction, so if booking fails nothing is decided.
 */
export async function closeApproval(
  tx: Executor,
  p: { id: string; decision: 'approved' | 'rejected'; deciderId: string; reason?: string | undefined },
): Promise<void> {
  const [row] = await tx
    .select({
      askedBy: approvals.askedBy,
      status: approvals.status,
      expired: sql<boolean>`${approvals.expiresAt} <= now()`,
    })
    .from(approvals)
    .where(eq(approvals.id, p.id))
    .for('update');
  // Every waiting action has its row (migration 0025 copied in those filed before the gate).
  if (!row) throw notFound(APPROVAL_MSG.notFound);
  if (row.askedBy === p.deciderId) throw forbidden(APPROVAL_MSG.ownRequest);
  if (row.status !== 'pending') throw conflict(APPROVAL_MSG.alreadyDecided);
  if (row.expired) throw conflict(APPROVAL_MSG.expired);
  await tx
    .update(approvals)
    .set({
      status: p.decision,
      decidedBy: p.deciderId,
      decidedAt: sql`now()`,
      decisionReason: p.reason ?? null,
    })
    .where(eq(approvals.id, p.id));
}

/** The gate row of an id, for the one decision route to know which kind books it. */
export async function findApprovalKind(
  db: Executor,
  id: string,
): Promise<{ kind: ApprovalKind; askedBy: string | null } | undefined> {
  const [row] = await db
    .select({ kind: approvals.kind, askedBy: approvals.askedBy })
    .from(approvals)
    .where(eq(approvals.id, id));
  return row;
}

/** What a kind that keeps no record of its own (a change of terms) filed in the gate row. */
export async function findGatedAction(db: Executor, id: string) {
  const [row] = await db
    .select({
      kind: approvals.kind,
      offeringId: approvals.offeringId,
      payload: approvals.payload,
      askedBy: approvals.askedBy,
    })
    .from(approvals)
    .where(eq(approvals.id, id));
  return row;
}
