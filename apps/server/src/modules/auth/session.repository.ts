import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

/**
 * A new session row, and whether the user had signed in before (any session, live or ended) from this
 * browser and address. One statement: its RETURNING reads the table as it was before the insert.
 */
export async function insertSessionNotingDevice(
  db: Executor,
  p: { userId: string; ip: string; userAgent: string; expiresAt: Date },
): Promise<{ session: { id: string; createdAt: Date; expiresAt: Date }; seenBefore: boolean }> {
  const seen = alias(sessions, 'seen');
  const [row] = await db
    .insert(sessions)
    .values(p)
    .returning({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      seenBefore: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(seen)
        .where(and(eq(seen.userId, p.userId), eq(seen.userAgent, p.userAgent), eq(seen.ip, p.ip)))})`,
    });
  const { seenBefore, ...session } = row!;
  return { session, seenBefore };
}

/** The live session behind a token, with the user's current role: null when revoked, expired or idle. */
export async function findLiveSession(
  db: Executor,
  p: { sessionId: string; userId: string; idleSince: Date },
) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, p.sessionId),
        eq(sessions.userId, p.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, p.idleSince),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** last_seen_at is now; returns the time written. */
export async function touchSession(db: Executor, sessionId: string): Promise<Date> {
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId))
    .returning({ lastSeenAt: sessions.lastSeenAt });
  return row?.lastSeenAt ?? new Date();
}

export async function listLiveSessions(db: Executor, userId: string, idleSince: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(sql`${sessions.lastSeenAt} DESC`);
}

export async function revokeSession(db: Executor, p: { userId: string; sessionId: string }) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, p.sessionId), eq(sessions.userId, p.userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of the user except `keepSessionId` (none kept when it is undefined). */
export async function revokeOtherSessions(db: Executor, p: { userId: string; keepSessionId?: string }) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, p.userId),
        isNull(sessions.revokedAt),
        p.keepSessionId ? ne(sessions.id, p.keepSessionId) : undefined,
      ),
    );
}

/** Whether the user has two-factor sign-in on: admins need it where the config says so (ADR 028). */
export async function hasTwoFactor(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean>`${users.totpEnabledAt} IS NOT NULL` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.on ?? false;
}
