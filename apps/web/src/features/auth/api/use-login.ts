import { type LoginResponse, loginResponseSchema, type loginSchema } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';

export type LoginInput = z.output<typeof loginSchema>;

export const login = (input: LoginInput): Promise<LoginResponse> =>
  api.post(apiPaths.login, input, { schema: loginResponseSchema, anonymous: true });

export const useLogin = () => useMutation({ mutationFn: login });
