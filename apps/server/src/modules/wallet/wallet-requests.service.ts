import { randomUUID } from 'node:crypto';
import {
  centsToDollars,
  DAILY_WITHDRAWAL_LIMIT_CENTS,
  DAILY_WITHDRAWAL_WINDOW_HOURS,
  DEFAULT_PAYMENT_METHOD,
  methodForBank,
  WALLET_MSG,
  type WalletRequest,
} from '@app/contract';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { keyRow, runIdempotent, runIdempotentStatement } from '../../lib/idempotency.ts';
import { applyBalanceChange } from '../../shared/ledger.repository.ts';
import { findActiveBankAccount, findLatestBankAccount } from './bank-accounts.repository.ts';
import { toRequestDto } from './wallet.dto.ts';
import { requestReceivedMail } from './wallet.mails.ts';
import {
  findDepositContext,
  insertDepositRequest,
  insertRequest,
  lockUser,
  type RequestKind,
  sumRecentWithdrawals,
} from './wallet-requests.repository.ts';

export interface DepositInput {
  amount: number; // cents (the contract schema converted the dollars)
  bankAccountId?: string;
  method?: string;
}
export interface WithdrawInput {
  amount: number; // cents
  bankAccountId?: string;
}

/** Queued in the request's own transaction: no mail for a request that did not commit, none on a replay. */
async function mailReceived(tx: Tx, deps: Deps, kind: RequestKind, data: WalletRequest, amountCents: number) {
  await deps.mailer.send(
    requestReceivedMail(data.userId.email, data.userId.name, { id: data._id, kind, amountCents }),
    tx,
  );
}

/**
 * A pending deposit request: nothing is booked until an admin approves it, so nothing needs locking.
 * One read (the customer, the account, the clock), then the request, its mail and its idempotency key
 * in one statement.
 */
export async function createDeposit(deps: Deps, userId: string, input: DepositInput, key?: string) {
  return runIdempotentStatement<{ message: string; data: WalletRequest }>(
    deps.db,
    { userId, scope: 'deposit-request', key, request: input },
    async (claim) => {
      const ctx = await findDepositContext(deps.db, { userId, bankAccountId: input.bankAccountId });
      if (!ctx) throw notFound();
      const { user, bank } = ctx;
      if (input.bankAccountId && !bank) throw fieldError('bankAccountId', WALLET_MSG.selectValidAccount);
      const request = {
        id: randomUUID(),
        userId,
        kind: 'deposit' as const,
        amountCents: input.amount,
        status: 'pending' as const,
        method: bank ? methodForBank(bank.bankName) : (input.method ?? DEFAULT_PAYMENT_METHOD),
        bankAccountId: bank?.id ?? null,
        createdAt: ctx.now,
        decidedAt: null,
        decidedBy: null,
      };
      const data = toRequestDto({ request, user, bank });
      const answer = { statusCode: 201, body: { message: WALLET_MSG.depositSubmitted, data } };
      const mailId = await insertDepositRequest(deps.db, {
        request,
        mail: requestReceivedMail(user.email, user.name, {
          id: request.id,
          kind: 'deposit',
          amountCents: input.amount,
        }),
        key: claim && keyRow(claim, answer),
      });
      if (mailId === null) return null;
      await deps.mailer.queued(mailId);
      return answer;
    },
  );
}

/**
 * A withdrawal request holds the amount at once (`withdrawal_hold`), in the transaction that creates
 * it, with the user's row locked: parallel requests queue and can never spend the same dollars.
 */
export async function createWithdrawal(deps: Deps, userId: string, input: WithdrawInput, key?: string) {
  const result = await runIdempotent(
    deps.db,
    { userId, scope: 'withdraw-request', key, request: input },
    async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw notFound();
      const bank = input.bankAccountId
        ? await findActiveBankAccount(tx, { userId, id: input.bankAccountId })
        : await findLatestBankAccount(tx, userId);
      if (!bank) throw fieldError('bankAccountId', WALLET_MSG.selectBank);
      if (input.amount > user.balanceCents) throw fieldError('amount', WALLET_MSG.insufficientBalance);
      const recent = await sumRecentWithdrawals(tx, userId, DAILY_WITHDRAWAL_WINDOW_HOURS);
      if (recent + input.amount > DAILY_WITHDRAWAL_LIMIT_CENTS) {
        throw fieldError('amount', WALLET_MSG.dailyWithdrawalLimit);
      }
      const row = await insertRequest(tx, {
        userId,
        kind: 'withdrawal',
        amountCents: input.amount,
        method: methodForBank(bank.bankName),
        bankAccountId: bank.id,
      });
      const balance = await applyBalanceChange(tx, {
        userId,
        amountCents: -input.amount,
        kind: 'withdrawal_hold',
        referenceId: row.id,
        actorId: userId,
      });
      if (balance === null) throw fieldError('amount', WALLET_MSG.insufficientBalance);
      const data = toRequestDto({ request: row, user, bank });
      await mailReceived(tx, deps, 'withdrawal', data, input.amount);
      return {
        statusCode: 201,
        body: { message: WALLET_MSG.withdrawalSubmitted, data, balance: centsToDollars(balance) },
      };
    },
  );
  return result;
}
