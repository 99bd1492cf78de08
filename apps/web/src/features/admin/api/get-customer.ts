import {
  type CustomerAuditPage,
  type CustomerOverview,
  customerAuditPageSchema,
  customerOverviewSchema,
} from '@app/contract/admin-customer';
import { messageSchema } from '@app/contract/errors';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

/** GET /auth/admin/users/:userId: the customer page's whole picture. An unknown id is not retried. */
export const useCustomer = (userId: string) =>
  useQuery({
    queryKey: adminKeys.customerOf(userId),
    queryFn: ({ signal }): Promise<CustomerOverview> =>
      api.get(adminApiPaths.customer(userId), { schema: customerOverviewSchema, signal }),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

/**
 * The audit entries older than those the answer carried, a page per "Load older" click. Keyed by
 * where they start, so a refreshed answer (new entries on top) starts a fresh run of pages.
 */
export function useOlderAudit(userId: string, from: string | null, wanted: boolean) {
  return useInfiniteQuery({
    queryKey: adminKeys.customerAudit(userId, from ?? ''),
    enabled: wanted && from !== null,
    initialPageParam: from ?? '',
    queryFn: ({ pageParam, signal }): Promise<CustomerAuditPage> =>
      api.get(adminApiPaths.customerAudit(userId, pageParam), { schema: customerAuditPageSchema, signal }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** DELETE /auth/admin/users/:userId/sessions/:sessionId; the page refreshes after it. */
export function useEndCustomerSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.delete(adminApiPaths.customerSession(userId, sessionId), { schema: messageSchema }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.customerOf(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
