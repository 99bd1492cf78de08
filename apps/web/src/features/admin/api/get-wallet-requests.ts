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

export const getWalletRequests = (
  kind: RequestKind,
  q: { page: number; status?: string },
  signal?: AbortSignal,
): Promise<RequestsPage> =>
  api.get(adminApiPaths.requests(kind, { page: q.page, pageSize: ADMIN_PAGE_SIZE, status: q.status }), {
    schema: pagedWalletRequestListSchema,
    signal,
  });

export const useWalletRequests = (kind: RequestKind, q: { page: number; status?: string }) =>
  useQuery({
    queryKey: adminKeys.requestsPage(kind, q),
    queryFn: ({ signal }) => getWalletRequests(kind, q, signal),
    placeholderData: keepPreviousData,
  });
