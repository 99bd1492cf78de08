import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminTotals } from '../../db/schema.ts';

/** The totals kept by the triggers of migration 0001_admin_totals (see schema.ts adminTotals). */
const COLUMNS = {
  users: adminTotals.users,
  balance_cents: adminTotals.balanceCents,
  audit_entries: adminTotals.auditEntries,
} as const;
export type TotalName = keyof typeof COLUMNS;

/** SQL for one total: the sum of its column over the slots (at most 16 rows). */
export const totalValue = (name: TotalName) =>
  sql<string>`(SELECT coalesce(sum(${COLUMNS[name]}), 0) FROM ${adminTotals})`;

export async function readTotal(db: Executor, name: TotalName): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${COLUMNS[name]}), 0)::text` })
    .from(adminTotals);
  return Number(row?.n ?? 0);
}
