import { SETTLEMENT_KINDS, SETTLEMENT_STATUSES } from '@app/contract/holding-life';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cents, createdAt, generatedId, ts } from './columns.ts';

export const OFFERING_CATEGORIES = ['Crypto', 'Banking', 'Real Estate', 'Agriculture'] as const;
export const TERM_UNITS = ['day', 'week', 'month', 'year'] as const;
export const PERFORMANCE_STATUSES = ['performing', 'delayed', 'recovery', 'defaulted'] as const;
export const MATURITY_INSTRUCTIONS = ['payout', 'rollover_principal', 'rollover_all'] as const;

/** A term is a count and a unit (migration 0023), each unit with its own ten-year cap. */
const termChecks = (table: string, t: { termCount: AnyPgColumn; termUnit: AnyPgColumn }) => [
  check(`${table}_term_unit_valid`, sql`${t.termUnit} IN ('day', 'week', 'month', 'year')`),
  check(
    `${table}_term_count_range`,
    sql`${t.termCount} >= 1 AND ${t.termCount} <= CASE ${t.termUnit} WHEN 'day' THEN 3650 WHEN 'week' THEN 520 WHEN 'month' THEN 120 ELSE 10 END`,
  ),
];

export const offerings = pgTable(
  'offerings',
  {
    id: generatedId(),
    name: text('name').notNull(),
    img: text('img').notNull().default(''),
    category: text('category', { enum: OFFERING_CATEGORIES }).notNull(),
    /** Return in basis points of a percent: '18.5%' is 1850. */
    returnBps: integer('return_bps').notNull(),
    /** The term: '9 months' is 9 and 'month'; the API's `duration` text is made from these. */
    termCount: integer('term_count').notNull(),
    termUnit: text('term_unit', { enum: TERM_UNITS }).notNull(),
    pricePerUnitCents: cents('price_per_unit_cents').notNull(),
    investors: integer('investors').notNull().default(0),
    /** The yearly management charge in basis points (0.50% a year is 50); 0 means none. */
    managementFeeBps: integer('management_fee_bps').notNull().default(0),
    /** The key information sheet's sections (migration 0022); '' until the admin writes them. */
    kiisIssuer: text('kiis_issuer').notNull().default(''),
    kiisUseOfFunds: text('kiis_use_of_funds').notNull().default(''),
    kiisRisks: text('kiis_risks').notNull().default(''),
    kiisFees: text('kiis_fees').notNull().default(''),
    kiisPayment: text('kiis_payment').notNull().default(''),
    archivedAt: ts('archived_at'),
    /** How the borrower is paying, the admin's note to the holders, and when it last changed. */
    performance: text('performance', { enum: PERFORMANCE_STATUSES }).notNull().default('performing'),
    performanceNote: text('performance_note').notNull().default(''),
    performanceAt: ts('performance_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('offerings_active_idx').on(t.archivedAt, t.createdAt.desc()),
    check('offerings_price_positive', sql`${t.pricePerUnitCents} > 0`),
    check('offerings_return_range', sql`${t.returnBps} BETWEEN 0 AND 10000`),
    check('offerings_investors_nonnegative', sql`${t.investors} >= 0`),
    check('offerings_management_fee_range', sql`${t.managementFeeBps} BETWEEN 0 AND 1000`),
    check(
      'offerings_category_valid',
      sql`${t.category} IN ('Crypto', 'Banking', 'Real Estate', 'Agriculture')`,
    ),
    check(
      'offerings_performance_valid',
      sql`${t.performance} IN ('performing', 'delayed', 'recovery', 'defaulted')`,
    ),
    ...termChecks('offerings', t),
  ],
);

export const holdings = pgTable(
  'holdings',
  {
    id: generatedId(),
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
    termCount: integer('term_count').notNull(),
    termUnit: text('term_unit', { enum: TERM_UNITS }).notNull(),
    startAt: ts('start_at').notNull().defaultNow(),
    maturityAt: ts('maturity_at').notNull(),
    /** 'reflection' is not stored: an active holding whose reflection period has not ended shows it. */
    status: text('status', { enum: ['active', 'completed', 'cancelled', 'written_off'] })
      .notNull()
      .default('active'),
    paidOutAt: ts('paid_out_at'),
    /** Its maturity paid the principal only: the offering's payout funding could not cover the return. */
    returnDelayedAt: ts('return_delayed_at'),
    /** When a delayed return was paid, once the offering was funded. */
    returnPaidAt: ts('return_paid_at'),
    /** The platform fee its purchase paid (0 for members). */
    feeCents: cents('fee_cents').notNull().default(0),
    /** The offering's yearly management charge at purchase, and what it comes to for the whole term. */
    managementFeeBps: integer('management_fee_bps').notNull().default(0),
    /** Taken from the payout at maturity (a `fee` ledger entry of its own). */
    managementFeeCents: cents('management_fee_cents').notNull().default(0),
    createdAt: createdAt(),
    /** The short reference its movements show (migration 0017). */
    reference: text('reference').notNull(),
    /** Until then the customer may cancel for a full refund; null when bought without protection. */
    reflectionEndsAt: ts('reflection_ends_at'),
    /** The customer ticked the large-order warning. */
    consentGiven: boolean('consent_given').notNull().default(false),
    cancelledAt: ts('cancelled_at'),
    /** What maturity does with the money (ADR 034); changeable until 2 days before maturity. */
    instruction: text('instruction', { enum: MATURITY_INSTRUCTIONS }).notNull().default('payout'),
    /** When the reminder 7 days before maturity was queued: it is sent once. */
    noticeSentAt: ts('notice_sent_at'),
    /** The holding whose maturity bought this one by a roll-over. */
    rolledFrom: uuid('rolled_from').references((): AnyPgColumn => holdings.id, { onDelete: 'restrict' }),
    /** Recovery payments received after a default, and the principal written off at its end. */
    recoveredCents: cents('recovered_cents').notNull().default(0),
    writtenOffCents: cents('written_off_cents').notNull().default(0),
    writtenOffAt: ts('written_off_at'),
    /** The auto-invest strategy that bought it (migration 0033); null when the customer did. */
    strategyId: uuid('strategy_id'),
  },
  (t) => [
    uniqueIndex('holdings_reference_uq').on(t.reference),
    index('holdings_user_idx').on(t.userId, t.createdAt.desc()),
    index('holdings_due_idx').on(t.status, t.maturityAt),
    check('holdings_units_range', sql`${t.units} BETWEEN 1 AND 100`),
    check('holdings_amount_positive', sql`${t.amountCents} > 0`),
    check('holdings_fees_nonnegative', sql`${t.feeCents} >= 0 AND ${t.managementFeeCents} >= 0`),
    check('holdings_cancelled_when', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`),
    check(
      'holdings_status_valid',
      sql`${t.status} IN ('reflection', 'active', 'completed', 'cancelled', 'written_off')`,
    ),
    check(
      'holdings_instruction_valid',
      sql`${t.instruction} IN ('payout', 'rollover_principal', 'rollover_all')`,
    ),
    check(
      'holdings_loss_range',
      sql`${t.recoveredCents} >= 0 AND ${t.writtenOffCents} >= 0 AND ${t.recoveredCents} + ${t.writtenOffCents} <= ${t.amountCents}`,
    ),
    uniqueIndex('holdings_rolled_from_uq').on(t.rolledFrom).where(sql`${t.rolledFrom} IS NOT NULL`),
    uniqueIndex('holdings_strategy_offering_uq')
      .on(t.strategyId, t.offeringId)
      .where(sql`${t.strategyId} IS NOT NULL`),
    ...termChecks('holdings', t),
  ],
);

/** One recovery payment to one holding; its id is the payment's ledger reference. */
export const holdingRecoveries = pgTable(
  'holding_recoveries',
  {
    id: generatedId(),
    holdingId: uuid('holding_id')
      .notNull()
      .references(() => holdings.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    note: text('note').notNull(),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('holding_recoveries_holding_idx').on(t.holdingId, t.createdAt),
    check('holding_recoveries_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A recovery or write-off past the approval limit, until a second admin decides it (migration 0024).
 * Booked ones are kept too (status `approved`): the limit weighs an offering's last 24 hours of them.
 */
export const offeringSettlements = pgTable(
  'offering_settlements',
  {
    id: generatedId(),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: SETTLEMENT_KINDS }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    note: text('note').notNull(),
    status: text('status', { enum: SETTLEMENT_STATUSES }).notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('offering_settlements_status_idx').on(t.status, t.createdAt),
    index('offering_settlements_offering_idx').on(t.offeringId, t.createdAt),
    check('offering_settlements_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** 'refund': a cancelled purchase's fee given back, a negative row (migration 0022). */
export const PLATFORM_FEE_SOURCES = ['purchase', 'management', 'refund'] as const;

/**
 * The platform's fee revenue: each row is the credit side of one customer `fee` ledger entry, so the
 * sum of this table equals minus the sum of `fee` entries (checked by `npm run ledger:verify`).
 */
export const platformFees = pgTable(
  'platform_fees',
  {
    id: generatedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    holdingId: uuid('holding_id')
      .notNull()
      .references(() => holdings.id, { onDelete: 'restrict' }),
    source: text('source', { enum: PLATFORM_FEE_SOURCES }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A holding pays each fee once: the database refuses a second.
    uniqueIndex('platform_fees_once_uq').on(t.holdingId, t.source),
    index('platform_fees_created_idx').on(t.createdAt),
    check(
      'platform_fees_amount_signed',
      sql`(${t.source} = 'refund') = (${t.amountCents} < 0) AND ${t.amountCents} <> 0`,
    ),
    check('platform_fees_source_valid', sql`${t.source} IN ('purchase', 'management', 'refund')`),
  ],
);
