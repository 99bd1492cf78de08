import type { Deps } from '../../deps.ts';
import { toRequestDto } from './wallet.dto.ts';
import {
  listAwaitingSecondApproval,
  listRequestsPage,
  listUserRequests,
  type RequestKind,
  type RequestStatus,
} from './wallet-requests.repository.ts';

/** A customer's history is short; the cap only keeps a pathological account from a huge answer. */
const USER_HISTORY_LIMIT = 1000;

/** One customer's requests of a kind, newest first (the caller checked owner-or-admin). */
export async function listRequestsOfUser(deps: Deps, userId: string, kind: RequestKind) {
  const rows = await listUserRequests(deps.db, { userId, kind, limit: USER_HISTORY_LIMIT });
  return { data: rows.map((row) => toRequestDto(row, deps.config.platformBank)) };
}

/** Every customer's requests of a kind, for the admin console: newest first, paged. */
export async function listAllRequests(
  deps: Deps,
  kind: RequestKind,
  q: { status?: RequestStatus; q?: string | undefined; page: number; pageSize: number },
) {
  const { rows, total } = await listRequestsPage(deps.db, {
    kind,
    status: q.status,
    referenceCode: q.q,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return {
    data: rows.map((row) => toRequestDto(row, deps.config.platformBank)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Deposits whose first approval waits for a second admin, oldest first (ADR 027), as the approvals
 * list shows them: the change as it would book, against the customer's balance now.
 */
export async function listDepositsAwaitingSecondApproval(deps: Deps, limit: number) {
  const rows = await listAwaitingSecondApproval(deps.db, limit);
  return rows.map((view) => ({
    request: toRequestDto(view, deps.config.platformBank),
    amountCents: view.request.amountCents,
    balanceCents: view.user.balanceCents,
    firstApprovedAt: view.request.firstApprovedAt ?? view.request.createdAt,
  }));
}
