import { messageSchema, type resetPasswordSchema } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';

export type ResetPasswordBody = z.output<typeof resetPasswordSchema>;

export const resetPassword = ({ token, ...body }: ResetPasswordBody & { token: string }) =>
  api.post(apiPaths.resetPassword(token), body, { schema: messageSchema, anonymous: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
