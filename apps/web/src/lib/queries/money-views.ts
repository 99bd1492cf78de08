import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../current-user';
import { investmentsQueryKeys } from './investments-paths';
import { walletQueryKeys } from './wallet-paths';

/**
 * Every view the customer's ledger feeds: the balance, the requests, the holdings and offerings, the
 * portfolio and returns, the history and the statements. After money moves, all of them are read
 * again, so no screen shows a figure from before the move beside one from after it.
 */
const MONEY_VIEWS = [
  currentUserQueryKey,
  walletQueryKeys.all,
  investmentsQueryKeys.all,
  ['portfolio'],
  ['transactions'],
  ['statements'],
  ['tax-statements'],
] as const;

export async function refreshMoneyViews(queryClient: QueryClient) {
  await Promise.all(MONEY_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
