import { type ProfileResponse, profileResponseSchema, type UpdateProfile } from '@app/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/current-user';
import { settingsApiPaths, settingsQueryKeys } from './settings-paths';

export const updateProfile = ({
  userId,
  ...body
}: UpdateProfile & { userId: string }): Promise<ProfileResponse> =>
  api.put(settingsApiPaths.profile(userId), body, { schema: profileResponseSchema });

/** Saves the profile, then shows the saved user (no page reload) and any email change waiting for its code. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(currentUserQueryKey, answer.user);
      return queryClient.invalidateQueries({ queryKey: settingsQueryKeys.emailChange });
    },
  });
}
