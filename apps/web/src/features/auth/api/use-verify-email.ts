import { messageSchema, type verifyEmailSchema } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';

export type VerifyEmailBody = z.output<typeof verifyEmailSchema>;

export const verifyEmail = (body: VerifyEmailBody) =>
  api.post(apiPaths.verifyEmail, body, { schema: messageSchema, anonymous: true });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
