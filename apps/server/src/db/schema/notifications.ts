import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, generatedId, ts } from './columns.ts';

/** What a customer is told in the app: written in the transaction of the event it tells (ADR 052). */
export const notifications = pgTable(
  'notifications',
  {
    id: generatedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    /** A path of the web app, e.g. `/wallet`. */
    link: text('link').notNull(),
    /** What the row is about when it may only exist once (an offering on sale: `offering:<id>`). */
    subjectKey: text('subject_key'),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_page_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_user_subject_idx')
      .on(t.userId, t.subjectKey)
      .where(sql`${t.subjectKey} IS NOT NULL`),
  ],
);

/** A customer's mail settings (kinds whose mail is off) and how far they have seen new offerings. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mailOff: text('mail_off').array().notNull().default(sql`'{}'`),
  offeringsSeenAt: ts('offerings_seen_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
