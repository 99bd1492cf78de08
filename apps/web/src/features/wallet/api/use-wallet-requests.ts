import { walletRequestListSchema } from '@app/contract/wallet-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { walletApiPaths, walletQueryKeys } from './wallet-paths';

export type RequestKind = 'deposit' | 'withdrawal';

/** GET /auth/deposit-requests/:userId or /auth/withdraw-requests/:userId: newest first. */
export const walletRequestsQueryOptions = (kind: RequestKind, userId: string | null | undefined) =>
  queryOptions({
    queryKey:
      kind === 'deposit' ? walletQueryKeys.deposits(userId ?? '') : walletQueryKeys.withdrawals(userId ?? ''),
    queryFn: async ({ signal }) => {
      const path =
        kind === 'deposit' ? walletApiPaths.depositsOf(userId!) : walletApiPaths.withdrawalsOf(userId!);
      return (await api.get(path, { schema: walletRequestListSchema, signal })).data;
    },
    enabled: Boolean(userId),
  });

export const useWalletRequests = (kind: RequestKind, userId: string | null | undefined) =>
  useQuery(walletRequestsQueryOptions(kind, userId));
