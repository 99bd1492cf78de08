import type { LoginResponse, loginSchema } from '@app/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { authSchemas } from './auth-schemas';

export type LoginInput = z.output<typeof loginSchema>;

export const login = (input: LoginInput): Promise<LoginResponse> =>
  api.post(apiPaths.login, input, {
    schema: () => authSchemas().then((m) => m.loginResponseSchema),
    anonymous: true,
  });

export const useLogin = () => useMutation({ mutationFn: login });
