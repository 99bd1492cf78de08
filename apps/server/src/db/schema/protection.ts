import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cents, ts } from './columns.ts';
import { offerings } from './investments.ts';

/**
 * Each customer's latest knowledge test and capacity for loss (migration 0022): one row, replaced
 * when the test is taken again; the audit log keeps every earlier answer.
 */
export const suitabilityAssessments = pgTable(
  'suitability_assessments',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    score: integer('score').notNull(),
    result: text('result', { enum: ['appropriate', 'not_appropriate'] }).notNull(),
    takenAt: ts('taken_at').notNull(),
    riskAcknowledgedAt: ts('risk_acknowledged_at'),
    incomeCents: cents('income_cents').notNull(),
    liquidAssetsCents: cents('liquid_assets_cents').notNull(),
    commitmentsCents: cents('commitments_cents').notNull(),
    capacityUpdatedAt: ts('capacity_updated_at').notNull(),
  },
  (t) => [
    check('suitability_result_valid', sql`${t.result} IN ('appropriate', 'not_appropriate')`),
    check(
      'suitability_amounts_nonnegative',
      sql`${t.incomeCents} >= 0 AND ${t.liquidAssetsCents} >= 0 AND ${t.commitmentsCents} >= 0`,
    ),
  ],
);

/** A customer opened and acknowledged an offering's key information sheet. */
export const kiisAcknowledgements = pgTable(
  'kiis_acknowledgements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    acknowledgedAt: ts('acknowledged_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'kiis_acknowledgements_pk', columns: [t.userId, t.offeringId] })],
);

/** The first time a customer opened an offering's key information sheet: its acknowledgement needs it (ADR 048). */
export const kiisOpens = pgTable(
  'kiis_opens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    openedAt: ts('opened_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'kiis_opens_pk', columns: [t.userId, t.offeringId] })],
);
