import type { resetPasswordSchema } from '@app/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { errorSchemas } from './auth-schemas';

export type ResetPasswordBody = z.output<typeof resetPasswordSchema>;

export const resetPassword = ({ token, ...body }: ResetPasswordBody & { token: string }) =>
  api.post(apiPaths.resetPassword(token), body, {
    schema: () => errorSchemas().then((m) => m.messageSchema),
    anonymous: true,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
