import type { Approval } from '@app/contract/adjustments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export interface DecideApprovalVars {
  approval: Approval;
  decision: 'approved' | 'rejected';
}

const decisionPath = (a: Approval) =>
  a.kind === 'deposit'
    ? adminApiPaths.decideRequest('deposit', a._id)
    : a.kind === 'funding'
      ? adminApiPaths.decideFunding(a._id)
      : adminApiPaths.decideAdjustment(a._id);

/**
 * The second admin's decision on whatever waits: an adjustment and a payout funding are decided on
 * their own routes, a deposit on the request's. Lists, summary cards, users, the books and the
 * activity log refresh after.
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
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
