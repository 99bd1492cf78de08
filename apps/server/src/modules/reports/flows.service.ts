import { centsToDollars, type FlowDay, type FlowsReport, type ReportDays } from '@app/contract';
import type { Deps } from '../../deps.ts';
import {
  type FlowKind,
  readBacklog,
  sumApprovedWithdrawalsSince,
  sumFlowsSince,
} from './flows.repository.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Flow = Exclude<keyof FlowDay, 'date'>;

/**
 * Which figure each ledger kind feeds, and with which sign, so money that left the customers'
 * balances reads as a positive amount. Withdrawals are not read from the ledger: they count on the
 * day they are approved, as the customer's Transactions page counts them; a pending or rejected one
 * is in neither total.
 */
const FEEDS: Record<FlowKind, { flow: Flow; sign: 1 | -1 }> = {
  deposit: { flow: 'deposits', sign: 1 },
  investment: { flow: 'purchases', sign: -1 },
  payout: { flow: 'payouts', sign: 1 },
  return: { flow: 'payouts', sign: 1 },
  fee: { flow: 'fees', sign: -1 },
  // A purchase cancelled in its reflection period: the purchase did not happen after all.
  refund: { flow: 'purchases', sign: -1 },
};

/** GET /auth/admin/reports/flows: the last `days` UTC days up to today, oldest first, zeros included. */
export async function flowsReport(deps: Deps, days: ReportDays, now = new Date()): Promise<FlowsReport> {
  const today = Date.parse(isoDay(now.getTime()));
  const first = today - (days - 1) * DAY_MS;
  const [sums, withdrawals, backlog] = await Promise.all([
    sumFlowsSince(deps.db, isoDay(first)),
    sumApprovedWithdrawalsSince(deps.db, isoDay(first)),
    readBacklog(deps.db),
  ]);
  const cents = new Map<string, Record<Flow, number>>();
  for (let t = first; t <= today; t += DAY_MS)
    cents.set(isoDay(t), { deposits: 0, withdrawals: 0, purchases: 0, payouts: 0, fees: 0 });
  for (const s of sums) {
    const row = cents.get(s.day);
    const feed = FEEDS[s.kind];
    // A day after today (an entry dated ahead by a clock) is outside the report.
    if (row && feed) row[feed.flow] += feed.sign * s.netCents;
  }
  for (const w of withdrawals) {
    const row = cents.get(w.day);
    if (row) row.withdrawals += w.cents;
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
