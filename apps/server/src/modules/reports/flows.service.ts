import { centsToDollars, type FlowDay, type FlowsReport, type ReportDays } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { type FlowKind, readBacklog, sumFlowsSince } from './flows.repository.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Flow = Exclude<keyof FlowDay, 'date'>;

/**
 * Which figure each ledger kind feeds, and with which sign, so money that left the customers'
 * balances reads as a positive amount. Withdrawals are the holds less the holds returned on
 * rejection, each on the day of its entry (ADR 025): an approval books nothing, so once every request
 * is decided their sum is the approved withdrawals, and a pending one counts from the day its amount
 * left the balance. A day that returns more than it holds shows a negative figure.
 */
const FEEDS: Record<FlowKind, { flow: Flow; sign: 1 | -1 }> = {
  deposit: { flow: 'deposits', sign: 1 },
  withdrawal_hold: { flow: 'withdrawals', sign: -1 },
  withdrawal_release: { flow: 'withdrawals', sign: -1 },
  investment: { flow: 'purchases', sign: -1 },
  payout: { flow: 'payouts', sign: 1 },
  fee: { flow: 'fees', sign: -1 },
};

/** GET /auth/admin/reports/flows: the last `days` UTC days up to today, oldest first, zeros included. */
export async function flowsReport(deps: Deps, days: ReportDays, now = new Date()): Promise<FlowsReport> {
  const today = Date.parse(isoDay(now.getTime()));
  const first = today - (days - 1) * DAY_MS;
  const [sums, backlog] = await Promise.all([sumFlowsSince(deps.db, isoDay(first)), readBacklog(deps.db)]);
  const cents = new Map<string, Record<Flow, number>>();
  for (let t = first; t <= today; t += DAY_MS)
    cents.set(isoDay(t), { deposits: 0, withdrawals: 0, purchases: 0, payouts: 0, fees: 0 });
  for (const s of sums) {
    const row = cents.get(s.day);
    const feed = FEEDS[s.kind];
    // A day after today (an entry dated ahead by a clock) is outside the report.
    if (row && feed) row[feed.flow] += feed.sign * s.netCents;
  }
  return {
    data: [...cents].map(([date, c]) => ({
      date,
      deposits: centsToDollars(c.deposits),
      withdrawals: centsToDollars(c.withdrawals),
      purchases: centsToDollars(c.purchases),
      payouts: centsToDollars(c.payouts),
      fees: centsToDollars(c.fees),
    })),
    assetsUnderManagement: centsToDollars(backlog.aumCents),
    oldestPendingRequestAt: backlog.oldestPendingRequestAt?.toISOString() ?? null,
    oldestPendingKycAt: backlog.oldestPendingKycAt?.toISOString() ?? null,
  };
}
