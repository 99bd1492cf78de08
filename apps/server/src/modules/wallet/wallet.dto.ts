import { centsToDollars, type WalletRequest } from '@app/contract';
import { toBankAccountDto } from '../../shared/user.dto.ts';
import type { RequestView } from './wallet-requests.repository.ts';

/** The one mapping from a request row (with its customer and account) to API.md's Request. */
export function toRequestDto(view: RequestView): WalletRequest {
  const { request, user, bank } = view;
  return {
    _id: request.id,
    userId: { _id: user.id, name: user.name, email: user.email },
    amount: centsToDollars(request.amountCents),
    status: request.status,
    method: request.method,
    ...(bank ? { bankAccount: toBankAccountDto(bank) } : {}),
    createdAt: request.createdAt.toISOString(),
    ...(request.decidedAt ? { decidedAt: request.decidedAt.toISOString() } : {}),
  };
}
