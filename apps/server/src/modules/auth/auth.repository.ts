import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { voidTokens } from '../../shared/one-time-tokens.repository.ts';

export async function setEmailVerified(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** A new password also voids every reset link already mailed (ADR 019). */
export async function setPasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await voidTokens(db, userId, ['password_reset']);
}
