import { type Offering, offeringListSchema } from '@app/contract/investments-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { investmentsApiPaths, investmentsQueryKeys } from './investments-paths';

/** GET /auth/investments: the offerings on sale (archived ones are left out by the server). */
export const getOfferings = async (signal?: AbortSignal): Promise<Offering[]> =>
  (await api.get(investmentsApiPaths.offerings, { schema: offeringListSchema, signal })).data;

export const offeringsQueryOptions = () =>
  queryOptions({
    queryKey: investmentsQueryKeys.offerings,
    queryFn: ({ signal }) => getOfferings(signal),
  });

export const useOfferings = () => useQuery(offeringsQueryOptions());
