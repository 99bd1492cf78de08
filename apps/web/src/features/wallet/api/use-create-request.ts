import { centsToDollars } from '@app/contract/money';
import {
  IDEMPOTENCY_HEADER,
  walletRequestResponseSchema,
  withdrawResponseSchema,
} from '@app/contract/wallet';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { walletApiPaths } from '../../../lib/queries/wallet-paths';

export interface CreateRequestInput {
  /** Integer cents (from the contract's amount schema); sent as dollars. */
  amountCents: number;
  bankAccountId: string;
  /** One key per opened form: a retried or double-clicked submit moves the money once. */
  idempotencyKey: string;
}

const headers = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

export const createDeposit = (input: CreateRequestInput) =>
  api.post(
    walletApiPaths.depositRequests,
    { amount: centsToDollars(input.amountCents), bankAccountId: input.bankAccountId },
    { schema: walletRequestResponseSchema, headers: headers(input.idempotencyKey) },
  );

export const createWithdrawal = (input: CreateRequestInput) =>
  api.post(
    walletApiPaths.withdrawRequests,
    { amount: centsToDollars(input.amountCents), bankAccountId: input.bankAccountId },
    { schema: withdrawResponseSchema, headers: headers(input.idempotencyKey) },
  );

export const useCreateDeposit = () => useMutation({ mutationFn: createDeposit });
export const useCreateWithdrawal = () => useMutation({ mutationFn: createWithdrawal });
