/**
 * The Invest Now panel in dollars: what an amount buys and what the wallet can pay for. Units stay
 * what the server books (POST /auth/invest takes units); dollars are how a customer thinks.
 */
import { platformFeeCents } from './fees.ts';
import { MAX_UNITS } from './investment-rules.ts';

/** '1,250.50', '$500', ' 75 ' → cents; null for anything that is not dollars with at most 2 decimals. */
export function amountTextToCents(text: string): number | null {
  const match = /^\$?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replace(/[\s,]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Whole units an amount buys at a price, rounded down and capped at MAX_UNITS; 0 when it buys none. */
export function unitsForAmount(amountCents: number, pricePerUnitCents: number): number {
  if (!(pricePerUnitCents > 0) || !(amountCents > 0)) return 0;
  return Math.min(MAX_UNITS, Math.floor(amountCents / pricePerUnitCents));
}

/**
 * What an amount or a number of units asks for, before any cap: an amount over the balance or the
 * maximum must say so, not preview a smaller order (or a negative balance).
 */
export function unitsAskedFor(amountCents: number | null, units: number, pricePerUnitCents: number): number {
  const fromAmount =
    amountCents !== null && pricePerUnitCents > 0 ? Math.floor(amountCents / pricePerUnitCents) : 0;
  return Math.max(fromAmount, Number.isInteger(units) && units > 0 ? units : 0);
}

/**
 * The most units the balance pays for, the platform fee included (it is debited with the cost),
 * capped at MAX_UNITS; 0 when not even one unit fits.
 */
export function maxAffordableUnits(balanceCents: number, pricePerUnitCents: number, feeBps: number): number {
  if (!(pricePerUnitCents > 0)) return 0;
  let units = Math.min(MAX_UNITS, Math.floor(balanceCents / pricePerUnitCents));
  while (units > 0) {
    const cost = units * pricePerUnitCents;
    if (cost + platformFeeCents(cost, feeBps) <= balanceCents) break;
    units -= 1;
  }
  return Math.max(0, units);
}

export const INVEST_AMOUNT_MSG = {
  amountInvalid: 'Enter an amount in dollars, e.g. 500 or 500.00.',
  unitsRequired: 'Enter an amount in dollars or a number of units.',
  unitsRange: `Enter a whole number of units from 1 to ${MAX_UNITS}.`,
  /** An amount below one unit's price buys nothing; `price` is formatted by the screen. */
  belowOneUnit: (price: string) => `That buys no unit: one unit costs ${price}.`,
  /** More than one order may buy; `maxCost` is MAX_UNITS units' cost, formatted by the screen. */
  aboveMax: (maxCost: string) => `One order buys at most ${MAX_UNITS} units (${maxCost}).`,
  /** The wallet cannot pay for the units asked, fee included. */
  aboveWallet: (maxUnits: number) =>
    maxUnits === 0
      ? 'Your wallet balance does not cover one unit. Deposit money first.'
      : `Your wallet balance covers at most ${maxUnits} ${maxUnits === 1 ? 'unit' : 'units'}.`,
} as const;
