import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Money is integer cents in bigint columns, read as JS numbers: every amount we allow is far below 2^53.
const cents = (name: string) => bigint(name, { mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phonenumber: text('phonenumber').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    address: text('address').notNull().default(''),
    balanceCents: cents('balance_cents').notNull().default(0),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    emailVerifiedAt: ts('email_verified_at'),
    referralCode: text('referral_code'),
    heardAbout: text('heard_about'),
    kycStatus: text('kyc_status', { enum: ['none', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('none'),
    kycReason: text('kyc_reason'),
    idCardType: text('id_card_type').notNull().default(''),
    idCardNumber: text('id_card_number').notNull().default(''),
    /** Server-generated storage key of the identity document; never a client-chosen name. */
    idCardKey: text('id_card_key'),
    idCardMime: text('id_card_mime'),
    kycSubmittedAt: ts('kyc_submitted_at'),
    kycDecidedAt: ts('kyc_decided_at'),
    /** AES-256-GCM ciphertext of the TOTP key; active only once totp_enabled_at is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id),
    index('users_kyc_status_idx').on(t.kycStatus, t.kycSubmittedAt),
    // Admin search (prefix, case-insensitive) by email, by name, and by the name's last word. Each
    // index also carries the column it is computed from and the id, so counting matches reads no rows.
    index('users_email_search_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`, t.email, t.id),
    index('users_name_search_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`, t.name, t.id),
    index('users_last_name_search_idx').using(
      'btree',
      sql`lower(split_part(${t.name}, ' ', -1)) text_pattern_ops`,
      t.name,
      t.id,
    ),
    check('users_balance_nonnegative', sql`${t.balanceCents} >= 0`),
    check('users_role_valid', sql`${t.role} IN ('customer', 'admin')`),
    check('users_kyc_status_valid', sql`${t.kycStatus} IN ('none', 'pending', 'approved', 'rejected')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Email codes, reset tokens, 2FA login challenges: only a hash is stored, each used once. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email_verify', 'password_reset', 'login_2fa'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For an email change: the address the code was sent to. */
    email: text('email'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt.desc()),
    uniqueIndex('one_time_tokens_hash_uq').on(t.purpose, t.tokenHash),
  ],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
    /** Removed by the customer; kept so past requests still show where money went. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('bank_accounts_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Deposit and withdrawal requests share one shape (spec §3); `kind` tells them apart. */
export const walletRequests = pgTable(
  'wallet_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
  },
  (t) => [
    index('wallet_requests_user_idx').on(t.userId, t.kind, t.createdAt.desc(), t.id.desc()),
    // The admin grids: every request of a kind, or of a kind and status, newest first.
    index('wallet_requests_kind_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
    index('wallet_requests_status_idx').on(t.kind, t.status, t.createdAt.desc(), t.id.desc()),
    check('wallet_requests_amount_positive', sql`${t.amountCents} > 0`),
    check('wallet_requests_kind_valid', sql`${t.kind} IN ('deposit', 'withdrawal')`),
    check('wallet_requests_status_valid', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

export const LEDGER_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'investment',
  'payout',
  'adjustment',
] as const;

/** Every balance change is one row here, written in the same transaction as the balance update. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** The request or holding that caused it; null only for admin adjustments. */
    referenceId: uuid('reference_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.createdAt.desc()),
    // The database itself refuses booking the same request or holding twice for the same reason.
    uniqueIndex('ledger_entries_once_uq')
      .on(t.kind, t.referenceId)
      .where(sql`${t.referenceId} IS NOT NULL AND ${t.kind} <> 'adjustment'`),
    check('ledger_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
    check(
      'ledger_entries_kind_valid',
      sql`${t.kind} IN ('deposit', 'withdrawal_hold', 'withdrawal_release', 'investment', 'payout', 'adjustment')`,
    ),
  ],
);

export const OFFERING_CATEGORIES = ['Crypto', 'Banking', 'Real Estate', 'Agriculture'] as const;

export const offerings = pgTable(
  'offerings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    img: text('img').notNull().default(''),
    category: text('category', { enum: OFFERING_CATEGORIES }).notNull(),
    /** Return in basis points of a percent: '18.5%' is 1850. */
    returnBps: integer('return_bps').notNull(),
    duration: text('duration').notNull(),
    pricePerUnitCents: cents('price_per_unit_cents').notNull(),
    investors: integer('investors').notNull().default(0),
    archivedAt: ts('archived_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('offerings_active_idx').on(t.archivedAt, t.createdAt.desc()),
    check('offerings_price_positive', sql`${t.pricePerUnitCents} > 0`),
    check('offerings_return_range', sql`${t.returnBps} BETWEEN 0 AND 10000`),
    check('offerings_investors_nonnegative', sql`${t.investors} >= 0`),
    check(
      'offerings_category_valid',
      sql`${t.category} IN ('Crypto', 'Banking', 'Real Estate', 'Agriculture')`,
    ),
  ],
);

export const holdings = pgTable(
  'holdings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'restrict' }),
    units: integer('units').notNull(),
    pricePerUnitCents: cents('price_per_unit_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
    returnBps: integer('return_bps').notNull(),
    expectedReturnCents: cents('expected_return_cents').notNull(),
    duration: text('duration').notNull(),
    startAt: ts('start_at').notNull().defaultNow(),
    maturityAt: ts('maturity_at').notNull(),
    status: text('status', { enum: ['active', 'completed'] })
      .notNull()
      .default('active'),
    paidOutAt: ts('paid_out_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('holdings_user_idx').on(t.userId, t.createdAt.desc()),
    index('holdings_due_idx').on(t.status, t.maturityAt),
    check('holdings_units_range', sql`${t.units} BETWEEN 1 AND 100`),
    check('holdings_amount_positive', sql`${t.amountCents} > 0`),
    check('holdings_status_valid', sql`${t.status} IN ('active', 'completed')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
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
  ],
);

/** The first answer to a money-moving POST, replayed for the same key (DESIGN.md §3). */
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
    id: uuid('id').primaryKey().defaultRandom(),
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
    id: uuid('id').primaryKey().defaultRandom(),
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

export const schema = {
  users,
  sessions,
  oneTimeTokens,
  recoveryCodes,
  bankAccounts,
  walletRequests,
  ledgerEntries,
  offerings,
  holdings,
  auditLog,
  idempotencyKeys,
  contactMessages,
  emailOutbox,
  adminTotals,
};
export type DbUser = typeof users.$inferSelect;
