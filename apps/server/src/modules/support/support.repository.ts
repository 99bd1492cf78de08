import type { SupportCategory, SupportStatus } from '@app/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { supportMessages, supportThreads, users } from '../../db/schema.ts';

export type ThreadRow = typeof supportThreads.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect & { name: string };

/** Writes a thread with `reference`, or undefined when another thread holds it (drawn again). */
export async function insertThread(
  db: Executor,
  p: { userId: string; reference: string; subject: string; category: SupportCategory; dueAt: Date | null },
) {
  const [row] = await db.insert(supportThreads).values(p).onConflictDoNothing().returning();
  return row;
}

export async function insertMessage(
  db: Executor,
  p: { threadId: string; authorId: string; from: 'customer' | 'admin'; text: string },
) {
  const [row] = await db.insert(supportMessages).values(p).returning();
  return row!;
}

/** The customer's own thread, locked for a change; null for anyone else's (a 404, never a 403). */
export async function lockOwnThread(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(supportThreads)
    .where(and(eq(supportThreads.id, id), eq(supportThreads.userId, userId)))
    .for('update');
  return row ?? null;
}

/** Any thread, locked, for the support team. */
export async function lockThread(db: Executor, id: string) {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.id, id)).for('update');
  return row ?? null;
}

export async function findOwnThread(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(supportThreads)
    .where(and(eq(supportThreads.id, id), eq(supportThreads.userId, userId)));
  return row ?? null;
}

export async function listOwnThreads(db: Executor, userId: string) {
  return db
    .select()
    .from(supportThreads)
    .where(eq(supportThreads.userId, userId))
    .orderBy(desc(supportThreads.updatedAt));
}

/** A thread's messages, oldest first, with the name of who wrote each. */
export async function listMessages(db: Executor, threadId: string): Promise<MessageRow[]> {
  const rows = await db
    .select({ m: supportMessages, name: sql<string>`coalesce(${users.name}, 'Support')` })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(eq(supportMessages.threadId, threadId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return rows.map((r) => ({ ...r.m, name: r.name }));
}

const assignee = alias(users, 'assignee');

/** The console's queue of one status, oldest wait first, with who wrote and who took each. */
export async function listQueue(db: Executor, status: SupportStatus) {
  return db
    .select({
      thread: supportThreads,
      customer: { id: users.id, name: users.name, email: users.email },
      assignee: { id: assignee.id, name: assignee.name },
    })
    .from(supportThreads)
    .innerJoin(users, eq(users.id, supportThreads.userId))
    .leftJoin(assignee, eq(assignee.id, supportThreads.assignedTo))
    .where(eq(supportThreads.status, status))
    .orderBy(
      status === 'closed' ? desc(supportThreads.closedAt) : asc(supportThreads.waitingSince),
      asc(supportThreads.id),
    )
    .limit(200);
}

export async function findThreadForAdmin(db: Executor, id: string) {
  const [row] = await db
    .select({
      thread: supportThreads,
      customer: { id: users.id, name: users.name, email: users.email },
      assignee: { id: assignee.id, name: assignee.name },
    })
    .from(supportThreads)
    .innerJoin(users, eq(users.id, supportThreads.userId))
    .leftJoin(assignee, eq(assignee.id, supportThreads.assignedTo))
    .where(eq(supportThreads.id, id));
  return row ?? null;
}

export async function updateThread(
  db: Executor,
  id: string,
  set: Partial<typeof supportThreads.$inferInsert>,
) {
  const [row] = await db
    .update(supportThreads)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(supportThreads.id, id))
    .returning();
  return row!;
}

/** Complaints per calendar month (UTC) over the last `months`, newest first. */
export async function complaintsPerMonth(db: Executor, months: number) {
  const month = sql<string>`to_char(date_trunc('month', ${supportThreads.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM')`;
  return db
    .select({
      month,
      opened: sql<number>`count(*)::int`,
      closed: sql<number>`count(*) FILTER (WHERE ${supportThreads.status} = 'closed')::int`,
      late: sql<number>`count(*) FILTER (WHERE coalesce(${supportThreads.closedAt}, now()) > ${supportThreads.dueAt})::int`,
    })
    .from(supportThreads)
    .where(
      and(
        eq(supportThreads.category, 'complaint'),
        sql`${supportThreads.createdAt} >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - make_interval(months => ${months - 1})`,
      ),
    )
    .groupBy(month)
    .orderBy(desc(month));
}
