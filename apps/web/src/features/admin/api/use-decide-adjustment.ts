import { type AdjustmentDecision, adjustmentResponseSchema } from '@app/contract/adjustments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export interface DecideAdjustmentVars {
  id: string;
  decision: AdjustmentDecision;
}

/** Approve or reject a pending adjustment; lists, cards, users and the activity log refresh after. */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: DecideAdjustmentVars) =>
      api.patch(adminApiPaths.decideAdjustment(id), { decision }, { schema: adjustmentResponseSchema }),
    onSettled: () => {
      for (const queryKey of [
        adminKeys.adjustments(),
        adminKeys.stats(),
        adminKeys.users(),
        adminKeys.audit(),
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
