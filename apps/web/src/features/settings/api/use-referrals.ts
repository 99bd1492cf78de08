import { type Referrals, referralsResponseSchema } from '@app/contract/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { settingsApiPaths, settingsQueryKeys } from './settings-paths';

/** GET /auth/referrals: the customer's code, share link, and how many joined and are verified. */
export const getReferrals = (signal?: AbortSignal): Promise<Referrals> =>
  api.get(settingsApiPaths.referrals, { schema: referralsResponseSchema, signal });

export const referralsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKeys.referrals, queryFn: ({ signal }) => getReferrals(signal) });

export const useReferrals = () => useQuery(referralsQueryOptions());
