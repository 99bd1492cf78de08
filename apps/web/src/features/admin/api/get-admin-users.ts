import { ADMIN_PAGE_SIZE, type PagedUsers, pagedUsersSchema } from '@app/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

type UsersQuery = { page: number; q?: string; status?: 'closed' };

export const getAdminUsers = (q: UsersQuery, signal?: AbortSignal): Promise<PagedUsers> =>
  api.get(adminApiPaths.users({ page: q.page, pageSize: ADMIN_PAGE_SIZE, q: q.q, status: q.status }), {
    schema: pagedUsersSchema,
    signal,
  });

/** One server-side page; the previous page stays on screen while the next one loads. */
export const useAdminUsers = (q: UsersQuery) =>
  useQuery({
    queryKey: adminKeys.usersPage(q),
    queryFn: ({ signal }) => getAdminUsers(q, signal),
    placeholderData: keepPreviousData,
  });
