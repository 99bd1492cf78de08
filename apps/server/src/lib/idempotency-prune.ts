import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { intervalJob } from './interval-job.ts';

/**
 * How long an Idempotency-Key is remembered (as Stripe does): a client retries within seconds or
 * minutes; after a day the same key starts a new request. Without a limit the table grows forever.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
const PRUNE_EVERY_MS = 60 * 60_000;

/** Deletes the keys older than `olderThanHours`; returns how many went. */
export async function pruneIdempotencyKeys(db: Executor, olderThanHours = IDEMPOTENCY_KEY_TTL_HOURS) {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${olderThanHours})`))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** Prunes once an hour inside the server (any number of instances may: a delete is idempotent). */
export const idempotencyPrunePlugin = intervalJob({
  name: 'idempotency key prune',
  everyMs: PRUNE_EVERY_MS,
  run: async (app) => {
    const n = await pruneIdempotencyKeys(app.db);
    if (n) app.log.info({ keys: n }, 'old idempotency keys pruned');
  },
});
