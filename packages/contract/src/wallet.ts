import { z } from 'zod';
import {
  checkAccountNumber,
  hasValidBitcoinChecksum,
  INVALID_BITCOIN_ADDRESS,
} from './bank-account-number.ts';
import { type BankCodeField, bankCodeRuleFor, checkBankCode } from './bank-codes.ts';
import { accountNumberRuleFor, BITCOIN, isSelectableBank } from './banks.ts';
import {
  dollarAmount,
  HIDDEN_CHARACTERS_MSG,
  hasALetter,
  idSchema,
  NAME_NEEDS_A_LETTER_MSG,
  noHiddenCharacters,
  reasonText,
} from './fields.ts';
import { MSG } from './messages.ts';
import { REFERENCE_MSG, referenceCode } from './references.ts';
import {
  MAX_REQUEST_CENTS,
  MIN_REQUEST_CENTS,
  PAYMENT_METHODS,
  REQUEST_STATUSES,
  WALLET_MSG,
  WALLET_SOURCE,
} from './wallet-rules.ts';

export * from './wallet-responses.ts';
export * from './wallet-rules.ts';

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
export const walletAmountSchema = walletAmountAtLeastMin.refine(atMostMax, WALLET_MSG.amountTooLarge).meta({
  minimum: MIN_REQUEST_CENTS / 100,
  maximum: MAX_REQUEST_CENTS / 100,
  description: 'Dollars, at most 2 decimals',
});

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

/** Why a request is rejected: the customer reads it on the request and in the mail. */
export const rejectionReasonSchema = reasonText(WALLET_MSG.rejectionReasonRequired);

/** PATCH a request: the console always sends a reason with a rejection; the API keeps it optional. */
export const decisionSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected.' }),
    reason: rejectionReasonSchema.optional(),
  })
  .refine((d) => d.reason === undefined || d.status === 'rejected', {
    path: ['reason'],
    message: WALLET_MSG.reasonOnlyOnRejection,
  });
export type DecisionInput = z.input<typeof decisionSchema>;

/** The console's Reject dialog: the reason is required there. */
export const rejectionFormSchema = z.object({ reason: rejectionReasonSchema });

/** `q` of the admin lists: a short reference as typed, out as its characters (VI-7KD3QX → 7KD3QX). */
const referenceQuery = z
  .string()
  .trim()
  .max(40, REFERENCE_MSG.searchInvalid)
  .transform((typed, ctx) => {
    if (typed === '') return undefined;
    const code = referenceCode(typed);
    if (code === null) ctx.addIssue({ code: 'custom', message: REFERENCE_MSG.searchInvalid });
    return code ?? undefined;
  });

export const requestListQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  q: referenceQuery.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

const bankCodeText = (field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .max(20, `${field} is too long.`)
    .optional();

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
      .max(100, 'Account holder name is too long.')
      .refine(noHiddenCharacters, HIDDEN_CHARACTERS_MSG)
      .refine(hasALetter, NAME_NEEDS_A_LETTER_MSG),
    country: z
      .string({ error: WALLET_MSG.countryInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, WALLET_MSG.countryInvalid),
    sortCode: bankCodeText('Sort code'),
    routingNumber: bankCodeText('Routing number'),
  })
  .superRefine((b, ctx) => {
    if (!isSelectableBank(b.country, b.bankName)) {
      ctx.addIssue({ code: 'custom', path: ['bankName'], message: MSG.selectValidBank });
      return;
    }
    const bitcoin = b.bankName === BITCOIN;
    const check = checkAccountNumber(b.accountNumber, { bitcoin, rule: accountNumberRuleFor(b.country) });
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: check.message });
    const codeRule = bankCodeRuleFor(b.country, bitcoin);
    if (!codeRule) return;
    const code = checkBankCode(codeRule, b[codeRule.field]);
    if (!code.ok) ctx.addIssue({ code: 'custom', path: [code.field], message: code.message });
  })
  .transform(({ sortCode, routingNumber, ...b }) => {
    const bitcoin = b.bankName === BITCOIN;
    const check = checkAccountNumber(b.accountNumber, { bitcoin, rule: accountNumberRuleFor(b.country) });
    const out = { ...b, accountNumber: check.ok ? check.value : b.accountNumber };
    // Only the code the country uses is kept (as digits): a form that switched country may still
    // send the other one.
    const codes: Partial<Record<BankCodeField, string>> = {};
    const codeRule = bankCodeRuleFor(b.country, bitcoin);
    const code = codeRule && checkBankCode(codeRule, { sortCode, routingNumber }[codeRule.field]);
    if (codeRule && code?.ok) codes[codeRule.field] = code.value;
    return { ...out, ...codes };
  });
export type AddBankInput = z.input<typeof addBankSchema>;
/** An account as linked: the account number normalized, only the code its country uses, as digits. */
export type AddBankFields = z.output<typeof addBankSchema>;

/**
 * The field errors addBankSchema leaves to an asynchronous step: a Bitcoin address's checksum (a
 * double SHA-256, asynchronous in Web Crypto, while request bodies are validated synchronously). The
 * server runs it before linking an account; the form through addBankFormSchema. Null when it passes.
 */
export async function addBankChecksumErrors(
  b: z.output<typeof addBankSchema>,
): Promise<Record<string, string> | null> {
  if (b.bankName !== BITCOIN || (await hasValidBitcoinChecksum(b.accountNumber))) return null;
  return { accountNumber: INVALID_BITCOIN_ADDRESS };
}

/** The Add Payment Method form: addBankSchema, then the checksum (validated with parseAsync). */
export const addBankFormSchema = addBankSchema.superRefine(async (b, ctx) => {
  const errors = await addBankChecksumErrors(b);
  for (const [field, message] of Object.entries(errors ?? {})) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});

/** The Deposit Money form (docs/product.md §5): an account chosen (not 'Select Account') and an amount. */
export const depositFormSchema = z.object({
  bankAccountId: z.string().min(1, MSG.selectValidAccount),
  amount: amountInputSchema,
});

/** The Withdraw Money form (docs/product.md §5): source, destination bank, amount ≤ the balance (in cents). */
export const withdrawFormSchema = (balanceCents: number) =>
  z.object({
    source: z.string().refine((v) => v === WALLET_SOURCE, MSG.selectValidAccount),
    bankAccountId: z.string().min(1, MSG.selectBank),
    // More than the balance says so first (docs/product.md §5), before the per-request maximum.
    amount: amountText.pipe(
      walletAmountAtLeastMin
        .refine((cents) => cents <= balanceCents, { message: MSG.insufficientBalance, abort: true })
        .refine(atMostMax, WALLET_MSG.amountTooLarge),
    ),
  });
