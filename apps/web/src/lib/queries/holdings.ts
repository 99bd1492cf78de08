import { type HoldingsResponse, holdingsResponseSchema } from '@app/contract/investments-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { investmentsApiPaths, investmentsQueryKeys } from './investments-paths';

/** GET /auth/user-investments/:userId: holdings with expected return, maturity and the sums. */
export const getHoldings = (userId: string, signal?: AbortSignal): Promise<HoldingsResponse> =>
  api.get(investmentsApiPaths.userInvestments(userId), { schema: holdingsResponseSchema, signal });

export const holdingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: investmentsQueryKeys.holdings(userId),
    queryFn: ({ signal }) => getHoldings(userId, signal),
  });

export const useHoldings = (userId: string | undefined) =>
  useQuery({ ...holdingsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
