import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, generatedId, ts } from './columns.ts';

/** A customer's conversation with support; a complaint carries a deadline and closes with an outcome. */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: generatedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique('support_threads_reference_unique'),
    subject: text('subject').notNull(),
    category: text('category', { enum: ['question', 'money', 'complaint', 'identity', 'other'] }).notNull(),
    status: text('status', { enum: ['waiting', 'answered', 'closed'] })
      .notNull()
      .default('waiting'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    dueAt: ts('due_at'),
    outcome: text('outcome'),
    closedAt: ts('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Since when the customer waits for the answer they are owed: the console's queue order. */
    waitingSince: ts('waiting_since').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_threads_user_idx').on(t.userId, t.updatedAt.desc()),
    index('support_threads_queue_idx').on(t.status, t.waitingSince),
    index('support_threads_complaints_idx').on(t.createdAt).where(sql`${t.category} = 'complaint'`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: generatedId(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    from: text('from', { enum: ['customer', 'admin'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_thread_idx').on(t.threadId, t.createdAt)],
);
