import { APPROVAL_KINDS, APPROVAL_STATUSES } from '@app/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cents, ts } from './columns.ts';
import { offerings } from './investments.ts';

/**
 * The approval gate (ADR 043, migration 0025): one row per admin action that creates, moves or
 * releases money, booked at once (`approved`, no decider) or waiting (`pending`). Its id is the id
 * of the kind's own record (adjustment, wallet request, funding, settlement).
 */
export const approvals = pgTable(
  'approvals',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: APPROVAL_KINDS }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    offeringId: uuid('offering_id').references(() => offerings.id, { onDelete: 'restrict' }),
    /** Signed for a balance edit (a debit is negative); the limits weigh its absolute value. */
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    /** What the kind needs to show or book it beyond its own record (a balance edit's from/to). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    askedBy: uuid('asked_by').references(() => users.id, { onDelete: 'set null' }),
    askedAt: ts('asked_at').notNull().defaultNow(),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    decisionReason: text('decision_reason'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('approvals_asked_by_idx').on(t.askedBy, t.askedAt),
    index('approvals_status_idx').on(t.status, t.askedAt),
    check(
      'approvals_kind_valid',
      sql`${t.kind} IN ('adjustment', 'deposit', 'withdrawal', 'funding', 'recovery', 'write_off', 'offering_terms')`,
    ),
    check('approvals_status_valid', sql`${t.status} IN ('pending', 'approved', 'rejected', 'expired')`),
  ],
);
