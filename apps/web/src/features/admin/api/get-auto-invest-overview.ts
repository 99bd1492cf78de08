import { adminAutoInvestSchema } from '@app/contract/auto-invest';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Strategies, the money their budgets may still invest, and auto-purchases per offering (ADR 051). */
export const useAutoInvestOverview = () =>
  useQuery({
    queryKey: ['admin', 'reports', 'auto-invest'] as const,
    queryFn: ({ signal }) => api.get('/auth/admin/auto-invest', { schema: adminAutoInvestSchema, signal }),
    select: (r) => r.data,
  });
