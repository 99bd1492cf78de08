import { centsToDollars, HISTORY_MSG, type StatementSummary } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  balanceBefore,
  findHoldingsAt,
  findMovementsBetween,
  findStatementOwner,
  type HeldRow,
  type MovementRow,
  netByDay,
  type StatementOwner,
} from './ledger-history.repository.ts';

/**
 * Monthly statements: one per calendar month (UTC) from the month the account opened to this one; the
 * first opens on the day the account opened.
 * The figures come from the ledger alone: the opening balance is the running balance the last entry
 * before the month left, the closing balance the one the month's last entry left.
 */

export interface Statement {
  period: string;
  owner: StatementOwner;
  start: Date;
  /** The month's end, or now for the current month: what "at month end" means for it. */
  asOf: Date;
  openingCents: number;
  closingCents: number;
  movements: MovementRow[];
  feesCents: number;
  holdings: HeldRow[];
}

const monthOf = (d: Date) => d.toISOString().slice(0, 7);
function monthStart(period: string): Date {
  return new Date(`${period}-01T00:00:00Z`);
}
const dayStart = (d: Date) => new Date(`${d.toISOString().slice(0, 10)}T00:00:00Z`);
function nextMonth(period: string): string {
  const d = monthStart(period);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return monthOf(d);
}

/** Every month since the account opened, newest first, with its opening and closing balance. */
export async function listStatements(deps: Deps, userId: string): Promise<{ data: StatementSummary[] }> {
  const [owner, days] = await Promise.all([findStatementOwner(deps.db, userId), netByDay(deps.db, userId)]);
  if (!owner) throw notFound();
  const first = monthOf(owner.openedAt);
  const now = monthOf(new Date());
  const netByMonth = new Map<string, number>();
  let before = 0; // entries dated before the opening month (none in practice) open its balance
  for (const d of days) {
    const m = d.day.slice(0, 7);
    if (m < first) before += d.netCents;
    else netByMonth.set(m, (netByMonth.get(m) ?? 0) + d.netCents);
  }
  const data: StatementSummary[] = [];
  let balance = before;
  for (let m = first; m <= now; m = nextMonth(m)) {
    const closing = balance + (netByMonth.get(m) ?? 0);
    data.push({
      period: m,
      openingBalance: centsToDollars(balance),
      closingBalance: centsToDollars(closing),
    });
    balance = closing;
  }
  return { data: data.reverse() };
}

/** One month's statement; 404 for a month before the account opened or after this one. */
export async function loadStatement(deps: Deps, userId: string, period: string): Promise<Statement> {
  const owner = await findStatementOwner(deps.db, userId);
  if (!owner) throw notFound();
  if (period < monthOf(owner.openedAt) || period > monthOf(new Date()))
    throw notFound(HISTORY_MSG.noStatement);
  // The first statement opens on the day the account opened: the days before it had no account.
  const start = period === monthOf(owner.openedAt) ? dayStart(owner.openedAt) : monthStart(period);
  const end = monthStart(nextMonth(period));
  const asOf = end.getTime() > Date.now() ? new Date() : end;
  const [openingCents, movements, holdings] = await Promise.all([
    balanceBefore(deps.db, userId, start),
    findMovementsBetween(deps.db, { userId, start, end }),
    findHoldingsAt(deps.db, userId, asOf),
  ]);
  const closingCents = movements.at(-1)?.balanceAfterCents ?? openingCents;
  const sum = movements.reduce((s, m) => s + m.amountCents, 0);
  // The running balances and the amounts are written together; a statement that does not add up
  // must not be issued.
  if (openingCents + sum !== closingCents)
    throw new Error(
      `statement ${period} of ${userId} does not add up: ${openingCents} + ${sum} ≠ ${closingCents}`,
    );
  const feesCents = movements.filter((m) => m.kind === 'fee').reduce((s, m) => s - m.amountCents, 0);
  return { period, owner, start, asOf, openingCents, closingCents, movements, feesCents, holdings };
}
