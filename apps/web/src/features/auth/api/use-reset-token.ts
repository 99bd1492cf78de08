import { resetTokenParamsSchema } from '@app/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';

const resetTokenAnswerSchema = z.object({ email: z.string() });

/** A token that cannot be one of ours is refused here, without asking the server. */
export const isWellFormedResetToken = (token: string | undefined): token is string =>
  resetTokenParamsSchema.safeParse({ token }).success;

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) =>
      api.get(apiPaths.verifyResetToken(token), { schema: resetTokenAnswerSchema, signal, anonymous: true }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useResetToken = (token: string, enabled: boolean) =>
  useQuery({ ...resetTokenQueryOptions(token), enabled });
