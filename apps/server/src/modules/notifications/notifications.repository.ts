import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationSettings, notifications, offerings, users } from '../../db/schema.ts';

/** Where a page ended: the last row's time (microseconds, UTC text) and id. */
export interface NotificationPosition {
  at: string;
  id: string;
}

// The time at full precision: a JS Date keeps milliseconds, and rows of one transaction share an instant.
const atText = sql<string>`to_char(${notifications.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of a customer's notifications, newest first, after `after` when given. */
export async function listNotifications(
  db: Executor,
  userId: string,
  p: { limit: number; after?: NotificationPosition },
) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      text: notifications.text,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      at: atText,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        p.after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${p.after.at}::timestamptz, ${p.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(p.limit);
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the customer's own notifications read: ids of anyone else's are simply not matched. */
export async function markRead(db: Executor, userId: string, ids: string[] | 'all') {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
}

export async function findSettings(db: Executor, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

export async function saveMailOff(db: Executor, userId: string, mailOff: string[]) {
  await db
    .insert(notificationSettings)
    .values({ userId, mailOff })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { mailOff, updatedAt: sql`now()` } });
}

/**
 * Offerings put on sale since the customer last looked become their notifications, once each (the
 * unique (user, subject) index), and the mark moves on: a per-customer read instead of a fan-out to
 * every customer when an offering opens (docs/decisions/052-notifications-and-support.md). At most
 * `max` of the newest are written; a customer's first look starts from their sign-up.
 */
export async function catchUpOfferings(db: Executor, userId: string, max: number) {
  const [mark] = await db
    .insert(notificationSettings)
    .values({
      userId,
      offeringsSeenAt: sql`(SELECT ${users.createdAt} FROM ${users} WHERE ${users.id} = ${userId})`,
    })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { userId } })
    .returning({ seenAt: notificationSettings.offeringsSeenAt });
  const fresh = await db
    .select({ id: offerings.id, name: offerings.name, createdAt: offerings.createdAt })
    .from(offerings)
    .where(and(isNull(offerings.archivedAt), sql`${offerings.createdAt} > ${mark!.seenAt}`))
    .orderBy(desc(offerings.createdAt))
    .limit(max);
  if (fresh.length === 0) return;
  await db
    .insert(notifications)
    .values(
      fresh.map((o) => ({
        userId,
        kind: 'offering',
        text: `New on sale: ${o.name}.`,
        link: '/investment',
        subjectKey: `offering:${o.id}`,
        createdAt: o.createdAt,
      })),
    )
    .onConflictDoNothing();
  await db
    .update(notificationSettings)
    .set({ offeringsSeenAt: fresh[0]!.createdAt })
    .where(eq(notificationSettings.userId, userId));
}
