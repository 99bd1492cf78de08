import type { PagedUsers } from '@app/contract/admin';
import { type Plan, setPlanResponseSchema } from '@app/contract/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export interface SetPlanVars {
  userId: string;
  plan: Plan;
  reason: string;
}

export const setPlan = ({ userId, ...body }: SetPlanVars) =>
  api.put(adminApiPaths.plan(userId), body, { schema: setPlanResponseSchema });

/** The row shows the new plan at once; the activity log refreshes behind it. */
export function useSetPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlan,
    onSuccess: ({ user }) => {
      queryClient.setQueriesData<PagedUsers>({ queryKey: adminKeys.users() }, (page) =>
        page ? { ...page, data: page.data.map((u) => (u._id === user._id ? { ...u, ...user } : u)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.customer() });
    },
  });
}
