import { type WalletRequest, walletRequestListSchema } from '@app/contract/wallet-responses';
import { queryOptions, type UseQueryResult, useQueries } from '@tanstack/react-query';
import { api } from '../api';
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

const NONE: WalletRequest[] = [];

export interface WalletHistory {
  /** True until both lists have an answer (or an error). */
  loading: boolean;
  deposits: WalletRequest[];
  withdrawals: WalletRequest[];
  depositsError: Error | null;
  withdrawalsError: Error | null;
}

const LOADING: WalletHistory = {
  loading: true,
  deposits: NONE,
  withdrawals: NONE,
  depositsError: null,
  withdrawalsError: null,
};

/** Both lists at once: stays LOADING (the same object) until neither is pending. */
export function combineHistory([d, w]: [UseQueryResult<WalletRequest[]>, UseQueryResult<WalletRequest[]>]) {
  if (d.isPending || w.isPending) return LOADING;
  return {
    loading: false,
    deposits: d.data ?? NONE,
    withdrawals: w.data ?? NONE,
    depositsError: d.isError ? d.error : null,
    withdrawalsError: w.isError ? w.error : null,
  } satisfies WalletHistory;
}

/**
 * A customer's deposits and withdrawals for the Transactions screen. The screen shows its skeletons
 * until both have arrived, so it is rendered once when they have, not once per answer: the answer
 * that comes first changes nothing on screen, and `combine` keeps the same object for it (TanStack
 * Query re-renders only when the combined value changes). On a phone that is one long task fewer.
 */
export const useWalletHistory = (userId: string | null | undefined): WalletHistory =>
  useQueries({
    queries: [
      walletRequestsQueryOptions('deposit', userId),
      walletRequestsQueryOptions('withdrawal', userId),
    ],
    combine: combineHistory,
  });
