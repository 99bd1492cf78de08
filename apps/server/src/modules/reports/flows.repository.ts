import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { LEDGER_KINDS } from '../../db/schema.ts';

/**
 * The kinds of customers' cash postings the flows report reads: not admin adjustments, which move no
 * money in or out, and not the withdrawal holds and releases: withdrawals count once approved, as the
 * customer's Transactions page counts them (sumApprovedWithdrawalsSince).
 */
export const FLOW_KINDS = [
  'deposit',
  'investment',
  'refund',
  'payout',
  'return',
  'fee',
] as const satisfies readonly (typeof LEDGER_KINDS)[number][];
export type FlowKind = (typeof FLOW_KINDS)[number];

export interface DayKindSum {
  day: string;
  kind: FlowKind;
  /** Signed as the customers' balances saw it: credits positive, debits negative. */
  netCents: number;
}

/**
 * Net amount per day and kind from `firstDay` (YYYY-MM-DD, UTC) on, read from the trigger-kept
 * ledger_daily_totals (migration 0012), which hold exactly the sums of ledger_entries per customer,
 * UTC day and kind; the (day, kind) index of migration 0013 limits the read to the range.
 */
export async function sumFlowsSince(db: Executor, firstDay: string): Promise<DayKindSum[]> {
  const kinds = sql.join(
    FLOW_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await rows<{ day: string; kind: FlowKind; net: string }>(
    db,
    sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, kind,
           sum(credits_cents + debits_cents)::text AS net
    FROM ledger_daily_totals
    WHERE day >= ${firstDay}::date AND kind IN (${kinds})
    GROUP BY day, kind`,
  );
  return result.map((r) => ({ day: r.day, kind: r.kind, netCents: Number(r.net) }));
}

/** Approved withdrawals per UTC day of their approval, from `firstDay` (YYYY-MM-DD) on, in cents. */
export async function sumApprovedWithdrawalsSince(
  db: Executor,
  firstDay: string,
): Promise<{ day: string; cents: number }[]> {
  const result = await rows<{ day: string; total: string }>(
    db,
    sql`
    SELECT to_char(decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(amount_cents)::text AS total
    FROM wallet_requests
    WHERE kind = 'withdrawal' AND status = 'approved'
      AND decided_at >= (${firstDay}::date)::timestamp AT TIME ZONE 'UTC'
    GROUP BY 1`,
  );
  return result.map((r) => ({ day: r.day, cents: Number(r.total) }));
}

export interface Backlog {
  aumCents: number;
  oldestPendingRequestAt: Date | null;
  oldestPendingKycAt: Date | null;
}

/**
 * What is invested now and what waits longest, in one statement: the active holdings' amounts, and
 * the first row of the (kind, status, created_at) and (kyc_status, kyc_submitted_at) indexes.
 */
export async function readBacklog(db: Executor): Promise<Backlog> {
  const oldest = (kind: 'deposit' | 'withdrawal') =>
    sql`(SELECT min(created_at) FROM wallet_requests WHERE kind = ${kind} AND status = 'pending')`;
  const result = await rows<{ aum: string; oldest_request: string | null; oldest_kyc: string | null }>(
    db,
    sql`
    SELECT (SELECT coalesce(sum(amount_cents), 0) FROM holdings WHERE status = 'active')::text AS aum,
           to_char(least(${oldest('deposit')}, ${oldest('withdrawal')}) AT TIME ZONE 'UTC',
                   'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS oldest_request,
           to_char((SELECT min(kyc_submitted_at) FROM users WHERE kyc_status = 'pending') AT TIME ZONE 'UTC',
                   'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS oldest_kyc`,
  );
  const row = result[0];
  return {
    aumCents: Number(row?.aum ?? 0),
    oldestPendingRequestAt: row?.oldest_request ? new Date(row.oldest_request) : null,
    oldestPendingKycAt: row?.oldest_kyc ? new Date(row.oldest_kyc) : null,
  };
}
