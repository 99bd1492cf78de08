import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema.ts';

/**
 * One-time codes and links (email verification, password reset, email change, the second sign-in
 * step): issued, found, counted and used up by the modules that mail them.
 */
type Purpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

/** Issues a token and voids the user's earlier unused ones of the same purpose: only the newest works. */
export async function replaceOneTimeToken(
  db: Executor,
  p: { userId: string; purpose: Purpose; tokenHash: string; expiresAt: Date; email?: string },
) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, p.userId),
        eq(oneTimeTokens.purpose, p.purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await db.insert(oneTimeTokens).values(p);
}

export async function findLiveToken(db: Executor, p: { userId: string; purpose: Purpose }) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, p.userId),
        eq(oneTimeTokens.purpose, p.purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findLiveTokenByHash(db: Executor, p: { purpose: Purpose; tokenHash: string }) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, p.purpose),
        eq(oneTimeTokens.tokenHash, p.tokenHash),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Takes one try of a live token before its code is compared, in one conditional UPDATE: parallel
 * guesses cannot all pass a read-then-write check. Returns the try's number (1..max), or null when
 * the tries are used up (or the token is used or expired).
 */
export async function claimAttempt(db: Executor, tokenId: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
    .where(
      and(
        eq(oneTimeTokens.id, tokenId),
        lt(oneTimeTokens.attempts, max),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ attempts: oneTimeTokens.attempts });
  return row?.attempts ?? null;
}

/** Voids every live token of a purpose: reset links die when the password or the email changes. */
export async function voidTokens(db: Executor, userId: string, purposes: Purpose[]) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        inArray(oneTimeTokens.purpose, purposes),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** Marks a token used; false when someone used it first (so it works exactly once). */
export async function consumeToken(db: Executor, tokenId: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.id, tokenId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return rows.length > 0;
}
