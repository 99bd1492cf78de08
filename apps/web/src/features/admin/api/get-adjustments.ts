import { type AdjustmentList, type AdjustmentStatus, adjustmentListSchema } from '@app/contract/adjustments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

export const getAdjustments = (status?: AdjustmentStatus, signal?: AbortSignal): Promise<AdjustmentList> =>
  api.get(adminApiPaths.adjustments(status), { schema: adjustmentListSchema, signal });

export const useAdjustments = (status?: AdjustmentStatus) =>
  useQuery({
    queryKey: adminKeys.adjustmentsList(status),
    queryFn: ({ signal }) => getAdjustments(status, signal),
  });
