import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oneTimeTokens, users } from '../../db/schema.ts';

type Purpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

export async function insertUser(
  db: Executor,
  p: {
    name: string;
    email: string;
    passwordHash: string;
    phonenumber: string;
    referralCode?: string;
    heardAbout?: string;
    role?: 'customer' | 'admin';
    emailVerifiedAt?: Date;
  },
) {
  const [row] = await db.insert(users).values(p).returning();
  return row!;
}

export async function setEmailVerified(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

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

export async function countFailedAttempt(db: Executor, tokenId: string): Promise<number> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
    .where(eq(oneTimeTokens.id, tokenId))
    .returning({ attempts: oneTimeTokens.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
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
