import { cancellationsReportSchema } from '@app/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Purchases cancelled in their reflection period, per offering (investor protection). */
export const useCancellationsReport = () =>
  useQuery({
    queryKey: ['admin', 'reports', 'cancellations'] as const,
    queryFn: ({ signal }) =>
      api.get('/auth/admin/reports/cancellations', { schema: cancellationsReportSchema, signal }),
  });
