import {
  type PayoutShortfall,
  payoutShortfallListSchema,
  type Reconciliation,
  reconciliationListSchema,
  type TrialBalance,
  trialBalanceSchema,
} from '@app/contract/ledger';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

/** Every account type's balance: credits positive, the bank negative; the total is zero. */
export const useTrialBalance = () =>
  useQuery({
    queryKey: adminKeys.trialBalance(),
    queryFn: ({ signal }): Promise<TrialBalance> =>
      api.get(adminApiPaths.trialBalance, { schema: trialBalanceSchema, signal }),
  });

/** Past bank reconciliations, newest first. */
export const useReconciliations = () =>
  useQuery({
    queryKey: adminKeys.reconciliations(),
    queryFn: async ({ signal }): Promise<Reconciliation[]> =>
      (await api.get(adminApiPaths.reconciliations, { schema: reconciliationListSchema, signal })).data,
  });

/** Matured holdings whose return waits for its offering's payout funding, oldest first. */
export const usePayoutShortfalls = () =>
  useQuery({
    queryKey: adminKeys.payoutShortfalls(),
    queryFn: async ({ signal }): Promise<PayoutShortfall[]> =>
      (await api.get(adminApiPaths.payoutShortfalls, { schema: payoutShortfallListSchema, signal })).data,
  });
