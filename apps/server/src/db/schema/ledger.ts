import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cents, createdAt, generatedId, ts } from './columns.ts';
import { offerings } from './investments.ts';

/**
 * The double-entry ledger (docs/decisions/032-double-entry-ledger.md, docs/ledger.md): accounts,
 * journal transactions and their postings. Migration 0021 holds the triggers: postings of a
 * transaction sum to zero (checked at commit), both tables are append-only, and each transaction's
 * hash chains it to the one before.
 */
export const ACCOUNT_TYPES = [
  'cash',
  'withdrawals',
  'principal',
  'bank',
  'fee_revenue',
  'adjustments',
  'payout_funding',
  'write_offs',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** A customer's cash, money on its way out and invested principal; an offering's payout funding; the platform's own. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: generatedId(),
    type: text('type', { enum: ACCOUNT_TYPES }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    offeringId: uuid('offering_id').references(() => offerings.id, { onDelete: 'cascade' }),
    /**
     * Null for a cash account (its balance is users.balance_cents, where every screen reads it) and for
     * the platform's accounts (their balance is the sum of their postings: no row every transaction updates).
     */
    balanceCents: cents('balance_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_accounts_balance_nonnegative',
      sql`${t.type} IN ('bank', 'adjustments') OR ${t.balanceCents} >= 0`,
    ),
    index('ledger_accounts_user_idx').on(t.userId, t.type).where(sql`${t.userId} IS NOT NULL`),
    index('ledger_accounts_offering_idx').on(t.offeringId).where(sql`${t.offeringId} IS NOT NULL`),
  ],
);

/** Kinds that name a journal transaction and its postings alike. */
const KINDS_OF_BOTH = ['adjustment', 'funding', 'refund', 'recovery', 'write_off'] as const;

export const JOURNAL_KINDS = [
  'deposit',
  'withdrawal_request',
  'withdrawal_paid',
  'withdrawal_rejected',
  'purchase',
  'fee',
  'maturity',
  'return',
  ...KINDS_OF_BOTH,
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** A PostgreSQL 64-bit transaction id (xid8), read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * One movement of money. `seq`, `prev_hash` and `hash` belong to the transactions chained at insert
 * before migration 0030; since then a header records the database transaction that wrote it (`xid`)
 * and when (`written_at`), and the sealer chains it into journal_seals after it committed.
 */
export const journalTransactions = pgTable(
  'journal_transactions',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }),
    kind: text('kind', { enum: JOURNAL_KINDS }).notNull(),
    referenceId: uuid('reference_id'),
    actorId: uuid('actor_id'),
    createdAt: ts('created_at').notNull().default(sql`clock_timestamp()`),
    prevHash: text('prev_hash'),
    hash: text('hash'),
    xid: xid8('xid').default(sql`pg_current_xact_id()`),
    writtenAt: ts('written_at').default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex('journal_transactions_seq_uq').on(t.seq),
    index('journal_transactions_xid_idx').on(t.xid).where(sql`${t.xid} IS NOT NULL`),
  ],
);

/** The chain after commit: each committed journal transaction hashed onto the seal before it, in (xid, id) order. */
export const journalSeals = pgTable(
  'journal_seals',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => journalTransactions.id),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    sealedAt: ts('sealed_at').notNull().default(sql`clock_timestamp()`),
  },
  (t) => [uniqueIndex('journal_seals_transaction_uq').on(t.transactionId)],
);

/** Where sealing stands (one row): every header below `watermark` is sealed; `head` is the newest seal's hash. */
export const journalSealer = pgTable('journal_sealer', {
  id: integer('id').primaryKey(),
  watermark: xid8('watermark').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  head: text('head').notNull(),
  tickedAt: ts('ticked_at').notNull().default(sql`clock_timestamp()`),
});

/** What a posting says about the movement; a customer's history shows the kinds of their cash postings. */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  'investment',
  'payout',
  'return',
  'fee',
  ...KINDS_OF_BOTH,
] as const;

/**
 * The postings of every account. A customer's cash postings carry `user_id` (history, statements and
 * the daily totals read them by it) and the running balance they left; every other account's postings
 * have `user_id` null and are read by `account_id`.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: generatedId(),
    transactionId: uuid('transaction_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    /** The customer whose cash this posting moves; null on every other account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    /**
     * The account's balance after this posting: the running balance shown in history and statements.
     * Null on a platform account's posting: those accounts keep no running balance (ADR 050).
     */
    balanceAfterCents: cents('balance_after_cents'),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** The request, holding, adjustment or offering that caused it. */
    referenceId: uuid('reference_id'),
    actorId: uuid('actor_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('ledger_entries_user_kind_idx').on(t.userId, t.kind, t.createdAt.desc(), t.id.desc()),
    index('ledger_entries_created_idx').on(t.createdAt, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt, t.id),
    // The database itself refuses crediting or debiting a customer's cash twice for the same request
    // or holding. A holding may pay two fees (at purchase, at maturity): platform_fees_once_uq keeps
    // each to once.
    uniqueIndex('ledger_entries_once_uq')
      .on(t.kind, t.referenceId)
      .where(
        sql`${t.referenceId} IS NOT NULL AND ${t.accountType} = 'cash' AND ${t.kind} NOT IN ('adjustment', 'fee')`,
      ),
    check('ledger_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
    check(
      'ledger_entries_running_balance',
      sql`${t.balanceAfterCents} IS NOT NULL OR ${t.accountType} IN ('bank', 'fee_revenue', 'adjustments', 'write_offs')`,
    ),
  ],
);

/**
 * Each customer's cash postings summed per UTC day and kind, kept exact by a trigger on
 * ledger_entries (migrations 0012, 0021): history totals, statement balances and the portfolio's cash
 * line read it.
 */
export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    entries: integer('entries').notNull(),
    creditsCents: bigint('credits_cents', { mode: 'number' }).notNull(),
    debitsCents: bigint('debits_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.kind] }),
    index('ledger_daily_totals_day_idx').on(t.day, t.kind),
  ],
);

export const FUNDING_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** An admin's transfer from the bank account to an offering's payout funding (four eyes above the threshold). */
export const payoutFundings = pgTable(
  'payout_fundings',
  {
    id: generatedId(),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: FUNDING_STATUSES }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
  },
  (t) => [index('payout_fundings_status_idx').on(t.status, t.createdAt)],
);

/** The bank's real closing balance for a day, as an admin entered it, beside the ledger's. */
export const bankReconciliations = pgTable(
  'bank_reconciliations',
  {
    id: generatedId(),
    day: date('day').notNull(),
    bankBalanceCents: cents('bank_balance_cents').notNull(),
    ledgerBalanceCents: cents('ledger_balance_cents').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('bank_reconciliations_created_idx').on(t.createdAt.desc())],
);
