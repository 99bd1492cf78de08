import { messageSchema } from '@app/contract/errors';
import type { PerformanceStatus } from '@app/contract/holding-life';
import { offeringResponseSchema } from '@app/contract/investments-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

function useRefreshing<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.offerings() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      // A recovery or write-off past the approval limit waits in the approvals list.
      void queryClient.invalidateQueries({ queryKey: adminKeys.approvals() });
    },
  });
}

/** PUT …/performance: the offering's status and the note its holders see. */
export const useSetPerformance = () =>
  useRefreshing((v: { offeringId: string; status: PerformanceStatus; note: string }) =>
    api.put(
      adminApiPaths.offeringLife(v.offeringId, 'performance'),
      { status: v.status, note: v.note },
      { schema: offeringResponseSchema },
    ),
  );

/** POST …/recovery: dollars recovered, paid to the holders pro rata (step-up protected). */
export const usePayRecovery = () =>
  useRefreshing((v: { offeringId: string; amount: number; note: string }) =>
    api.post(
      adminApiPaths.offeringLife(v.offeringId, 'recovery'),
      { amount: v.amount, note: v.note },
      { schema: messageSchema },
    ),
  );

/** POST …/write-off: what is left of the holdings is written off (step-up protected). */
export const useWriteOff = () =>
  useRefreshing((v: { offeringId: string; note: string }) =>
    api.post(
      adminApiPaths.offeringLife(v.offeringId, 'write-off'),
      { note: v.note },
      { schema: messageSchema },
    ),
  );
