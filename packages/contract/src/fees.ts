/**
 * Plans and fees (docs/decisions/024-fees-and-referrals.md), free of zod: the purchase preview in the
 * browser and the purchase on the server compute every fee with these same functions, so what the
 * customer is shown before confirming is what is debited.
 */
import { type Duration, PER_YEAR } from './investment-terms.ts';

export const PLANS = ['free', 'member'] as const;
export type Plan = (typeof PLANS)[number];

/** The platform fee on each purchase on the free plan, in basis points (0.25%); PLATFORM_FEE_BPS overrides it. */
export const DEFAULT_PLATFORM_FEE_BPS = 25;
/** Highest yearly management charge an offering may carry: 10% a year. */
export const MAX_MANAGEMENT_FEE_BPS = 1_000;

/**
 * amount × bps / 10 000 / `per`, rounded up to the cent (in BigInt, so no product loses precision):
 * a fee is never rounded away to nothing.
 */
function shareRoundedUp(amountCents: number, numerator: number, per = 1): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new Error('amount must be whole cents');
  const den = 10_000n * BigInt(per);
  return Number((BigInt(amountCents) * BigInt(numerator) + den - 1n) / den);
}

/** The platform fee rate a plan pays, in basis points: members pay none. */
export function platformFeeBpsFor(plan: Plan, freePlanBps: number): number {
  return plan === 'member' ? 0 : freePlanBps;
}

/**
 * The platform fee on a purchase of `amountCents`: amount × rate, rounded up to the cent, so a plan
 * with a fee pays at least one cent on any purchase ($10.02 at 0.25% is 2.505 cents, so 3 cents;
 * $1.99 is 0.4975 cents, so 1 cent). Charged on top of the amount invested.
 */
export function platformFeeCents(amountCents: number, feeBps: number): number {
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > 10_000) throw new Error('fee rate out of range');
  return shareRoundedUp(amountCents, feeBps);
}

/**
 * The management charge of a holding for its whole term: the yearly rate pro rata to the term (a year
 * of 12 months, 52 weeks or 365 days), on the amount invested, rounded up to the cent like every
 * fee. Taken from the payout at maturity.
 */
export function managementFeeCents(amountCents: number, yearlyBps: number, term: Duration): number {
  if (!Number.isInteger(yearlyBps) || yearlyBps < 0 || yearlyBps > MAX_MANAGEMENT_FEE_BPS) {
    throw new Error('management charge out of range');
  }
  return shareRoundedUp(amountCents, yearlyBps * term.count, PER_YEAR[term.unit]);
}

/** 50 → '0.50%', 25 → '0.25%', 100 → '1.00%'; '' when there is no charge (docs/api.md `managementFee`). */
export function formatFeePercent(bps: number): string {
  if (bps === 0) return '';
  return `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}%`;
}

/** '0.5%', '0.50', '1 %', '' → basis points (0 for ''); null unless 0–10% with at most 2 decimals. */
export function parseFeePercent(value: string | number): number | null {
  const text = String(value).trim().replace(/\s*%$/, '');
  if (text === '') return 0;
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= MAX_MANAGEMENT_FEE_BPS ? bps : null;
}

export const FEE_MSG = {
  managementFeeInvalid:
    'Enter the yearly management charge as a percent from 0 to 10 with at most 2 decimals, e.g. 0.50%, or leave it empty for none.',
} as const;
