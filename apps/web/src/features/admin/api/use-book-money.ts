import {
  type FundingInput,
  fundingBookedSchema,
  fundingWaitingSchema,
  type ReconciliationInput,
  reconciliationAnswerSchema,
} from '@app/contract/ledger';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

/** 200 (booked) or 202 (waits for a second admin): both carry the message the toast shows. */
const fundingAnswerSchema = z.union([fundingBookedSchema, fundingWaitingSchema]);

/**
 * After money moves between the bank and a payout funding: the books, approvals and the log; and,
 * since a funding pays the delayed returns it covers, the summary cards, users and customer pages.
 */
function refreshBooks(queryClient: QueryClient) {
  for (const queryKey of [
    adminKeys.books(),
    adminKeys.approvals(),
    adminKeys.audit(),
    adminKeys.stats(),
    adminKeys.users(),
    adminKeys.customer(),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/** POST the funding of an offering's payouts (dollars; the API client steps up when asked). */
export function useFundOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offeringId, ...body }: FundingInput & { offeringId: string }) =>
      api.post(adminApiPaths.fundOffering(offeringId), body, { schema: fundingAnswerSchema }),
    onSettled: () => refreshBooks(queryClient),
  });
}

/** POST the bank's closing balance for a day; the list of reconciliations refreshes after. */
export function useRecordReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReconciliationInput) =>
      api.post(adminApiPaths.reconciliations, body, { schema: reconciliationAnswerSchema }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reconciliations() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
