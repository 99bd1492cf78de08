import { type LoginResponse, loginResponseSchema, type loginTwoFactorSchema } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';

export type LoginTwoFactorInput = z.output<typeof loginTwoFactorSchema>;

export const loginTwoFactor = (input: LoginTwoFactorInput): Promise<LoginResponse> =>
  api.post(apiPaths.loginTwoFactor, input, { schema: loginResponseSchema, anonymous: true });

export const useLoginTwoFactor = () => useMutation({ mutationFn: loginTwoFactor });
