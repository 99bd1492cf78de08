/** Test helpers of the reports module: the flows recomputed straight from ledger_entries. */
import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.ts';
import type { TestServer } from '../../test/harness.ts';

export const DAY_MS = 86_400_000;
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const daysAgo = (n: number, time = '12:00:00') => `${dayOf(Date.now() - n * DAY_MS)}T${time}Z`;

type Flows = { deposits: number; withdrawals: number; purchases: number; payouts: number; fees: number };

/**
 * Each day's flows in cents, summed from the customers' cash postings themselves (not the daily totals the report
 * reads), with the report's signs: money out of balances counts positive. Withdrawals are the
 * approved requests on the day of their approval.
 */
export async function flowsFromLedger(server: TestServer): Promise<Map<string, Flows>> {
  const result = await rows<Record<Exclude<keyof Flows, 'withdrawals'> | 'day', string>>(
    server.app.db,
    sql`
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
           coalesce(sum(amount_cents) FILTER (WHERE kind = 'deposit'), 0)::text AS deposits,
           (-coalesce(sum(amount_cents) FILTER (WHERE kind IN ('investment', 'refund')), 0))::text AS purchases,
           coalesce(sum(amount_cents) FILTER (WHERE kind IN ('payout', 'return')), 0)::text AS payouts,
           (-coalesce(sum(amount_cents) FILTER (WHERE kind = 'fee'), 0))::text AS fees
    FROM ledger_entries WHERE account_type = 'cash' GROUP BY 1`,
  );
  const withdrawn = await rows<{ day: string; total: string }>(
    server.app.db,
    sql`
    SELECT to_char(decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(amount_cents)::text AS total
    FROM wallet_requests WHERE kind = 'withdrawal' AND status = 'approved' GROUP BY 1`,
  );
  const days = new Map<string, Flows>(
    result.map((r) => [
      r.day,
      {
        deposits: Number(r.deposits),
        withdrawals: 0,
        purchases: Number(r.purchases),
        payouts: Number(r.payouts),
        fees: Number(r.fees),
      },
    ]),
  );
  for (const w of withdrawn) days.set(w.day, { ...(days.get(w.day) ?? ZERO), withdrawals: Number(w.total) });
  return days;
}

/** A report row's dollars back in cents, for comparing with the ledger's sums. */
export const rowCents = (row: Flows): Flows => ({
  deposits: Math.round(row.deposits * 100),
  withdrawals: Math.round(row.withdrawals * 100),
  purchases: Math.round(row.purchases * 100),
  payouts: Math.round(row.payouts * 100),
  fees: Math.round(row.fees * 100),
});

export const ZERO: Flows = { deposits: 0, withdrawals: 0, purchases: 0, payouts: 0, fees: 0 };
