import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cents, createdAt, ts } from './columns.ts';

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
