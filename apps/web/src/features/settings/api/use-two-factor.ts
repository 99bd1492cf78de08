import { messageSchema } from '@app/contract/errors';
import {
  type DisableTwoFactorInput,
  enableTwoFactorResponseSchema,
  type TwoFactorSetupInput,
  twoFactorSetupResponseSchema,
} from '@app/contract/security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/current-user';
import { settingsApiPaths } from './settings-paths';

export const setupTwoFactor = (input: TwoFactorSetupInput) =>
  api.post(settingsApiPaths.twoFactorSetup, input, { schema: twoFactorSetupResponseSchema });

export const enableTwoFactor = (code: string) =>
  api.post(settingsApiPaths.twoFactorEnable, { code }, { schema: enableTwoFactorResponseSchema });

export const disableTwoFactor = (input: DisableTwoFactorInput) =>
  api.post(settingsApiPaths.twoFactorDisable, input, { schema: messageSchema });

/** A new key for the authenticator app (inactive until a code from it is confirmed); needs the password. */
export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
