import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { walletRequests } from '../db/schema.ts';

/** Pending deposit and withdrawal requests (the admin's queue), from the status index. */
export async function countPendingRequests(db: Executor): Promise<{ deposit: number; withdrawal: number }> {
  const rows = await db
    .select({ kind: walletRequests.kind, n: sql<number>`count(*)::int` })
    .from(walletRequests)
    .where(eq(walletRequests.status, 'pending'))
    .groupBy(walletRequests.kind);
  const out = { deposit: 0, withdrawal: 0 };
  for (const r of rows) out[r.kind] = Number(r.n);
  return out;
}
