import type { Approval } from '@app/contract/adjustments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export interface DecideApprovalVars {
  approval: Approval;
  decision: 'approved' | 'rejected';
}

function decisionPath(a: Approval) {
  switch (a.kind) {
    case 'deposit':
      return adminApiPaths.decideRequest('deposit', a._id);
    case 'funding':
      return adminApiPaths.decideFunding(a._id);
    case 'recovery':
    case 'write_off':
      return adminApiPaths.decideSettlement(a._id);
    case 'adjustment':
      return adminApiPaths.decideAdjustment(a._id);
  }
}

/**
 * The second admin's decision on whatever waits: an adjustment, a payout funding and a recovery or
 * write-off are decided on their own routes, a deposit on the request's. Lists, summary cards,
 * users, offerings, the books and the activity log refresh after.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ approval, decision }: DecideApprovalVars): Promise<{ message: string }> =>
      api.patch(decisionPath(approval), approval.kind === 'deposit' ? { status: decision } : { decision }),
    onSettled: () => {
      for (const queryKey of [
        adminKeys.approvals(),
        adminKeys.adjustments(),
        adminKeys.requests('deposit'),
        adminKeys.stats(),
        adminKeys.users(),
        adminKeys.customer(),
        adminKeys.audit(),
        adminKeys.books(),
        adminKeys.offerings(),
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
