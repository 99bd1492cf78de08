import type { Deps } from '../../deps.ts';
import { toRequestDto } from './wallet.dto.ts';
import {
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
