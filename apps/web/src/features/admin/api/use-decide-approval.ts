import type { Approval } from '@app/contract/approvals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export interface DecideApprovalVars {
  approval: Approval;
  decision: 'approved' | 'rejected';
  /** Why it is rejected: required with a rejection (the admin who asked reads it). */
  reason?: string | undefined;
}

/**
 * The second admin's decision on whatever waits, every kind through the one approval gate
 * (`PATCH /auth/admin/approvals/:id`, ADR 043). Lists, summary cards, users, offerings, the books and
 * the activity log refresh after.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ approval, decision, reason }: DecideApprovalVars): Promise<{ message: string }> =>
      api.patch(adminApiPaths.decideApproval(approval._id), {
        decision,
        ...(decision === 'rejected' ? { reason } : {}),
      }),
    onSettled: () => {
      for (const queryKey of [
        adminKeys.approvals(),
        adminKeys.adjustments(),
        adminKeys.requests('deposit'),
        adminKeys.requests('withdrawal'),
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
