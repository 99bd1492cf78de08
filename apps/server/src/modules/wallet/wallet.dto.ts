import { centsToDollars, type WalletRequest } from '@app/contract';
import type { PlatformBank } from '../../platform-bank.ts';
import { toBankAccountDto } from '../../shared/user.dto.ts';
import type { RequestView } from './wallet-requests.repository.ts';

/**
 * The one mapping from a request row (with its customer and account) to the `Request` of docs/api.md. A pending
 * deposit carries `payTo`: the platform's bank and the reference to put on the transfer.
 */
export function toRequestDto(
  view: Omit<RequestView, 'firstApprover' | 'user'> & {
    user: { id: string; name: string; email: string };
    firstApprover?: RequestView['firstApprover'];
  },
  platformBank: PlatformBank,
): WalletRequest {
  const { request, user, bank, firstApprover } = view;
  return {
    _id: request.id,
    reference: request.reference,
    userId: { _id: user.id, name: user.name, email: user.email },
    amount: centsToDollars(request.amountCents),
    status: request.status,
    method: request.method,
    ...(bank ? { bankAccount: toBankAccountDto(bank) } : {}),
    createdAt: request.createdAt.toISOString(),
    ...(request.decidedAt ? { decidedAt: request.decidedAt.toISOString() } : {}),
    ...(request.reason ? { reason: request.reason } : {}),
    ...(request.kind === 'deposit' && request.status === 'pending'
      ? { payTo: { ...platformBank, reference: request.reference } }
      : {}),
    ...(request.status === 'pending' && request.firstApprovedAt
      ? {
          approvals: [
            {
              // An approver whose account was deleted keeps the approval, not the name.
              by: firstApprover
                ? { _id: firstApprover.id, name: firstApprover.name }
                : { _id: '', name: 'Deleted admin' },
              at: request.firstApprovedAt.toISOString(),
            },
          ],
        }
      : {}),
  };
}
