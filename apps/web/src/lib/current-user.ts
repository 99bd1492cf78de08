/** GET /auth/me: the signed-in user, shared by the layout and every signed-in screen. */
import { type User, userSchema } from '@app/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { api } from './api';

export const currentUserQueryKey = ['auth', 'me'] as const;

export const getCurrentUser = (signal?: AbortSignal): Promise<User> =>
  api.get(apiPaths.me, { schema: userSchema, signal });

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
