import { registerResponseSchema, type registerSchema } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';

export type RegisterBody = z.output<typeof registerSchema>;

export const register = (body: RegisterBody) =>
  api.post(apiPaths.register, body, { schema: registerResponseSchema, anonymous: true });

export const useRegister = () => useMutation({ mutationFn: register });
