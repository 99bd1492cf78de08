import { ADMIN_PAGE_SIZE, type PagedUsers, pagedUsersSchema } from '@app/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export const getAdminUsers = (q: { page: number; q?: string }, signal?: AbortSignal): Promise<PagedUsers> =>
  api.get(adminApiPaths.users({ page: q.page, pageSize: ADMIN_PAGE_SIZE, q: q.q }), {
    schema: pagedUsersSchema,
    signal,
  });

/** One server-side page; the previous page stays on screen while the next one loads. */
export const useAdminUsers = (q: { page: number; q?: string }) =>
  useQuery({
    queryKey: adminKeys.usersPage(q),
    queryFn: ({ signal }) => getAdminUsers(q, signal),
    placeholderData: keepPreviousData,
  });
