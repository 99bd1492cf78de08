import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, generatedId, ts } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: generatedId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Null once the account is closed (migration 0032): nothing signs in to it until a reset. */
    passwordHash: text('password_hash'),
    phonenumber: text('phonenumber').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    address: text('address').notNull().default(''),
    balanceCents: cents('balance_cents').notNull().default(0),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    emailVerifiedAt: ts('email_verified_at'),
    /** What was typed into the sign-up form's referral field before referral codes existed. */
    referralCodeEntered: text('referral_code_entered'),
    /** The customer's own referral code, drawn by the database (new_referral_code(), migration 0010). */
    referralCode: text('referral_code').notNull().default(sql`new_referral_code()`),
    /** Who referred this customer: set at sign-up from a valid code, never changed. */
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: ['free', 'member'] })
      .notNull()
      .default('free'),
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
    /** The customer closed the account (ADR 053); an admin's reopening sets it back to null. */
    closedAt: ts('closed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_uq').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy).where(sql`${t.referredBy} IS NOT NULL`),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id),
    index('users_kyc_status_idx').on(t.kycStatus, t.kycSubmittedAt),
    index('users_closed_idx').on(t.closedAt.desc(), t.id).where(sql`${t.closedAt} IS NOT NULL`),
    index('users_closed_email_idx').on(sql`lower(${t.email})`).where(sql`${t.closedAt} IS NOT NULL`),
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
    check('users_plan_valid', sql`${t.plan} IN ('free', 'member')`),
    check('users_kyc_status_valid', sql`${t.kycStatus} IN ('none', 'pending', 'approved', 'rejected')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: generatedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** The last step-up on this session: password (and code) proved again (ADR 028). */
    steppedUpAt: ts('stepped_up_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Email codes, reset tokens, 2FA login challenges: only a hash is stored, each used once. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: generatedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['email_verify', 'password_reset', 'login_2fa', 'email_change_cancel'],
    }).notNull(),
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
    id: generatedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
