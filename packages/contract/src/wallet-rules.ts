import { BITCOIN } from './banks.ts';
import { MSG } from './messages.ts';
import type { PayTo } from './wallet-responses.ts';

/**
 * Wallet rules of docs/architecture.md ("Rules the product decides", "The ledger"). The wallet currency is USD; all limits are integer cents. Free of
 * zod: screens that only show requests load no schema library for them (the schemas are wallet.ts).
 */
export const WALLET_CURRENCY = 'USD';
export const MIN_REQUEST_CENTS = 100_00;
export const MAX_REQUEST_CENTS = 50_000_00;
export const DAILY_WITHDRAWAL_LIMIT_CENTS = 10_000_00;
export const DAILY_WITHDRAWAL_WINDOW_HOURS = 24;
export const MAX_PAYMENT_METHODS = 10;
/** Deposit requests waiting for an admin at once, per customer: each one is reviewed by hand. */
export const MAX_PENDING_DEPOSITS = 5;

export const WALLET_MSG = {
  amountRequired: 'Amount is required.',
  amountDecimals: 'Enter an amount in dollars with at most 2 decimals.',
  amountTooSmall: MSG.amountTooSmall,
  amountTooLarge: 'Amount must not be more than $50,000 per request.',
  dailyWithdrawalLimit: 'Withdrawals are limited to $10,000 in any 24 hours.',
  insufficientBalance: MSG.insufficientBalance,
  selectValidBank: MSG.selectValidBank,
  selectValidAccount: MSG.selectValidAccount,
  selectBank: MSG.selectBank,
  accountNumberRequired: 'Account number is required.',
  holderRequired: 'Account holder name is required.',
  countryInvalid: 'Choose a valid country.',
  duplicateAccount: 'This account is already linked.',
  tooManyAccounts: `You can link at most ${MAX_PAYMENT_METHODS} payment methods.`,
  bankAdded: 'Payment method added.',
  bankRemoved: 'Payment method removed.',
  depositSubmitted: 'Deposit request submitted.',
  payToHowTo:
    'Send the amount by bank transfer to the account below, with the reference on the transfer: it tells us the money is yours. Your balance is credited once it arrives and the deposit is approved.',
  tooManyPendingDeposits: `You already have ${MAX_PENDING_DEPOSITS} deposit requests waiting for review. You can request another once one of them is approved or rejected.`,
  withdrawalSubmitted: 'Withdrawal request submitted.',
  /** Money leaves only to a customer whose identity is approved (ADR 046). */
  withdrawNotVerified:
    'Verify your identity before withdrawing: upload your ID document in Settings. We can only send money to a customer we have verified.',
  /** The holder of a payout account is the customer (ADR 046): the name on the account is the customer's own. */
  holderNotYou:
    'The account holder name must be your own name as on your profile. We only pay out to accounts in your name.',
  holderNoLongerYou:
    'The holder name of this account does not match your verified name. Add an account in your own name to withdraw.',
  /** A payout account newly added waits PAYOUT_ACCOUNT_HOLD_HOURS before it can receive money (ADR 046). */
  payoutAccountOnHold:
    'This payout account was added recently. For your safety it can receive a withdrawal once its hold ends.',
  alreadyDecided: 'This request has already been decided.',
  requestApproved: 'Request approved.',
  depositFirstApproval:
    "Approved once. This deposit takes the customer's approved deposits of the last 24 hours past the approval limit: a second admin must approve it before it is booked.",
  sameApprover: 'You gave the first approval: another admin must give the second.',
  requestRejected: 'Request rejected.',
  rejectionReasonRequired: 'Give the reason for the rejection: the customer reads it.',
  reasonOnlyOnRejection: 'A reason goes with a rejection only.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1–255 visible characters.',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  depositsFetchFailed: 'Failed to fetch deposit requests',
  withdrawalsFetchFailed: 'Failed to fetch withdrawal requests',
} as const;

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const PAYMENT_METHODS = ['Bank Transfer', BITCOIN] as const;
export const DEFAULT_PAYMENT_METHOD = 'Bank Transfer';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The Withdraw form's notice for an account in its payout hold (ADR 046); `until` as the reader reads time. */
export const payoutHoldNotice = (until: string) =>
  `This payout account was added recently. For your safety it can receive money from ${until}.`;

/** 'Bitcoin' for a Bitcoin account, else the default 'Bank Transfer'. */
export const methodForBank = (bankName: string | undefined) =>
  bankName === BITCOIN ? BITCOIN : DEFAULT_PAYMENT_METHOD;

export const WALLET_SOURCE = 'wallet';

/** The lines of a deposit's payment instructions, in reading order: the screens and the mail show these. */
const PAY_TO_LABELS: Record<keyof PayTo, string> = {
  bankName: 'Bank',
  accountName: 'Account name',
  accountNumber: 'Account number',
  iban: 'IBAN',
  sortCode: 'Sort code',
  routingNumber: 'Routing number',
  reference: 'Reference',
};

export function payToLines(payTo: PayTo): { field: keyof PayTo; label: string; value: string }[] {
  return (Object.keys(PAY_TO_LABELS) as (keyof PayTo)[]).flatMap((field) => {
    const value = payTo[field];
    return value ? [{ field, label: PAY_TO_LABELS[field], value }] : [];
  });
}
