import { type AdminStats, adminStatsSchema } from '@app/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export const getAdminStats = (signal?: AbortSignal): Promise<AdminStats> =>
  api.get(adminApiPaths.stats, { schema: adminStatsSchema, signal });

export const useAdminStats = () =>
  useQuery({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });
