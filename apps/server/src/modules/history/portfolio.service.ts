import { centsToDollars, type Portfolio, type PortfolioRange } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { findStatementOwner, netByDay, principalByDay } from './ledger-history.repository.ts';
import { findHoldingFlows, findOwnHoldings } from './returns.repository.ts';
import { expectedPayouts, payoutCalendar, portfolioReturns } from './returns.service.ts';

const DAY_MS = 86_400_000;
const RANGE_DAYS: Record<Exclude<PortfolioRange, 'all'>, number> = { '1m': 30, '3m': 91, '1y': 365 };
/** A line of at most this many points reads the same as one per day, at a fraction of the bytes. */
const MAX_POINTS = 120;
const NEXT_MATURITIES = 5;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The customer's own money: what is invested by category, the wallet and the invested amount at the
 * end of each day of the range (from the per-day ledger totals of their cash and principal accounts),
 * and the holdings that mature next. Invested money is the outstanding principal (holding-figures.ts),
 * not a market value. Next
 * to them, the real returns and the calendar of expected payouts (returns.service.ts).
 */
export async function portfolioOf(deps: Deps, userId: string, range: PortfolioRange): Promise<Portfolio> {
  const [owner, days, principalDays, own, flows] = await Promise.all([
    findStatementOwner(deps.db, userId),
    netByDay(deps.db, userId),
    principalByDay(deps.db, userId),
    findOwnHoldings(deps.db, userId),
    findHoldingFlows(deps.db, userId),
  ]);
  if (!owner) throw notFound();

  // Open holdings, each at its outstanding principal (holding-figures.ts): what is invested now.
  const active = own.filter((h) => h.figures.outstandingCents > 0);
  const byCategory = new Map<string, number>();
  for (const h of active)
    byCategory.set(h.category, (byCategory.get(h.category) ?? 0) + h.figures.outstandingCents);
  const allocation = [...byCategory]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([category, cents]) => ({ category, amount: centsToDollars(cents) }));

  const today = Date.parse(`${dayOf(Date.now())}T00:00:00Z`);
  const opened = Date.parse(`${dayOf(owner.openedAt.getTime())}T00:00:00Z`);
  const first = range === 'all' ? opened : Math.max(opened, today - (RANGE_DAYS[range] - 1) * DAY_MS);
  const span = Math.round((today - first) / DAY_MS) + 1;
  const step = Math.max(1, Math.ceil(span / MAX_POINTS));
  const points: number[] = [];
  for (let t = today; t >= first; t -= step * DAY_MS) points.unshift(t);

  const history: Portfolio['history'] = [];
  let cash = 0;
  let next = 0;
  let invested = 0;
  let nextPrincipal = 0;
  for (const t of points) {
    const day = dayOf(t);
    while (next < days.length && days[next]!.day <= day) cash += days[next++]!.netCents;
    while (nextPrincipal < principalDays.length && principalDays[nextPrincipal]!.day <= day)
      invested += principalDays[nextPrincipal++]!.netCents;
    history.push({ date: day, cash: centsToDollars(cash), invested: centsToDollars(invested) });
  }

  const maturities = [...active]
    .sort((a, b) => a.maturityAt.getTime() - b.maturityAt.getTime())
    .slice(0, NEXT_MATURITIES)
    .map((h) => ({
      holdingId: h.id,
      investmentName: h.offeringName,
      maturityDate: h.maturityAt.toISOString(),
      expectedTotal: centsToDollars(h.figures.outstandingCents + h.figures.returnDueCents),
    }));

  const payouts = expectedPayouts(own, new Date());
  return {
    allocation,
    history,
    maturities,
    returns: portfolioReturns(own, flows, payouts),
    calendar: payoutCalendar(payouts),
  };
}
