import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, generatedId, ts } from './columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: generatedId(),
    /** Who acted; kept after their account is deleted (no foreign key: the log is append-only, ADR 029). */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    // The admin's activity pages: newest first with a stable tie-break, straight from the index.
    index('audit_log_page_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    // Everything about one customer, newest first (the admin's customer page).
    index('audit_log_target_created_idx').on(t.targetId, t.createdAt.desc(), t.id.desc()),
    // …and the entries that name the customer in their details (a decision on one of their requests).
    index('audit_log_subject_created_idx').on(
      sql`(${t.details}->>'userId')`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

/** The first answer to a money-moving POST, replayed for the same key (docs/architecture.md "The ledger"). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: generatedId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phonenumber: text('phonenumber').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);

/** Mail waiting to be sent: written in the transaction that caused it, sent with retries. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: generatedId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Running totals for the admin console, kept exact by triggers (migration 0001_admin_totals):
 * the number of users, the sum of their balances and the number of audit entries. Each total is the
 * sum of its column over the slots; a transaction adds its changes to one slot row (chosen by its
 * transaction id), once, at commit, so writers rarely wait and never wait on each other in a cycle.
 * The summary cards and page totals read these instead of scanning tables.
 */
export const adminTotals = pgTable('admin_totals', {
  slot: integer('slot').primaryKey(),
  users: bigint('users', { mode: 'number' }).notNull().default(0),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
  auditEntries: bigint('audit_entries', { mode: 'number' }).notNull().default(0),
});
