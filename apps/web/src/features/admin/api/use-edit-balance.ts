import { editBalanceAnswerSchema } from '@app/contract/adjustments';
import type { PagedUsers } from '@app/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export interface EditBalanceVars {
  userId: string;
  newBalanceValue: number;
  reason: string;
  /** What the customer's mail says; without it they read a neutral text (ADR 027). */
  customerMessage?: string;
}

export const editBalance = ({ userId, ...body }: EditBalanceVars) =>
  api.put(adminApiPaths.editBalance(userId), body, { schema: editBalanceAnswerSchema });

/** The row shows the server's answer at once; cards, adjustments and the activity log refresh behind it. */
export function useEditBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBalance,
    onSuccess: (answer) => {
      if ('user' in answer) {
        const { user } = answer;
        queryClient.setQueriesData<PagedUsers>({ queryKey: adminKeys.users() }, (page) =>
          page ? { ...page, data: page.data.map((u) => (u._id === user._id ? { ...u, ...user } : u)) } : page,
        );
      }
      for (const queryKey of [
        adminKeys.stats(),
        adminKeys.audit(),
        adminKeys.approvals(),
        adminKeys.adjustments(),
        adminKeys.customer(),
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
