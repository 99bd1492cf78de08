import { messageSchema } from '@app/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export const resetTwoFactor = ({ userId, reason }: { userId: string; reason: string }) =>
  api.post(adminApiPaths.resetTwoFactor(userId), { reason }, { schema: messageSchema });

/** Account recovery: turns a customer's two-factor sign-in off (reason audited, customer mailed). */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.customer() });
    },
  });
}
