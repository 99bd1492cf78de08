import {
  APPROVAL_MSG,
  type Approval,
  type ApprovalDecisionInput,
  type ApprovalStatus,
  centsToDollars,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { adminPerson } from '../../shared/admin-person.ts';
import { findApprovalKind } from '../../shared/approval-gate.ts';
import { decideAdjustment } from '../admin/adjustments.service.ts';
import { decideFunding } from '../investments/funding.service.ts';
import { decideSettlement } from '../investments/offering-performance.service.ts';
import { decideOfferingTerms } from '../investments/offering-terms.service.ts';
import { decideRequest } from '../wallet/wallet-decisions.service.ts';
import { type ApprovalRow, listApprovalRows } from './approvals.repository.ts';

const LIST_LIMIT = 200;
/** Kinds that credit the customer's cash when approved: the card shows the balance after. */
const CREDITS_CASH = new Set(['adjustment', 'deposit']);

function toApprovalDto(r: ApprovalRow): Approval {
  const a = r.approval;
  const customer = r.customer?.id ? r.customer : null;
  const fromCents = typeof a.payload.fromCents === 'number' ? a.payload.fromCents : null;
  const pendingNow = a.status === 'pending' && !r.expired;
  return {
    _id: a.id,
    kind: a.kind,
    status: r.expired ? 'expired' : a.status,
    ...(r.reference ? { reference: r.reference } : {}),
    ...(customer ? { userId: { _id: customer.id, name: customer.name, email: customer.email } } : {}),
    ...(r.offering?.id
      ? { offeringId: { _id: r.offering.id, name: r.offering.name }, investmentName: r.offering.name }
      : {}),
    amount: centsToDollars(a.amountCents),
    ...(a.reason ? { reason: a.reason } : {}),
    askedBy: adminPerson(r.asker),
    createdAt: a.askedAt.toISOString(),
    expiresAt: a.expiresAt.toISOString(),
    ...(a.decidedBy ? { decidedBy: adminPerson(r.decider) } : {}),
    ...(a.decidedAt && a.decidedBy ? { decidedAt: a.decidedAt.toISOString() } : {}),
    ...(a.decisionReason ? { decisionReason: a.decisionReason } : {}),
    ...(customer && pendingNow && CREDITS_CASH.has(a.kind)
      ? {
          balanceNow: centsToDollars(customer.balanceCents),
          balanceAfter: centsToDollars(customer.balanceCents + a.amountCents),
          ...(fromCents !== null && fromCents !== customer.balanceCents
            ? { balanceThen: centsToDollars(fromCents) }
            : {}),
        }
      : {}),
  };
}

async function readApproval(db: Executor, id: string): Promise<Approval> {
  const [row] = await listApprovalRows(db, { id, limit: 1 });
  if (!row) throw notFound(APPROVAL_MSG.notFound);
  return toApprovalDto(row);
}

/**
 * GET /auth/admin/approvals (ADR 043): one list for every kind of money action, oldest first, with
 * who asked, why, for whom and until when; by default what waits for a second admin.
 */
export async function listApprovals(
  deps: Deps,
  q: { status: ApprovalStatus },
): Promise<{ data: Approval[] }> {
  const rows = await listApprovalRows(deps.db, { status: q.status, limit: LIST_LIMIT });
  return { data: rows.map(toApprovalDto) };
}

/**
 * PATCH /auth/admin/approvals/:id: the one decision for every kind. The kind's own decision books it
 * through the same code as a direct booking (its locks, ledger transaction, audit and mail), and
 * takes the gate's decision in that transaction (`closeApproval`): once, never by the admin who asked.
 */
export async function decideApproval(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: ApprovalDecisionInput,
): Promise<{ message: string; data: Approval }> {
  const found = await findApprovalKind(deps.db, id);
  if (!found) throw notFound(APPROVAL_MSG.notFound);
  if (found.askedBy === auth.userId) throw forbidden(APPROVAL_MSG.ownRequest);
  const reason = input.decision === 'rejected' ? input.reason : undefined;
  const adminId = auth.userId;
  let message: string;
  switch (found.kind) {
    case 'adjustment':
      message = (await decideAdjustment(deps, adminId, id, input.decision, reason)).message;
      break;
    case 'deposit':
    case 'withdrawal': {
      const answer = await decideRequest(deps, {
        adminId,
        kind: found.kind,
        id,
        status: input.decision,
        reason,
        sessionId: auth.sessionId,
      });
      message = answer.body.message;
      break;
    }
    case 'funding':
      message = (await decideFunding(deps, adminId, id, input.decision, reason)).message;
      break;
    case 'recovery':
    case 'write_off':
      message = (await decideSettlement(deps, adminId, id, input.decision, reason)).message;
      break;
    case 'offering_terms':
      message = (await decideOfferingTerms(deps, adminId, id, input.decision, reason)).message;
      break;
  }
  return { message, data: await readApproval(deps.db, id) };
}
