import { tokenResponseSchema } from '@app/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { replaceToken } from '../../../lib/auth-storage';
import { settingsApiPaths, settingsQueryKeys } from './settings-paths';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

export const changePassword = (input: ChangePasswordInput) =>
  api.put(settingsApiPaths.updatePassword, input, { schema: tokenResponseSchema });

/** The server ends every other session and gives this one a fresh token: keep it at once. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      replaceToken(answer.token);
      return queryClient.invalidateQueries({ queryKey: settingsQueryKeys.sessions });
    },
  });
}
