import {
  type EmailChangeStatus,
  emailChangeStatusSchema,
  profileResponseSchema,
} from '@app/contract/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/current-user';
import { settingsApiPaths, settingsQueryKeys } from './settings-paths';

export const getEmailChange = (signal?: AbortSignal): Promise<EmailChangeStatus> =>
  api.get(settingsApiPaths.emailChange, { schema: emailChangeStatusSchema, signal });

export const emailChangeQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKeys.emailChange, queryFn: ({ signal }) => getEmailChange(signal) });

/** The new address waiting for its confirmation code, if any. */
export const useEmailChange = () => useQuery(emailChangeQueryOptions());

export const confirmEmailChange = (code: string) =>
  api.post(settingsApiPaths.confirmEmailChange, { code }, { schema: profileResponseSchema });

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (answer) => {
      queryClient.setQueryData(currentUserQueryKey, answer.user);
      queryClient.setQueryData(settingsQueryKeys.emailChange, { pendingEmail: null });
    },
  });
}
