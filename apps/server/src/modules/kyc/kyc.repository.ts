import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bankAccounts, type DbUser, users } from '../../db/schema.ts';

type KycStatus = DbUser['kycStatus'];

/** Records a submission, only from 'none' or 'rejected': null when one is pending or approved already. */
export async function markSubmitted(
  db: Executor,
  p: { userId: string; idCardType: string; idCardNumber: string; key: string; mime: string },
) {
  const [row] = await db
    .update(users)
    .set({
      kycStatus: 'pending',
      kycReason: null,
      idCardType: p.idCardType,
      idCardNumber: p.idCardNumber,
      idCardKey: p.key,
      idCardMime: p.mime,
      kycSubmittedAt: sql`now()`,
      kycDecidedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, p.userId), inArray(users.kycStatus, ['none', 'rejected'])))
    .returning();
  return row ?? null;
}

/** The user row, locked until the transaction ends, so two admins cannot decide the same review. */
export async function lockUser(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row ?? null;
}

export async function approveKyc(db: Executor, userId: string) {
  const [row] = await db
    .update(users)
    .set({ kycStatus: 'approved', kycReason: null, kycDecidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Rejection clears the document so the customer can send a new one; the reason stays to be shown. */
export async function rejectKyc(db: Executor, userId: string, reason: string) {
  const [row] = await db
    .update(users)
    .set({
      kycStatus: 'rejected',
      kycReason: reason,
      idCardType: '',
      idCardNumber: '',
      idCardKey: null,
      idCardMime: null,
      kycDecidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Users in one KYC state, longest waiting first (at most `limit`). */
export async function listUsersByKycStatus(db: Executor, status: KycStatus, limit = 200) {
  return db
    .select()
    .from(users)
    .where(eq(users.kycStatus, status))
    .orderBy(sql`${users.kycSubmittedAt} ASC NULLS LAST`, asc(users.createdAt))
    .limit(limit);
}

export async function listBankAccountsOf(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(bankAccounts)
    .where(and(inArray(bankAccounts.userId, userIds), isNull(bankAccounts.deletedAt)))
    .orderBy(asc(bankAccounts.createdAt));
}
