import { z } from 'zod';
import { checkAccountNumber } from './bank-account-number.ts';
import { accountNumberRuleFor, BITCOIN, isSelectableBank } from './banks.ts';
import { idSchema } from './fields.ts';
import { MSG } from './messages.ts';
import { dollarAmount } from './money.ts';
import { bankAccountSchema } from './user.ts';

/** Wallet rules of DESIGN.md §3–§4. The wallet currency is USD; all limits are integer cents. */
export const WALLET_CURRENCY = 'USD';
export const MIN_REQUEST_CENTS = 100_00;
export const MAX_REQUEST_CENTS = 50_000_00;
export const DAILY_WITHDRAWAL_LIMIT_CENTS = 10_000_00;
export const DAILY_WITHDRAWAL_WINDOW_HOURS = 24;
export const MAX_PAYMENT_METHODS = 10;

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
  withdrawalSubmitted: 'Withdrawal request submitted.',
  alreadyDecided: 'This request has already been decided.',
  ownRequest: 'An admin cannot decide their own request.',
  requestApproved: 'Request approved.',
  requestRejected: 'Request rejected.',
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

/** Dollars in (≤ 2 decimals), integer cents out, at least $100. */
const walletAmountAtLeastMin = dollarAmount(WALLET_MSG.amountDecimals).refine(
  (cents) => cents >= MIN_REQUEST_CENTS,
  {
    message: WALLET_MSG.amountTooSmall,
    abort: true,
  },
);
const atMostMax = (cents: number) => cents <= MAX_REQUEST_CENTS;

/** A deposit or withdrawal amount: dollars in (≤ 2 decimals), integer cents out, $100–$50,000. */
export const walletAmountSchema = walletAmountAtLeastMin.refine(atMostMax, WALLET_MSG.amountTooLarge);

/** An amount as typed in a form: plain digits with up to 2 decimals, as a number of dollars. */
const amountText = z
  .string()
  .trim()
  .min(1, { message: WALLET_MSG.amountRequired, abort: true })
  .regex(/^-?\d+(\.\d{1,2})?$/, WALLET_MSG.amountDecimals)
  .transform(Number);

/** The amount as typed in a form (text), then the same rule as the API. */
export const amountInputSchema = amountText.pipe(walletAmountSchema);

export const depositRequestSchema = z.object({
  amount: walletAmountSchema,
  bankAccountId: idSchema.optional(),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method.' }).optional(),
});
export type DepositRequestInput = z.input<typeof depositRequestSchema>;

export const withdrawRequestSchema = z.object({
  amount: walletAmountSchema,
  bankAccountId: idSchema.optional(),
});
export type WithdrawRequestInput = z.input<typeof withdrawRequestSchema>;

export const decisionSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected.' }),
});

export const requestListQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Deposit and withdrawal requests share one shape (API.md "Request"). */
export const walletRequestSchema = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  amount: z.number(),
  status: z.string(),
  method: z.string(),
  bankAccount: bankAccountSchema.optional(),
  createdAt: z.string(),
  decidedAt: z.string().optional(),
});
export type WalletRequest = z.infer<typeof walletRequestSchema>;

export const walletRequestListSchema = z.object({
  data: z.array(walletRequestSchema),
  message: z.string().optional(),
});
export const pagedWalletRequestListSchema = walletRequestListSchema.extend({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const walletRequestResponseSchema = z.object({ message: z.string(), data: walletRequestSchema });
export const withdrawResponseSchema = walletRequestResponseSchema.extend({ balance: z.number() });

export const addBankSchema = z
  .object({
    bankName: z.string({ error: MSG.selectValidBank }).trim(),
    accountNumber: z
      .string({ error: WALLET_MSG.accountNumberRequired })
      .trim()
      .min(1, WALLET_MSG.accountNumberRequired)
      .max(100, 'Account number is too long.'),
    accountHolderName: z
      .string({ error: WALLET_MSG.holderRequired })
      .trim()
      .min(1, WALLET_MSG.holderRequired)
      .max(100, 'Account holder name is too long.'),
    country: z
      .string({ error: WALLET_MSG.countryInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, WALLET_MSG.countryInvalid),
  })
  .superRefine((b, ctx) => {
    if (!isSelectableBank(b.country, b.bankName)) {
      ctx.addIssue({ code: 'custom', path: ['bankName'], message: MSG.selectValidBank });
      return;
    }
    const check = checkAccountNumber(b.accountNumber, {
      bitcoin: b.bankName === BITCOIN,
      rule: accountNumberRuleFor(b.country),
    });
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: check.message });
  })
  .transform((b) => {
    const check = checkAccountNumber(b.accountNumber, {
      bitcoin: b.bankName === BITCOIN,
      rule: accountNumberRuleFor(b.country),
    });
    return { ...b, accountNumber: check.ok ? check.value : b.accountNumber };
  });
export type AddBankInput = z.input<typeof addBankSchema>;

export const bankAccountsResponseSchema = z.object({
  message: z.string(),
  bankAccounts: z.array(bankAccountSchema),
});

/** 'Bitcoin' for a Bitcoin account, else the default 'Bank Transfer'. */
export const methodForBank = (bankName: string | undefined) =>
  bankName === BITCOIN ? BITCOIN : DEFAULT_PAYMENT_METHOD;

/** The Deposit Money form (spec §5): an account chosen (not 'Select Account') and an amount. */
export const depositFormSchema = z.object({
  bankAccountId: z.string().min(1, MSG.selectValidAccount),
  amount: amountInputSchema,
});

export const WALLET_SOURCE = 'wallet';

/** The Withdraw Money form (spec §5): source, destination bank, amount ≤ the balance (in cents). */
export const withdrawFormSchema = (balanceCents: number) =>
  z.object({
    source: z.string().refine((v) => v === WALLET_SOURCE, MSG.selectValidAccount),
    bankAccountId: z.string().min(1, MSG.selectBank),
    // More than the balance says so first (spec §5), before the per-request maximum.
    amount: amountText.pipe(
      walletAmountAtLeastMin
        .refine((cents) => cents <= balanceCents, { message: MSG.insufficientBalance, abort: true })
        .refine(atMostMax, WALLET_MSG.amountTooLarge),
    ),
  });
