import { type Approval, centsToDollars } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { adminPerson } from '../../shared/admin-person.ts';
import { listPendingFundings } from '../investments/funding.service.ts';
import { listPendingSettlements } from '../investments/offering-performance.service.ts';
import { listDepositsAwaitingSecondApproval } from '../wallet/wallet-lists.service.ts';
import { listAdjustmentRows } from './adjustments.repository.ts';

const LIST_LIMIT = 200;

/**
 * GET /auth/admin/approvals (ADR 027): everything that waits for a second admin in one list, oldest
 * first, each with who asked, why, and the change as it would book against the balance now.
 */
export async function listApprovals(deps: Deps): Promise<{ data: Approval[] }> {
  const [adjustments, deposits, fundings, settlements] = await Promise.all([
    listAdjustmentRows(deps.db, { status: 'pending', limit: LIST_LIMIT, oldestFirst: true }),
    listDepositsAwaitingSecondApproval(deps, LIST_LIMIT),
    listPendingFundings(deps),
    listPendingSettlements(deps),
  ]);
  const waiting = [
    ...adjustments.map((r) => {
      const a = r.adjustment;
      const changeCents = a.toCents - a.fromCents;
      const item: Approval = {
        kind: 'adjustment',
        _id: a.id,
        reference: a.reference,
        userId: { _id: r.customer.id, name: r.customer.name, email: r.customer.email },
        amount: centsToDollars(changeCents),
        reason: a.reason,
        askedBy: adminPerson(r.requester),
        createdAt: a.createdAt.toISOString(),
        balanceNow: centsToDollars(r.customer.balanceCents),
        balanceAfter: centsToDollars(r.customer.balanceCents + changeCents),
        ...(a.fromCents !== r.customer.balanceCents ? { balanceThen: centsToDollars(a.fromCents) } : {}),
      };
      return { at: a.createdAt, item };
    }),
    ...deposits.map(({ request, amountCents, balanceCents, firstApprovedAt }) => {
      const first = request.approvals?.[0];
      const item: Approval = {
        kind: 'deposit',
        _id: request._id,
        reference: request.reference,
        userId: request.userId,
        amount: request.amount,
        askedBy: first?.by ?? { _id: '', name: 'Deleted admin' },
        createdAt: firstApprovedAt.toISOString(),
        balanceNow: centsToDollars(balanceCents),
        balanceAfter: centsToDollars(balanceCents + amountCents),
      };
      return { at: firstApprovedAt, item };
    }),
    ...fundings.map((f) => {
      const item: Approval = {
        kind: 'funding',
        _id: f._id,
        investmentName: f.investmentName,
        amount: f.amount,
        reason: f.reason,
        askedBy: f.requestedBy,
        createdAt: f.createdAt,
      };
      return { at: new Date(f.createdAt), item };
    }),
    ...settlements.map((s) => {
      const item: Approval = {
        kind: s.kind,
        _id: s._id,
        investmentName: s.investmentName,
        amount: s.amount,
        reason: s.note,
        askedBy: s.requestedBy,
        createdAt: s.createdAt,
      };
      return { at: new Date(s.createdAt), item };
    }),
  ];
  waiting.sort((x, y) => x.at.getTime() - y.at.getTime());
  return { data: waiting.map((w) => w.item) };
}
