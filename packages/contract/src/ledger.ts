import { z } from 'zod';
import { reasonText } from './fields.ts';
import { isoDaySchema } from './history.ts';
import { dollarsToCents, MAX_CENTS } from './money.ts';

/**
 * The double-entry ledger as the admin console sees it: the trial balance, bank reconciliations,
 * the funding of offerings' payouts and the returns it could not yet cover.
 */

/** Every account type, in the order the trial balance lists them, with what the console calls it. */
export const LEDGER_ACCOUNT_LABELS = {
  cash: "Customers' cash",
  withdrawals: 'Withdrawals on their way out',
  principal: 'Invested principal',
  payout_funding: 'Payout funding',
  fee_revenue: 'Fee revenue',
  adjustments: 'Adjustments (platform equity)',
  write_offs: 'Written off',
  bank: 'Bank',
} as const;
export type LedgerAccountType = keyof typeof LEDGER_ACCOUNT_LABELS;

export const LEDGER_MSG = {
  amountRequired: 'Enter an amount in dollars.',
  amountPositive: 'The amount must be more than $0.',
  amountTooLarge: 'That amount is too large.',
  amountDecimals: 'Use at most two decimals.',
  reasonRequired: 'Say why the offering is funded.',
  balanceRequired: "Enter the bank's closing balance in dollars.",
  funded: 'Payout funding booked.',
  fundingWaiting:
    "The offering's fundings of the last 24 hours would pass the approval limit: it waits for a second admin to approve it.",
  fundingApproved: 'Funding approved and booked.',
  fundingRejected: 'Funding rejected: nothing was booked.',
  fundingNotFound: 'This funding was not found.',
  fundingDecided: 'This funding has already been decided. The list has been refreshed.',
  fundingOwnRequest: 'The admin who asked for a funding cannot decide it: another admin must.',
  reconciled: 'Reconciliation recorded.',
  fetchFailed: 'Failed to fetch the books',
} as const;

const dollars = (required: string, allowZeroOrLess: boolean) =>
  z
    .number({ error: required })
    .refine((n) => allowZeroOrLess || n > 0, { message: LEDGER_MSG.amountPositive, abort: true })
    .refine((n) => Math.abs(n) * 100 <= MAX_CENTS, { message: LEDGER_MSG.amountTooLarge, abort: true })
    .refine((n) => dollarsToCents(Math.abs(n)) !== null, { message: LEDGER_MSG.amountDecimals })
    .transform((n) => Math.sign(n) * (dollarsToCents(Math.abs(n)) as number));

/** POST /auth/admin/investments/:id/funding: dollars in, integer cents out. */
export const fundingSchema = z.object({
  amount: dollars(LEDGER_MSG.amountRequired, false),
  reason: reasonText(LEDGER_MSG.reasonRequired),
});
export type FundingInput = z.input<typeof fundingSchema>;

export const FUNDING_STATUSES = ['pending', 'approved', 'rejected'] as const;
const person = z.object({ _id: z.string(), name: z.string() });
export const fundingRecordSchema = z.object({
  _id: z.string(),
  investmentId: z.string(),
  investmentName: z.string(),
  /** Dollars. */
  amount: z.number(),
  reason: z.string(),
  status: z.enum(FUNDING_STATUSES),
  requestedBy: person,
  createdAt: z.string(),
});
export type FundingRecord = z.infer<typeof fundingRecordSchema>;
/** 200: booked; `balance` is the offering's payout funding after it (dollars). */
export const fundingBookedSchema = z.object({ message: z.string(), balance: z.number() });
/** 202: past the approval limit, it waits for a second admin. */
export const fundingWaitingSchema = z.object({ message: z.string(), data: fundingRecordSchema });

/** PATCH /auth/admin/fundings/:id */
export const fundingDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected'], { error: 'Choose approved or rejected.' }),
});
export const fundingDecidedSchema = z.object({ message: z.string(), data: fundingRecordSchema });

/** GET /auth/admin/reports/trial-balance: credit balances positive, debit balances (the bank) negative. */
export const trialBalanceSchema = z.object({
  data: z.array(
    z.object({
      account: z.enum(Object.keys(LEDGER_ACCOUNT_LABELS) as [LedgerAccountType]),
      balance: z.number(),
    }),
  ),
  total: z.number(),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

/** POST /auth/admin/reconciliations */
export const reconciliationInputSchema = z.object({
  date: isoDaySchema,
  bankBalance: dollars(LEDGER_MSG.balanceRequired, true),
});
export type ReconciliationInput = z.input<typeof reconciliationInputSchema>;
export const reconciliationSchema = z.object({
  date: z.string(),
  /** Dollars: what the bank says it held at the day's close (UTC). */
  bankBalance: z.number(),
  /** Dollars: what the ledger's bank account says it held then. */
  ledgerBalance: z.number(),
  /** bankBalance − ledgerBalance: 0 when the books agree with the bank. */
  difference: z.number(),
  by: person,
  createdAt: z.string(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
export const reconciliationAnswerSchema = z.object({ data: reconciliationSchema });
export const reconciliationListSchema = z.object({ data: z.array(reconciliationSchema) });

/** GET /auth/admin/payout-shortfalls: matured holdings whose return waits for funding. */
export const payoutShortfallSchema = z.object({
  holdingId: z.string(),
  userId: z.string(),
  investmentName: z.string(),
  /** Dollars: the return owed. */
  due: z.number(),
  /** Dollars: what the offering's payout funding lacks to pay it (returns are paid oldest first). */
  shortfall: z.number(),
});
export type PayoutShortfall = z.infer<typeof payoutShortfallSchema>;
export const payoutShortfallListSchema = z.object({ data: z.array(payoutShortfallSchema) });
