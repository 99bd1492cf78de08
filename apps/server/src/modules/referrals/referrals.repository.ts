import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The id of the customer whose referral code this is, or null. */
export async function findReferrerId(db: Executor, code: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
  return row?.id ?? null;
}

/** How many people signed up with this customer's code, and how many of them passed identity checks. */
export async function countReferrals(db: Executor, userId: string) {
  const [row] = await db
    .select({
      joined: count(),
      verified: sql<number>`count(*) FILTER (WHERE ${users.kycStatus} = 'approved')`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.referredBy, userId));
  return { joined: row?.joined ?? 0, verified: row?.verified ?? 0 };
}

/** The customer's own code and who referred them (null when nobody did). */
export async function findReferralOwner(db: Executor, userId: string) {
  const referrer = sql`(SELECT json_build_object('_id', r.id, 'name', r.name, 'email', r.email)
    FROM ${users} r WHERE r.id = ${users.referredBy})`;
  const [row] = await db
    .select({
      code: users.referralCode,
      referredBy: sql<{ _id: string; name: string; email: string } | null>`${referrer}`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The people who signed up with this customer's code, oldest first. */
export async function listReferred(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      kycStatus: users.kycStatus,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.referredBy, userId)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
}
