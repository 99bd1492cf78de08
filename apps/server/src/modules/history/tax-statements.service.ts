import { TAX_STATEMENT_MSG } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  balanceBefore,
  findHoldingsAt,
  findStatementOwner,
  type HeldRow,
  type StatementOwner,
} from './ledger-history.repository.ts';
import { findActiveYears, sumWriteOffs, sumYear } from './tax-statements.repository.ts';

/**
 * A yearly statement for a tax return: a UTC calendar year of the ledger, summed by what the money
 * was. Every figure comes from the same entries as the monthly statements, so the twelve months add
 * up to the year.
 */
export interface TaxStatement {
  year: number;
  owner: StatementOwner;
  start: Date;
  /** The year's end, or now for the current year. */
  asOf: Date;
  openingCents: number;
  closingCents: number;
  depositsCents: number;
  /** Positive: money sent to the bank, net of withdrawals returned. */
  withdrawalsCents: number;
  investedCents: number;
  principalRepaidCents: number;
  returnsReceivedCents: number;
  feesPaidCents: number;
  recoveriesCents: number;
  /** Cancelled purchases given back (principal and fee), each its own line so the year adds up. */
  refundsCents: number;
  writeOffsCents: number;
  /** Net balance corrections by an admin. */
  adjustmentsCents: number;
  holdings: HeldRow[];
}

const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1));

export async function listTaxYears(deps: Deps, userId: string): Promise<{ data: { year: number }[] }> {
  return { data: (await findActiveYears(deps.db, userId)).map((year) => ({ year })) };
}

/** One year's statement; 404 for a year before the account opened or after this one. */
export async function loadTaxStatement(deps: Deps, userId: string, year: number): Promise<TaxStatement> {
  const owner = await findStatementOwner(deps.db, userId);
  if (!owner) throw notFound();
  if (year < owner.openedAt.getUTCFullYear() || year > new Date().getUTCFullYear())
    throw notFound(TAX_STATEMENT_MSG.noYear);
  const start = yearStart(year);
  const end = yearStart(year + 1);
  const asOf = end.getTime() > Date.now() ? new Date() : end;
  const range = { userId, start, end };
  const [openingCents, closingCents, totals, writeOffsCents, holdings] = await Promise.all([
    balanceBefore(deps.db, userId, start),
    balanceBefore(deps.db, userId, end),
    sumYear(deps.db, range),
    sumWriteOffs(deps.db, range),
    findHoldingsAt(deps.db, userId, asOf),
  ]);
  const net = (kind: string) => totals.byKind.get(kind) ?? 0;
  const sum = [...totals.byKind.values()].reduce((a, b) => a + b, 0);
  // As with the monthly statements: a year that does not add up is never issued.
  if (openingCents + sum !== closingCents)
    throw new Error(
      `tax statement ${year} of ${userId} does not add up: ${openingCents} + ${sum} ≠ ${closingCents}`,
    );
  return {
    year,
    owner,
    start,
    asOf,
    openingCents,
    closingCents,
    depositsCents: net('deposit'),
    withdrawalsCents: -(net('withdrawal_hold') + net('withdrawal_release')),
    investedCents: -net('investment'),
    principalRepaidCents: net('payout') - totals.payoutReturnsCents,
    // A return paid late, apart from its principal, is booked as a `return` of its own.
    returnsReceivedCents: totals.payoutReturnsCents + net('return'),
    feesPaidCents: -net('fee'),
    recoveriesCents: net('recovery'),
    refundsCents: net('refund'),
    writeOffsCents,
    adjustmentsCents: net('adjustment'),
    holdings,
  };
}
