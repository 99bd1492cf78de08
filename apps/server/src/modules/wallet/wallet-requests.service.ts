import {
  centsToDollars,
  DAILY_WITHDRAWAL_LIMIT_CENTS,
  DAILY_WITHDRAWAL_WINDOW_HOURS,
  DEFAULT_PAYMENT_METHOD,
  ERROR_CODES,
  formatUsd,
  MAX_PENDING_DEPOSITS,
  methodForBank,
  sameHolderName,
  WALLET_MSG,
  type WalletRequest,
} from '@app/contract';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import {
  AppError,
  conflict,
  fieldError,
  forbidden,
  insufficientBalance,
  notFound,
} from '../../lib/app-error.ts';
import { runIdempotent } from '../../lib/idempotency.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { postJournal } from '../../shared/ledger.repository.ts';
import { lockCustomer } from '../../shared/users.repository.ts';
import { findActiveBankAccount, findLatestBankAccount } from './bank-accounts.repository.ts';
import { toRequestDto } from './wallet.dto.ts';
import { requestReceivedMail } from './wallet.mails.ts';
import {
  countPendingDeposits,
  insertRequest,
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

/** The audit entry and the "received" mail of a new request, in its own transaction. */
async function recordReceived(
  tx: Tx,
  deps: Deps,
  kind: RequestKind,
  data: WalletRequest,
  amountCents: number,
) {
  await recordAudit(tx, {
    actorId: data.userId._id,
    action: `${kind}_request.created`,
    targetType: 'wallet_request',
    targetId: data._id,
    details: { userId: data.userId._id, amountCents },
  });
  await deps.mailer.send(
    requestReceivedMail(data.userId.email, data.userId.name, {
      reference: data.reference,
      kind,
      amountCents,
      payTo: data.payTo,
    }),
    tx,
    {
      userId: data.userId._id,
      kind,
      text: `We received your ${kind} request ${data.reference} for ${formatUsd(centsToDollars(amountCents))}.`,
      link: '/transactions',
    },
  );
}

/**
 * A pending deposit request, one transaction (docs/decisions/041): lock the customer's
 * row, so two requests sent at once cannot both pass the pending-requests limit; check the named
 * account and the limit; write the request, the audit entry, the "received" mail and the
 * idempotency answer. Nothing is booked until an admin approves it.
 */
export async function createDeposit(deps: Deps, userId: string, input: DepositInput, key?: string) {
  return runIdempotent(deps.db, { userId, scope: 'deposit-request', key, request: input }, async (tx) => {
    const user = await lockCustomer(tx, userId);
    if (!user) throw notFound();
    const bank = input.bankAccountId
      ? await findActiveBankAccount(tx, { userId, id: input.bankAccountId })
      : null;
    if (input.bankAccountId && !bank) throw fieldError('bankAccountId', WALLET_MSG.selectValidAccount);
    if ((await countPendingDeposits(tx, userId)) >= MAX_PENDING_DEPOSITS) {
      throw conflict(WALLET_MSG.tooManyPendingDeposits, ERROR_CODES.TOO_MANY_PENDING_DEPOSITS);
    }
    const row = await insertRequest(tx, {
      userId,
      kind: 'deposit',
      amountCents: input.amount,
      method: bank ? methodForBank(bank.bankName) : (input.method ?? DEFAULT_PAYMENT_METHOD),
      bankAccountId: bank?.id ?? null,
    });
    const data = toRequestDto({ request: row, user, bank }, deps.config.platformBank);
    await recordReceived(tx, deps, 'deposit', data, input.amount);
    return { statusCode: 201, body: { message: WALLET_MSG.depositSubmitted, data } };
  });
}

/**
 * Money leaves only to the customer (ADR 046): to an account in their verified name, past its hold.
 * Read under the customer's lock, so a name change cannot slip between the check and the request.
 */
function assertPayoutAccountAllowed(
  customer: { name: string },
  bank: { accountHolderName: string; payoutAvailableAt: Date },
) {
  if (!sameHolderName(bank.accountHolderName, customer.name)) {
    throw fieldError('bankAccountId', WALLET_MSG.holderNoLongerYou);
  }
  if (bank.payoutAvailableAt.getTime() > Date.now()) {
    const availableAt = bank.payoutAvailableAt.toISOString();
    throw new AppError(409, WALLET_MSG.payoutAccountOnHold, ERROR_CODES.PAYOUT_ACCOUNT_ON_HOLD, undefined, {
      availableAt,
    });
  }
}

/**
 * A withdrawal request, one transaction (docs/decisions/041, 032, 046): lock the customer's row,
 * so parallel requests take turns and can never spend the same dollars; check who the money goes
 * to, the account, the balance and the rolling 24 h limit; write the request, move the amount from
 * cash to money on its way out, the audit entry, the "received" mail and the idempotency answer.
 */
export async function createWithdrawal(deps: Deps, userId: string, input: WithdrawInput, key?: string) {
  return runIdempotent(deps.db, { userId, scope: 'withdraw-request', key, request: input }, async (tx) => {
    const user = await lockCustomer(tx, userId);
    if (!user) throw notFound();
    const bank = input.bankAccountId
      ? await findActiveBankAccount(tx, { userId, id: input.bankAccountId })
      : await findLatestBankAccount(tx, userId);
    // Before the account: an unverified customer learns the one step that unblocks them.
    if (user.kycStatus !== 'approved') {
      throw forbidden(WALLET_MSG.withdrawNotVerified, ERROR_CODES.NOT_VERIFIED);
    }
    if (!bank) throw fieldError('bankAccountId', WALLET_MSG.selectBank);
    assertPayoutAccountAllowed(user, bank);
    if (input.amount > user.balanceCents) throw insufficientBalance('amount');
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
    // The amount leaves the cash balance for the customer's money on its way out until an admin decides.
    const posted = await postJournal(tx, {
      kind: 'withdrawal_request',
      referenceId: row.id,
      actorId: userId,
      postings: [
        { account: { type: 'cash', userId }, amountCents: -input.amount, kind: 'withdrawal_hold' },
        { account: { type: 'withdrawals', userId }, amountCents: input.amount, kind: 'withdrawal_hold' },
      ],
    });
    const balance = posted.cashAfterCents!;
    const data = toRequestDto({ request: row, user, bank }, deps.config.platformBank);
    await recordReceived(tx, deps, 'withdrawal', data, input.amount);
    return {
      statusCode: 201,
      body: { message: WALLET_MSG.withdrawalSubmitted, data, balance: centsToDollars(balance) },
    };
  });
}
