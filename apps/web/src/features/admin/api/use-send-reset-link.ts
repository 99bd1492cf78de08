import { messageSchema } from '@app/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export const sendResetLink = (userId: string) =>
  api.post(adminApiPaths.sendResetLink(userId), {}, { schema: messageSchema });

export function useSendResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendResetLink,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.customer() });
    },
  });
}
