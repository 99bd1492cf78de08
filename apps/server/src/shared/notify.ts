import { isLockedNotificationKind, type NotificationKind } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { notificationSettings, notifications } from '../db/schema.ts';

/** One thing a customer is told in the app: one sentence and the page it concerns (a `/path`). */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  text: string;
  link: string;
}

/**
 * Writes the notification in `tx`, the transaction of the event it tells: it exists if and only if
 * the event commits (docs/decisions/052-notifications-and-support.md). The mailer calls it for every
 * mail that carries a notice; an event without a mail calls it directly.
 */
export async function notify(tx: Executor, n: Notice): Promise<void> {
  await tx.insert(notifications).values({ userId: n.userId, kind: n.kind, text: n.text, link: n.link });
}

/**
 * Whether the customer wants mail of this kind. Security, money and account kinds always mail,
 * whatever is stored; the others mail unless the customer turned them off.
 */
export async function wantsMail(db: Executor, userId: string, kind: NotificationKind): Promise<boolean> {
  if (isLockedNotificationKind(kind)) return true;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), sql`${kind} = ANY(${notificationSettings.mailOff})`))
    .limit(1);
  return rows.length === 0;
}
