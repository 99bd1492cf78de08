import { messageSchema } from '@app/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export const reopenAccount = (p: { userId: string; reason: string }) =>
  api.post(adminApiPaths.reopen(p.userId), { reason: p.reason }, { schema: messageSchema });

export function useReopenAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenAccount,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.customer() });
    },
  });
}
