import { kycDecisionResponseSchema } from '@app/contract/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export interface KycDecisionVars {
  userId: string;
  decision: 'approved' | 'rejected';
  reason?: string;
}

export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: KycDecisionVars) =>
      api.patch(adminApiPaths.decideKyc(userId), body, { schema: kycDecisionResponseSchema }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.kyc() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.customer() });
    },
  });
}
