import { walletRequestResponseSchema } from '@app/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys, type RequestKind } from './admin-paths';
import type { RequestsPage } from './get-wallet-requests';

export interface DecideVars {
  id: string;
  status: 'approved' | 'rejected';
  /** With a rejection: why, for the customer (the console always asks). */
  reason?: string;
}

/**
 * Approve or reject one request. The card changes at once (optimistic); a failure puts it back, and
 * either way the lists, the summary cards and the activity log are fetched again.
 */
export function useDecideRequest(kind: RequestKind) {
  const queryClient = useQueryClient();
  const listKey = adminKeys.requests(kind);
  return useMutation({
    mutationFn: ({ id, status, reason }: DecideVars) =>
      api.patch(
        adminApiPaths.decideRequest(kind, id),
        { status, ...(reason ? { reason } : {}) },
        { schema: walletRequestResponseSchema },
      ),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueriesData<RequestsPage>({ queryKey: listKey });
      // A rejection always decides; an approval may only be the first of two (ADR 027), so the card
      // shows the server's answer rather than a guess.
      if (status === 'rejected') {
        queryClient.setQueriesData<RequestsPage>({ queryKey: listKey }, (page) =>
          page ? { ...page, data: page.data.map((r) => (r._id === id ? { ...r, status } : r)) } : page,
        );
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.approvals() });
      // The customer's page lists the same requests and shows the balance they change.
      void queryClient.invalidateQueries({ queryKey: adminKeys.customer() });
    },
  });
}
