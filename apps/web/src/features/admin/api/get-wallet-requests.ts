import { ADMIN_PAGE_SIZE } from '@app/contract/admin';
import { pagedWalletRequestListSchema, type WalletRequest } from '@app/contract/wallet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys, type RequestKind } from './admin-paths';

export interface RequestsPage {
  data: WalletRequest[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of one kind, by status and (`q`) a short reference or the start of one. */
export interface RequestsQuery {
  page: number;
  status?: string;
  q?: string;
}

export const getWalletRequests = (
  kind: RequestKind,
  q: RequestsQuery,
  signal?: AbortSignal,
): Promise<RequestsPage> =>
  api.get(
    adminApiPaths.requests(kind, { page: q.page, pageSize: ADMIN_PAGE_SIZE, status: q.status, q: q.q }),
    {
      schema: pagedWalletRequestListSchema,
      signal,
    },
  );

export const useWalletRequests = (kind: RequestKind, q: RequestsQuery) =>
  useQuery({
    queryKey: adminKeys.requestsPage(kind, q),
    queryFn: ({ signal }) => getWalletRequests(kind, q, signal),
    placeholderData: keepPreviousData,
  });
