import { type AdminOffering, adminOfferingListSchema } from '@app/contract/investments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

/** Every offering, archived ones included (the admin list). */
export const getAdminOfferings = async (signal?: AbortSignal): Promise<AdminOffering[]> =>
  (await api.get(adminApiPaths.offerings, { schema: adminOfferingListSchema, signal })).data;

export const useAdminOfferings = () =>
  useQuery({ queryKey: adminKeys.offerings(), queryFn: ({ signal }) => getAdminOfferings(signal) });
