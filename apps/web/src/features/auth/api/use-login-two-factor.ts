import type { LoginResponse, loginTwoFactorSchema } from '@app/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { authSchemas } from './auth-schemas';

export type LoginTwoFactorInput = z.output<typeof loginTwoFactorSchema>;

export const loginTwoFactor = (input: LoginTwoFactorInput): Promise<LoginResponse> =>
  api.post(apiPaths.loginTwoFactor, input, {
    schema: () => authSchemas().then((m) => m.loginResponseSchema),
    anonymous: true,
  });

export const useLoginTwoFactor = () => useMutation({ mutationFn: loginTwoFactor });
