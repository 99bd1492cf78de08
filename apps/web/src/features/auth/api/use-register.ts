import type { registerSchema } from '@app/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { authSchemas } from './auth-schemas';

export type RegisterBody = z.output<typeof registerSchema>;

export const register = (body: RegisterBody) =>
  api.post(apiPaths.register, body, {
    schema: () => authSchemas().then((m) => m.registerResponseSchema),
    anonymous: true,
  });

export const useRegister = () => useMutation({ mutationFn: register });
