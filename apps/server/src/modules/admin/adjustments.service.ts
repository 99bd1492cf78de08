import {
  ADJUSTMENT_MSG,
  type Adjustment,
  type AdjustmentDecision,
  type AdjustmentStatus,
  centsToDollars,
  formatUsd,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { adminPerson } from '../../shared/admin-person.ts';
import { closeApproval } from '../../shared/approval-gate.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { postJournal } from '../../shared/ledger.repository.ts';
import { refuseOwnMoney } from '../../shared/own-money.ts';
import { lockCustomer } from '../../shared/users.repository.ts';
import { balanceAdjustedMail } from './adjustments.mails.ts';
import {
  type AdjustmentRow,
  findAdjustment,
  findAdjustmentUser,
  insertAdjustment,
  listAdjustmentRows,
  markDecided,
} from './adjustments.repository.ts';

const LIST_LIMIT = 200;

function toAdjustmentDto(r: AdjustmentRow): Adjustment {
  const a = r.adjustment;
  return {
    _id: a.id,
    userId: { _id: r.customer.id, name: r.customer.name, email: r.customer.email },
    from: centsToDollars(a.fromCents),
    to: centsToDollars(a.toCents),
    reason: a.reason,
    ...(a.customerMessage ? { customerMessage: a.customerMessage } : {}),
    // A requester or decider whose account was deleted keeps the decision, not the name.
    requestedBy: adminPerson(r.requester),
    status: a.status,
    ...(r.decider ? { decidedBy: { _id: r.decider.id, name: r.decider.name } } : {}),
    createdAt: a.createdAt.toISOString(),
    ...(a.decidedAt ? { decidedAt: a.decidedAt.toISOString() } : {}),
  };
}

async function readAdjustment(db: Executor, id: string): Promise<Adjustment> {
  const [row] = await listAdjustmentRows(db, { id, limit: 1 });
  if (!row) throw notFound(ADJUSTMENT_MSG.notFound);
  return toAdjustmentDto(row);
}

/**
 * Files a balance edit past the approval limit: the caller holds the customer's row lock and has
 * checked the new balance. Nothing is booked; the request and its reason go to the audit trail.
 */
export async function fileAdjustment(
  tx: Executor,
  p: {
    adminId: string;
    userId: string;
    fromCents: number;
    toCents: number;
    reason: string;
    customerMessage: string | undefined;
  },
) {
  const id = await insertAdjustment(tx, {
    userId: p.userId,
    fromCents: p.fromCents,
    toCents: p.toCents,
    reason: p.reason,
    customerMessage: p.customerMessage,
    requestedBy: p.adminId,
    booked: false,
  });
  await recordAudit(tx, {
    actorId: p.adminId,
    action: 'balance.adjustment_requested',
    targetType: 'user',
    targetId: p.userId,
    details: {
      adjustmentId: id,
      oldBalanceCents: p.fromCents,
      newBalanceCents: p.toCents,
      changeCents: p.toCents - p.fromCents,
      reason: p.reason,
    },
  });
  return id;
}

/** The 202 of a balance edit that waits; `message` names the admin's own limit when that was reached. */
export async function adjustmentCreatedAnswer(
  deps: Deps,
  id: string,
  message: string = ADJUSTMENT_MSG.waiting,
) {
  return { message, data: await readAdjustment(deps.db, id) };
}

/** GET /auth/admin/adjustments: newest first, optionally only one status. */
export async function listAdjustments(deps: Deps, q: { status?: AdjustmentStatus; userId?: string }) {
  const rows = await listAdjustmentRows(deps.db, { ...q, limit: LIST_LIMIT });
  return { data: rows.map(toAdjustmentDto) };
}

/**
 * PATCH /auth/admin/adjustments/:id (ADR 025). One transaction: lock the customer's row, check the
 * adjustment is still pending and that another admin is deciding it, book the change the requester
 * asked for (to − from) through the ledger, audit, queue the customer's mail, commit. Concurrent
 * decisions queue on the row lock; every one after the first finds it decided (409).
 */
export async function decideAdjustment(
  deps: Deps,
  adminId: string,
  id: string,
  decision: AdjustmentDecision,
  /** Why a second admin rejects it (the approval gate asks for it); kept with the decision. */
  decisionReason?: string | undefined,
) {
  const userId = await findAdjustmentUser(deps.db, id);
  if (!userId) throw notFound(ADJUSTMENT_MSG.notFound);
  refuseOwnMoney(adminId, userId);

  await deps.db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, userId);
    const adjustment = await findAdjustment(tx, id);
    if (!customer || !adjustment) throw notFound(ADJUSTMENT_MSG.notFound);
    if (adjustment.requestedBy === adminId) throw forbidden(ADJUSTMENT_MSG.ownRequest);
    if (adjustment.status !== 'pending') throw conflict(ADJUSTMENT_MSG.alreadyDecided);
    await closeApproval(tx, { id, decision, deciderId: adminId, reason: decisionReason });
    const changeCents = adjustment.toCents - adjustment.fromCents;
    let balanceCents = customer.balanceCents;
    if (decision === 'approved') {
      balanceCents = await bookAdjustment(tx, {
        userId,
        adjustmentId: id,
        adminId,
        changeCents,
        reason: adjustment.reason,
      });
    }
    if (!(await markDecided(tx, { id, status: decision, decidedBy: adminId })))
      throw conflict(ADJUSTMENT_MSG.alreadyDecided);
    await recordAudit(tx, {
      actorId: adminId,
      action: decision === 'approved' ? 'balance.adjustment_approved' : 'balance.adjustment_rejected',
      targetType: 'user',
      targetId: userId,
      details: {
        adjustmentId: id,
        requestedBy: adjustment.requestedBy,
        oldBalanceCents: customer.balanceCents,
        newBalanceCents: balanceCents,
        changeCents: decision === 'approved' ? changeCents : 0,
        reason: adjustment.reason,
        ...(decisionReason ? { decisionReason } : {}),
      },
    });
    if (decision === 'approved') {
      await deps.mailer.send(
        balanceAdjustedMail(customer.email, customer.name, {
          changeCents,
          balanceCents,
          customerMessage: adjustment.customerMessage,
        }),
        tx,
        {
          userId: customer.id,
          kind: 'account',
          text: `Your balance was corrected by ${formatUsd(centsToDollars(changeCents))}.`,
          link: '/transactions',
        },
      );
    }
  });

  return {
    message: decision === 'approved' ? ADJUSTMENT_MSG.approved : ADJUSTMENT_MSG.rejected,
    data: await readAdjustment(deps.db, id),
  };
}

/**
 * An adjustment's journal transaction: between the platform's adjustments account (its own equity)
 * and the customer's cash. A debit the balance no longer covers is refused (`INSUFFICIENT_BALANCE`).
 * Returns the customer's balance after it.
 */
export async function bookAdjustment(
  tx: Executor,
  p: { userId: string; adjustmentId: string; adminId: string; changeCents: number; reason: string },
): Promise<number> {
  const posted = await postJournal(tx, {
    kind: 'adjustment',
    referenceId: p.adjustmentId,
    actorId: p.adminId,
    postings: [
      { account: { type: 'adjustments' }, amountCents: -p.changeCents, kind: 'adjustment', reason: p.reason },
      {
        account: { type: 'cash', userId: p.userId },
        amountCents: p.changeCents,
        kind: 'adjustment',
        reason: p.reason,
      },
    ],
  });
  return posted.cashAfterCents!;
}
