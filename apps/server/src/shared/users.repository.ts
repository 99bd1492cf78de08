import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { bankAccounts, users } from '../db/schema.ts';
import type { BankAccountFields } from './user.dto.ts';

export async function findUserById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

/**
 * Locks the customer's row until the transaction ends (SELECT … FOR NO KEY UPDATE): their money moves
 * one operation at a time, each deciding from the balance it then writes. It is the lock the balance
 * UPDATE itself takes, so it never waits on rows that merely reference the user (an idempotency key, a
 * ledger entry, a holding); a plain FOR UPDATE would, and two operations that had each inserted such a
 * row would deadlock. Returns what money operations decide and answer from; null when there is no user
 * or the account is closed (ADR 053): no money moves into or out of a closed account, and an operation
 * that waited for the closure's lock reads the closed row and stops.
 */
export async function lockCustomer(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      kycStatus: users.kycStatus,
      balanceCents: users.balanceCents,
      plan: users.plan,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.closedAt)))
    .for('no key update');
  return row ?? null;
}

/** The customer's linked accounts, oldest first (the order they were added). */
export async function listBankAccounts(db: Executor, userId: string) {
  return db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
    .orderBy(asc(bankAccounts.createdAt));
}

/**
 * GET /auth/me in one round trip (it is asked on every page load): the user row and the live bank
 * accounts, oldest first, aggregated by PostgreSQL. Null when there is no such user.
 */
export async function findUserWithBankAccounts(db: Executor, id: string) {
  const [row] = await db
    .select({
      user: users,
      banks: sql<BankAccountFields[]>`coalesce((
        SELECT json_agg(json_build_object('id', b.id, 'bankName', b.bank_name, 'accountNumber', b.account_number,
                                          'accountHolderName', b.account_holder_name, 'country', b.country,
                                          'sortCode', b.sort_code, 'routingNumber', b.routing_number,
                                          'payoutAvailableAt', b.payout_available_at)
                        ORDER BY b.created_at)
        FROM ${bankAccounts} b WHERE b.user_id = "users"."id" AND b.deleted_at IS NULL), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertUser(
  db: Executor,
  p: {
    name: string;
    email: string;
    passwordHash: string;
    phonenumber: string;
    /** The customer whose referral code was used at sign-up. */
    referredBy?: string;
    heardAbout?: string;
    role?: 'customer' | 'admin';
    emailVerifiedAt?: Date;
  },
) {
  const [row] = await db.insert(users).values(p).returning();
  return row!;
}
