import { type Offering, type OfferingList, offeringListSchema } from '@app/contract/investments-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { investmentsApiPaths, investmentsQueryKeys } from '../../../lib/queries/investments-paths';

/** GET /auth/investments: the offerings on sale (archived ones are left out by the server). */
export const getOfferingList = (signal?: AbortSignal): Promise<OfferingList> =>
  api.get(investmentsApiPaths.offerings, { schema: offeringListSchema, signal });

export const offeringsQueryOptions = () =>
  queryOptions({
    queryKey: investmentsQueryKeys.offerings,
    queryFn: ({ signal }) => getOfferingList(signal),
  });

const selectOfferings = (list: OfferingList): Offering[] => list.data;
const selectFeeBps = (list: OfferingList): number => list.platformFeeBps;

export const useOfferings = () => useQuery({ ...offeringsQueryOptions(), select: selectOfferings });

/** The free plan's platform fee on each purchase (basis points), from the same answer as the offerings. */
export const useFreePlanFeeBps = () => useQuery({ ...offeringsQueryOptions(), select: selectFeeBps });
