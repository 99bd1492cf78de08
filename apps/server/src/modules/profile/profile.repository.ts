import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oneTimeTokens, users } from '../../db/schema.ts';
import { voidTokens } from '../../shared/one-time-tokens.repository.ts';

export async function updateProfileFields(
  db: Executor,
  userId: string,
  p: { name: string; phonenumber: string; dob: string | null; address: string },
) {
  const [row] = await db
    .update(users)
    .set({ ...p, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/**
 * Sets a confirmed new email; the code proved the inbox, so it counts as verified. Reset links mailed
 * to the old address and its cancel link stop working.
 */
export async function setConfirmedEmail(db: Executor, userId: string, email: string) {
  const [row] = await db
    .update(users)
    .set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  await voidTokens(db, userId, ['password_reset', 'email_change_cancel']);
  return row ?? null;
}

/** The newest live email-change code of the user (an email_verify token that names an address). */
export async function findPendingEmailChange(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'email_verify'),
        isNotNull(oneTimeTokens.email),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  return row ?? null;
}
