import {
  type Strategy,
  strategyListSchema,
  strategyPreviewSchema,
  strategyReportSchema,
  strategyResponseSchema,
} from '@app/contract/auto-invest';
import { messageSchema } from '@app/contract/errors';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshMoneyViews } from '../../../lib/queries/money-views';

/** The auto-invest endpoints (ADR 051) and their query keys: one root key, so a write refreshes all. */
export const autoInvestApiPaths = {
  list: '/auth/auto-invest',
  one: (id: string) => `/auth/auto-invest/${encodeURIComponent(id)}`,
  preview: (id: string) => `/auth/auto-invest/${encodeURIComponent(id)}/preview`,
  report: (id: string) => `/auth/auto-invest/${encodeURIComponent(id)}/report`,
} as const;
const root = ['auto-invest'] as const;
export const autoInvestQueryKeys = {
  root,
  list: [...root, 'list'] as const,
  preview: (id: string) => [...root, 'preview', id] as const,
  report: (id: string) => [...root, 'report', id] as const,
};

/** The body the form sends: dollars and percent, as the API takes them. */
export interface StrategyBody {
  name: string;
  active: boolean;
  criteria: {
    categories?: string[];
    maxTermMonths?: number;
    minAnnualRate?: number;
    maxAnnualRate?: number;
    performingOnly?: boolean;
  };
  amountPerOffering: number;
  maxSharePerOffering: number;
  maxSharePerCategory?: number;
  budget: number;
  cashReserve: number;
  consent: boolean;
  kiisAcknowledged: boolean;
}

export const strategiesQueryOptions = () =>
  queryOptions({
    queryKey: autoInvestQueryKeys.list,
    queryFn: ({ signal }) => api.get(autoInvestApiPaths.list, { schema: strategyListSchema, signal }),
  });
export const useStrategies = () => useQuery({ ...strategiesQueryOptions(), select: (l) => l.data });

export const useStrategyPreview = (id: string) =>
  useQuery({
    queryKey: autoInvestQueryKeys.preview(id),
    queryFn: ({ signal }) =>
      api.get(autoInvestApiPaths.preview(id), { schema: strategyPreviewSchema, signal }),
  });

export const useStrategyReport = (id: string) =>
  useQuery({
    queryKey: autoInvestQueryKeys.report(id),
    queryFn: ({ signal }) => api.get(autoInvestApiPaths.report(id), { schema: strategyReportSchema, signal }),
    select: (r) => r.data,
  });

/** A strategy saved, changed or deleted: its views, and (it may buy soon) every view of money. */
function useStrategyWrite<V, R>(send: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: autoInvestQueryKeys.root });
      await refreshMoneyViews(queryClient);
    },
  });
}

export const useCreateStrategy = () =>
  useStrategyWrite((body: StrategyBody) =>
    api.post(autoInvestApiPaths.list, body, { schema: strategyResponseSchema }),
  );

export const useUpdateStrategy = () =>
  useStrategyWrite(({ id, ...body }: Partial<StrategyBody> & { id: string }) =>
    api.patch(autoInvestApiPaths.one(id), body, { schema: strategyResponseSchema }),
  );

export const useDeleteStrategy = () =>
  useStrategyWrite((s: Pick<Strategy, '_id'>) =>
    api.delete(autoInvestApiPaths.one(s._id), { schema: messageSchema }),
  );
