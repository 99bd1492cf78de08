import type { AddBankInput } from '@app/contract/wallet';
import { bankAccountsResponseSchema } from '@app/contract/wallet-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/current-user';
import { walletApiPaths } from '../../../lib/queries/wallet-paths';

export const addBank = (input: AddBankInput) =>
  api.post(walletApiPaths.addBank, input, { schema: bankAccountsResponseSchema });

export const removeBank = (id: string) =>
  api.delete(walletApiPaths.bankAccount(id), { schema: bankAccountsResponseSchema });

/** Both refresh the signed-in user (its bankAccounts) without a page reload. */
export function useAddBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

export function useRemoveBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
