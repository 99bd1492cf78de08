import type { AddBankFields } from '@app/contract/wallet';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema.ts';

const active = (userId: string) => and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt));

/** A new account; it can first receive a withdrawal `holdHours` after now, by the database's clock. */
export async function insertBankAccount(
  db: Executor,
  p: AddBankFields & { userId: string; holdHours: number },
) {
  const { holdHours, ...fields } = p;
  const [row] = await db
    .insert(bankAccounts)
    .values({ ...fields, payoutAvailableAt: sql`now() + make_interval(hours => ${holdHours})` })
    .returning();
  return row!;
}

export async function countActiveBankAccounts(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankAccounts).where(active(userId));
  return row?.n ?? 0;
}

/** The same account linked already: a UK account number names an account only with its sort code. */
export async function findActiveDuplicate(
  db: Executor,
  p: { userId: string; bankName: string; accountNumber: string; sortCode?: string },
) {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        active(p.userId),
        eq(bankAccounts.bankName, p.bankName),
        eq(bankAccounts.accountNumber, p.accountNumber),
        sql`${bankAccounts.sortCode} IS NOT DISTINCT FROM ${p.sortCode ?? null}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The user's own, not removed, account with this id (never another user's). */
export async function findActiveBankAccount(db: Executor, p: { userId: string; id: string }) {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(active(p.userId), eq(bankAccounts.id, p.id)))
    .limit(1);
  return row ?? null;
}

/** The most recently added account still linked, or null. */
export async function findLatestBankAccount(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(active(userId))
    .orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id))
    .limit(1);
  return row ?? null;
}

/** Soft delete: past requests still show where the money went. False when not the user's or gone. */
export async function softDeleteBankAccount(db: Executor, p: { userId: string; id: string }) {
  const rows = await db
    .update(bankAccounts)
    .set({ deletedAt: sql`now()` })
    .where(and(active(p.userId), eq(bankAccounts.id, p.id)))
    .returning({ id: bankAccounts.id });
  return rows.length > 0;
}
