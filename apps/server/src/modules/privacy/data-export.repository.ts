import { and, desc, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { dataExports } from '../../db/schema.ts';

/** Archives asked for in the last `hours` (failed builds do not count). */
export async function countRecentExports(db: Executor, userId: string, hours: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        ne(dataExports.status, 'failed'),
        gt(dataExports.requestedAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertExport(db: Executor, userId: string): Promise<string> {
  const [row] = await db.insert(dataExports).values({ userId }).returning({ id: dataExports.id });
  return row!.id;
}

/** The customer's newest archive that did not fail, without its bytes. */
export async function findLatestExport(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: dataExports.id,
      status: dataExports.status,
      requestedAt: dataExports.requestedAt,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
      live: sql<boolean>`${dataExports.expiresAt} > now()`,
    })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.status, 'failed')))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

/** The zip of the owner's ready, unexpired archive; null for anyone else's id. */
export async function findArchive(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ archive: dataExports.archive, readyAt: dataExports.readyAt })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, sql`now()`),
        isNotNull(dataExports.archive),
      ),
    );
  return row?.archive && row.readyAt ? { archive: row.archive, readyAt: row.readyAt } : null;
}

/**
 * Takes the oldest archive waiting to be built that no other instance holds: the row is picked FOR
 * UPDATE SKIP LOCKED and leased in the same statement, so a builder that dies lets it go when the
 * lease runs out and any instance builds it then.
 */
export async function claimExport(db: Executor, leaseMs: number) {
  const [row] = await rows<{ id: string; user_id: string; attempts: number }>(
    db,
    sql`UPDATE ${dataExports} SET lease_until = now() + make_interval(secs => ${leaseMs / 1000}),
        attempts = attempts + 1
      WHERE id = (SELECT id FROM ${dataExports}
        WHERE status = 'building' AND (lease_until IS NULL OR lease_until < now())
        ORDER BY requested_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, user_id, attempts`,
  );
  return row ? { id: row.id, userId: row.user_id, attempts: row.attempts } : null;
}

/** Stores the zip and starts its days; returns when it expires (null if it was not building). */
export async function markReady(db: Executor, id: string, archive: Buffer, keepDays: number) {
  const [row] = await db
    .update(dataExports)
    .set({
      status: 'ready',
      archive,
      byteSize: archive.length,
      readyAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${keepDays})`,
      leaseUntil: null,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')))
    .returning({ expiresAt: dataExports.expiresAt });
  return row?.expiresAt ?? null;
}

export async function markFailed(db: Executor, id: string) {
  await db
    .update(dataExports)
    .set({ status: 'failed', leaseUntil: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
}

/** Deletes the bytes of expired archives; their rows stay for the daily limit. */
export async function pruneExpiredArchives(db: Executor) {
  await db
    .update(dataExports)
    .set({ archive: null, byteSize: null })
    .where(and(lt(dataExports.expiresAt, sql`now()`), isNotNull(dataExports.archive)));
}
