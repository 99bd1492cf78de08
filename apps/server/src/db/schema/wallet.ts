import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cents, createdAt, generatedId, ts } from './columns.ts';

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: generatedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    country: text('country').notNull(),
    /** UK accounts: the sort code's 6 digits (a database check keeps them digits). */
    sortCode: text('sort_code'),
    /** US accounts: the ABA routing number's 9 digits. */
    routingNumber: text('routing_number'),
    createdAt: createdAt(),
    /** The first moment a withdrawal may go to this account: PAYOUT_ACCOUNT_HOLD_HOURS after it was added (ADR 046). */
    payoutAvailableAt: ts('payout_available_at').notNull(),
    /** Removed by the customer; kept so past requests still show where money went. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('bank_accounts_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Deposit and withdrawal requests share one shape (docs/product.md §3); `kind` tells them apart. */
export const walletRequests = pgTable(
  'wallet_requests',
  {
    id: generatedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deposit', 'withdrawal'] }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    method: text('method').notNull().default('Bank Transfer'),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** A deposit approval that needs a second admin (ADR 027): the first admin and when. */
    firstApprovedBy: uuid('first_approved_by').references(() => users.id, { onDelete: 'set null' }),
    firstApprovedAt: ts('first_approved_at'),
    /** What a person reads, types on a transfer and searches by: VI- and 6 characters (migration 0017). */
    reference: text('reference').notNull(),
    /** Why an admin rejected it, shown to the customer and mailed; only on a rejection. */
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('wallet_requests_reference_uq').on(t.reference),
    index('wallet_requests_user_idx').on(t.userId, t.kind, t.createdAt.desc(), t.id.desc()),
    // The admin grids: every request of a kind, or of a kind and status, newest first.
    index('wallet_requests_kind_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
    index('wallet_requests_status_idx').on(t.kind, t.status, t.createdAt.desc(), t.id.desc()),
    index('wallet_requests_created_idx').on(t.createdAt, t.id),
    check('wallet_requests_amount_positive', sql`${t.amountCents} > 0`),
    check('wallet_requests_kind_valid', sql`${t.kind} IN ('deposit', 'withdrawal')`),
    check('wallet_requests_status_valid', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('wallet_requests_reason_on_rejection', sql`${t.reason} IS NULL OR ${t.status} = 'rejected'`),
  ],
);

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * Every balance edit (ADR 027). One within the customer's 24-hour approval limit is booked at once
 * (`approved`, no decider); one past it books nothing while pending, and an approval by another admin
 * books one `adjustment` ledger entry whose reference is this row.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: generatedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The balance the requesting admin saw, and the one they asked for. */
    fromCents: cents('from_cents').notNull(),
    toCents: cents('to_cents').notNull(),
    /** Internal: read by admins and the audit log. */
    reason: text('reason').notNull(),
    /** What the customer's mail says; a neutral text when empty. */
    customerMessage: text('customer_message'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    /** The short reference the customer's movement shows (migration 0017). */
    reference: text('reference').notNull(),
  },
  (t) => [
    uniqueIndex('balance_adjustments_reference_uq').on(t.reference),
    index('balance_adjustments_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('balance_adjustments_user_idx').on(t.userId, t.createdAt.desc()),
    check('balance_adjustments_status_valid', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check(
      'balance_adjustments_amounts_valid',
      sql`${t.fromCents} >= 0 AND ${t.toCents} >= 0 AND ${t.fromCents} <> ${t.toCents}`,
    ),
    check('balance_adjustments_decided_once', sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
  ],
);
