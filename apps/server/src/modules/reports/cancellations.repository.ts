import { type CancellationsReport, centsToDollars } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/**
 * Per offering that was ever bought: its purchases, how many were cancelled in the reflection period
 * and what those refunds came to (fees included), most cancellations first.
 */
export async function cancellationsPerOffering(db: Executor): Promise<CancellationsReport> {
  const result = await rows<{
    id: string;
    name: string;
    purchases: number;
    cancellations: number;
    refunded: string;
  }>(
    db,
    sql`
    SELECT o.id, o.name, count(*)::int AS purchases,
           count(*) FILTER (WHERE h.status = 'cancelled')::int AS cancellations,
           coalesce(sum(h.amount_cents + h.fee_cents) FILTER (WHERE h.status = 'cancelled'), 0)::text AS refunded
    FROM holdings h JOIN offerings o ON o.id = h.offering_id
    GROUP BY o.id, o.name
    ORDER BY cancellations DESC, purchases DESC, o.name`,
  );
  return {
    data: result.map((r) => ({
      investmentId: r.id,
      investmentName: r.name,
      purchases: Number(r.purchases),
      cancellations: Number(r.cancellations),
      refunded: centsToDollars(Number(r.refunded)),
    })),
  };
}
