import type { Approval } from '@app/contract/adjustments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export interface DecideApprovalVars {
  approval: Approval;
  decision: 'approved' | 'rejected';
}

/**
 * The second admin's decision on whatever waits: an adjustment is decided on its own route, a deposit
 * on the request's. Lists, summary cards, users and the activity log refresh after.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ approval, decision }: DecideApprovalVars): Promise<{ message: string }> =>
      approval.kind === 'deposit'
        ? api.patch(adminApiPaths.decideRequest('deposit', approval._id), { status: decision })
        : api.patch(adminApiPaths.decideAdjustment(approval._id), { decision }),
    onSettled: () => {
      for (const queryKey of [
        adminKeys.approvals(),
        adminKeys.adjustments(),
        adminKeys.requests('deposit'),
        adminKeys.stats(),
        adminKeys.users(),
        adminKeys.customer(),
        adminKeys.audit(),
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
