import { centsToDollars, STATISTICS_MONTHS, type StatisticsMonth } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

interface RawMonth {
  month: string;
  holdings: string;
  amount_cents: string;
  on_time: string;
  late: string;
  recovered: string;
  written_off: string;
}

/**
 * Every holding whose maturity day fell in one of the last STATISTICS_MONTHS months (UTC, this one
 * included, up to `now`), counted once each in the first outcome that fits:
 * - written off: the holding ended `written_off` (even if a recovery paid part of it back);
 * - recovered: a recovery paid part of it back (its `recovered_cents`, as holding-figures.ts reads it);
 * - on time: paid out on or before its maturity day (UTC);
 * - late: paid out after it.
 * A holding due and not yet paid is in `holdings` and none of the outcomes. Cancelled holdings never
 * matured and are left out. Months without maturities are listed with zeros, oldest first.
 */
export async function maturityStatistics(db: Executor, now: Date): Promise<StatisticsMonth[]> {
  const at = now.toISOString();
  const found = await rows<RawMonth>(
    db,
    sql`
    WITH months AS (
      SELECT generate_series(
        date_trunc('month', ${at}::timestamptz AT TIME ZONE 'UTC') - make_interval(months => ${STATISTICS_MONTHS - 1}),
        date_trunc('month', ${at}::timestamptz AT TIME ZONE 'UTC'),
        interval '1 month') AS m
    ),
    matured AS (
      SELECT date_trunc('month', h.maturity_at AT TIME ZONE 'UTC') AS m, h.amount_cents,
             h.status = 'written_off' AS written_off,
             h.recovered_cents > 0 AS recovered,
             h.paid_out_at IS NOT NULL AS paid,
             (h.paid_out_at AT TIME ZONE 'UTC')::date <= (h.maturity_at AT TIME ZONE 'UTC')::date AS in_time
      FROM holdings h
      WHERE h.maturity_at >= (SELECT min(m) FROM months) AT TIME ZONE 'UTC'
        AND h.maturity_at <= ${at}::timestamptz
        AND h.status <> 'cancelled'
    )
    SELECT to_char(months.m, 'YYYY-MM') AS month,
           count(matured.m)::text AS holdings,
           coalesce(sum(matured.amount_cents), 0)::text AS amount_cents,
           count(*) FILTER (WHERE NOT written_off AND NOT recovered AND paid AND in_time)::text AS on_time,
           count(*) FILTER (WHERE NOT written_off AND NOT recovered AND paid AND NOT in_time)::text AS late,
           count(*) FILTER (WHERE NOT written_off AND recovered)::text AS recovered,
           count(*) FILTER (WHERE written_off)::text AS written_off
    FROM months LEFT JOIN matured ON matured.m = months.m
    GROUP BY months.m
    ORDER BY months.m`,
  );
  return found.map((r) => {
    const holdings = Number(r.holdings);
    const recovered = Number(r.recovered);
    const writtenOff = Number(r.written_off);
    return {
      month: r.month,
      holdings,
      amount: centsToDollars(Number(r.amount_cents)),
      onTime: Number(r.on_time),
      late: Number(r.late),
      recovered,
      writtenOff,
      defaultRate: holdings === 0 ? 0 : Math.round(((recovered + writtenOff) / holdings) * 10_000) / 10_000,
    };
  });
}
