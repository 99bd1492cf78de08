import { z } from 'zod';
import { reasonText } from './fields.ts';
import { dollarsToCents, MAX_CENTS } from './money.ts';

/**
 * The life of a holding after its purchase (docs/decisions/034-holding-lifecycle.md): what happens to
 * it at maturity, how its offering is performing, and what a default ends in.
 */

/** What a holding does at maturity: pay everything out (the default) or buy the offering again. */
export const MATURITY_INSTRUCTIONS = ['payout', 'rollover_principal', 'rollover_all'] as const;
export type MaturityInstruction = (typeof MATURITY_INSTRUCTIONS)[number];

export const INSTRUCTION_LABELS: Record<MaturityInstruction, string> = {
  payout: 'Pay everything into my wallet',
  rollover_principal: 'Reinvest the amount invested, pay the return into my wallet',
  rollover_all: 'Reinvest the amount invested and the return',
};

/** The instruction can change until this many days before maturity. */
export const INSTRUCTION_DEADLINE_DAYS = 2;
/** The reminder mail goes out this many days before maturity. */
export const MATURITY_NOTICE_DAYS = 7;

const DAY_MS = 86_400_000;

/** The last moment the instruction can change: 2 days before maturity. */
export function instructionDeadline(maturityAt: Date): Date {
  return new Date(maturityAt.getTime() - INSTRUCTION_DEADLINE_DAYS * DAY_MS);
}

/**
 * How a maturity's money splits under an instruction: what is bought again and what reaches the
 * wallet. `netCents` is principal + return − management charge (what maturity credits); a roll-over
 * of the principal reinvests the principal and pays the rest, a roll-over of everything reinvests it
 * all. When the return has not been paid (its funding was short), only the principal is there.
 */
export function maturitySplit(
  h: { amountCents: number; expectedReturnCents: number; managementFeeCents: number },
  instruction: MaturityInstruction,
  returnPaid = true,
): { rolledCents: number; paidCents: number } {
  const netCents = returnPaid ? h.amountCents + h.expectedReturnCents - h.managementFeeCents : h.amountCents;
  if (instruction === 'payout') return { rolledCents: 0, paidCents: netCents };
  const rolledCents = instruction === 'rollover_all' ? netCents : Math.min(h.amountCents, netCents);
  return { rolledCents, paidCents: netCents - rolledCents };
}

/** How an offering's borrower is paying, as the admin marks it and every holder sees it. */
export const PERFORMANCE_STATUSES = ['performing', 'delayed', 'recovery', 'defaulted'] as const;
export type PerformanceStatus = (typeof PERFORMANCE_STATUSES)[number];

export const PERFORMANCE_LABELS: Record<PerformanceStatus, string> = {
  performing: 'Performing',
  delayed: 'Payment delayed',
  recovery: 'In recovery',
  defaulted: 'Defaulted',
};

/**
 * Only an offering whose borrower pays as agreed takes new money: a delayed, defaulted or recovering
 * (or written-off) one shows its status and no Invest button, the server refuses to sell it, and its
 * rate is never the "highest target return".
 */
export const isOnSale = (offering: { performance: PerformanceStatus }): boolean =>
  offering.performance === 'performing';

/** What Explore says instead of an Invest button for an offering that is not on sale. */
export const NOT_ON_SALE_MSG = 'Not open for new investment while its borrower is not paying as agreed.';

/** A recovery payment or a write-off needs the offering marked one of these. */
export const RECOVERABLE_STATUSES: readonly PerformanceStatus[] = ['recovery', 'defaulted'];

export const HOLDING_LIFE_MSG = {
  instructionSaved: 'Your maturity instruction is saved.',
  instructionInvalid: 'Choose what happens at maturity: payout, rollover_principal or rollover_all.',
  instructionLocked: 'The instruction can no longer change: maturity is less than 2 days away.',
  instructionClosed: 'This holding is no longer active, so it has no maturity instruction.',
  holdingNotFound: 'This holding was not found.',
  statusInvalid: 'Choose a status: performing, delayed, recovery or defaulted.',
  noteRequired: 'Write a note for the holders: they see it on their holding.',
  performanceSaved: 'Status saved. The holders have been mailed.',
  notRecoverable: 'Mark the offering defaulted or in recovery first.',
  nothingOutstanding: 'No active holding of this offering has principal left.',
  recoveryTooLarge: 'The recovery is more than the principal still outstanding.',
  /** An over-large recovery says the most it can be; `most` is formatted dollars. */
  recoveryAtMost: (most: string) =>
    `The recovery is more than the principal still outstanding: the most it can be is ${most}.`,
  amountRequired: 'Enter an amount in dollars.',
  amountPositive: 'The amount must be more than $0.',
  amountDecimals: 'Use at most two decimals.',
  recoveryPaid: 'Recovery paid to the holders.',
  writtenOff: 'What was left of the holdings is written off.',
  recoveryWaiting:
    'The recovery is past the approval limit: it is paid to the holders once a second admin approves it.',
  writeOffWaiting: 'The write-off is past the approval limit: it is booked once a second admin approves it.',
  settlementNotFound: 'This recovery or write-off was not found.',
  settlementOwnRequest: 'You asked for this: another admin approves or rejects it.',
  settlementDecided: 'This recovery or write-off has already been decided.',
  settlementRejected: 'Rejected: nothing was booked.',
} as const;

/** PUT /auth/holdings/:holdingId/instruction */
export const instructionSchema = z.object({
  instruction: z.enum(MATURITY_INSTRUCTIONS, { error: HOLDING_LIFE_MSG.instructionInvalid }),
});
export type InstructionInput = z.infer<typeof instructionSchema>;

/** PUT /auth/admin/investments/:id/performance */
export const performanceSchema = z.object({
  status: z.enum(PERFORMANCE_STATUSES, { error: HOLDING_LIFE_MSG.statusInvalid }),
  note: reasonText(HOLDING_LIFE_MSG.noteRequired),
});
export type PerformanceInput = z.input<typeof performanceSchema>;

/** POST /auth/admin/investments/:id/recovery: dollars in, integer cents out. */
export const recoverySchema = z.object({
  amount: z
    .number({ error: HOLDING_LIFE_MSG.amountRequired })
    .refine((n) => n > 0, { message: HOLDING_LIFE_MSG.amountPositive, abort: true })
    .refine((n) => n * 100 <= MAX_CENTS, { message: HOLDING_LIFE_MSG.recoveryTooLarge, abort: true })
    .refine((n) => dollarsToCents(n) !== null, { message: HOLDING_LIFE_MSG.amountDecimals })
    .transform((n) => dollarsToCents(n) as number),
  note: reasonText(HOLDING_LIFE_MSG.noteRequired),
});
export type RecoveryInput = z.input<typeof recoverySchema>;

/** POST /auth/admin/investments/:id/write-off */
export const writeOffSchema = z.object({ note: reasonText(HOLDING_LIFE_MSG.noteRequired) });
export type WriteOffInput = z.input<typeof writeOffSchema>;

/**
 * A recovery or write-off past the approval limit, waiting for (or decided by) a second admin:
 * the 202 of POST …/recovery and …/write-off, and the 200 of PATCH /auth/admin/settlements/:id.
 * A write-off's amount is what was outstanding when it was asked; it books what is left when approved.
 */
export const SETTLEMENT_KINDS = ['recovery', 'write_off'] as const;
export const SETTLEMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const settlementSchema = z.object({
  _id: z.string(),
  kind: z.enum(SETTLEMENT_KINDS),
  investmentId: z.string(),
  investmentName: z.string(),
  /** Dollars. */
  amount: z.number(),
  note: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  requestedBy: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type Settlement = z.infer<typeof settlementSchema>;
export const settlementAnswerSchema = z.object({ message: z.string(), data: settlementSchema });

/**
 * Splits `totalCents` over `weights` in proportion, to the cent, the parts summing to exactly the
 * total: each gets the floor of its share, and the cents left over go one each to the largest
 * remainders (ties to the earlier weight, so the split is repeatable).
 */
export function splitProRata(totalCents: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) throw new Error('nothing to split over');
  const total = BigInt(totalCents);
  const whole = BigInt(sum);
  const parts = weights.map((w) => (total * BigInt(w)) / whole);
  const remainders = weights.map((w, i) => ({ i, r: (total * BigInt(w)) % whole }));
  let left = Number(total - parts.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    parts[i]! += 1n;
    left -= 1;
  }
  return parts.map(Number);
}
