import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/** UTC calendar years in which the customer's ledger has an entry, newest first. */
export async function findActiveYears(db: Executor, userId: string): Promise<number[]> {
  const found = await rows<{ year: number | string }>(
    db,
    sql`
    SELECT DISTINCT extract(year FROM day)::int AS year FROM ledger_daily_totals
    WHERE user_id = ${userId}::uuid AND entries > 0
    ORDER BY year DESC`,
  );
  return found.map((r) => Number(r.year));
}

export interface YearTotals {
  /** Net amount per ledger kind in the period (signed, as booked). */
  byKind: Map<string, number>;
  /** The part of the period's payouts above the principal they repaid. */
  payoutReturnsCents: number;
}

/** Every entry in [start, end) summed per kind, with payouts split into principal and return. */
export async function sumYear(
  db: Executor,
  p: { userId: string; start: Date; end: Date },
): Promise<YearTotals> {
  const found = await rows<{ kind: string; net: string; returns: string }>(
    db,
    sql`
    SELECT l.kind, sum(l.amount_cents)::text AS net,
           coalesce(sum(l.amount_cents - h.amount_cents) FILTER (WHERE l.kind = 'payout'), 0)::text AS returns
    FROM ledger_entries l
    LEFT JOIN holdings h ON h.id = l.reference_id AND l.kind = 'payout'
    WHERE l.user_id = ${p.userId}::uuid
      AND l.created_at >= ${p.start.toISOString()}::timestamptz
      AND l.created_at < ${p.end.toISOString()}::timestamptz
    GROUP BY l.kind`,
  );
  const byKind = new Map(found.map((r) => [r.kind, Number(r.net)]));
  const payoutReturnsCents = found.reduce((s, r) => s + Number(r.returns), 0);
  return { byKind, payoutReturnsCents };
}

/**
 * The principal lost on holdings written off in [start, end): each holding's written-off figure
 * (holding-figures.ts), which the write-off posted from the customer's principal; dated when the
 * write-off was booked.
 */
export async function sumWriteOffs(
  db: Executor,
  p: { userId: string; start: Date; end: Date },
): Promise<number> {
  const found = await rows<{ lost: string }>(
    db,
    sql`
    SELECT coalesce(sum(h.written_off_cents), 0)::text AS lost
    FROM holdings h
    WHERE h.user_id = ${p.userId}::uuid AND h.status = 'written_off'
      AND coalesce(h.written_off_at, h.paid_out_at, h.maturity_at) >= ${p.start.toISOString()}::timestamptz
      AND coalesce(h.written_off_at, h.paid_out_at, h.maturity_at) < ${p.end.toISOString()}::timestamptz`,
  );
  return Number(found[0]?.lost ?? 0);
}
