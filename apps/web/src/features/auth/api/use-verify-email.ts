import type { verifyEmailSchema } from '@app/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { errorSchemas } from './auth-schemas';

export type VerifyEmailBody = z.output<typeof verifyEmailSchema>;

export const verifyEmail = (body: VerifyEmailBody) =>
  api.post(apiPaths.verifyEmail, body, {
    schema: () => errorSchemas().then((m) => m.messageSchema),
    anonymous: true,
  });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
