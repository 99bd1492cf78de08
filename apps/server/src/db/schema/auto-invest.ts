import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cents, createdAt, generatedId, ts } from './columns.ts';
import { holdings, offerings } from './investments.ts';

/** A customer's auto-invest strategy (migration 0033, ADR 051). Rates are yearly, in basis points. */
export const autoInvestStrategies = pgTable(
  'auto_invest_strategies',
  {
    id: generatedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    categories: text('categories').array(),
    maxTermMonths: integer('max_term_months'),
    minRateBps: integer('min_rate_bps'),
    maxRateBps: integer('max_rate_bps'),
    performingOnly: boolean('performing_only').notNull().default(false),
    amountPerOfferingCents: cents('amount_per_offering_cents').notNull(),
    maxSharePerOfferingPct: integer('max_share_per_offering_pct').notNull(),
    maxSharePerCategoryPct: integer('max_share_per_category_pct'),
    budgetCents: cents('budget_cents').notNull(),
    cashReserveCents: cents('cash_reserve_cents').notNull().default(0),
    consentGiven: boolean('consent_given').notNull().default(false),
    kiisAcknowledgedAt: ts('kiis_acknowledged_at'),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('auto_invest_strategies_user_idx').on(t.userId, t.createdAt).where(sql`${t.deletedAt} IS NULL`),
    index('auto_invest_strategies_active_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.active} AND ${t.deletedAt} IS NULL`),
    check(
      'auto_invest_amounts_valid',
      sql`${t.amountPerOfferingCents} > 0 AND ${t.budgetCents} >= ${t.amountPerOfferingCents} AND ${t.cashReserveCents} >= 0`,
    ),
    check(
      'auto_invest_shares_valid',
      sql`${t.maxSharePerOfferingPct} BETWEEN 1 AND 100 AND (${t.maxSharePerCategoryPct} IS NULL OR ${t.maxSharePerCategoryPct} BETWEEN 1 AND 100)`,
    ),
    check(
      'auto_invest_rates_valid',
      sql`${t.minRateBps} IS NULL OR ${t.maxRateBps} IS NULL OR ${t.minRateBps} <= ${t.maxRateBps}`,
    ),
  ],
);

/** What a strategy decided about an offering: bought (with its holding) or skipped (with why). */
export const autoInvestDecisions = pgTable(
  'auto_invest_decisions',
  {
    id: generatedId(),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => autoInvestStrategies.id, { onDelete: 'restrict' }),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'restrict' }),
    outcome: text('outcome', { enum: ['bought', 'skipped'] }).notNull(),
    holdingId: uuid('holding_id').references(() => holdings.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auto_invest_decisions_strategy_idx').on(t.strategyId, t.createdAt.desc()),
    check('auto_invest_decisions_outcome_valid', sql`${t.outcome} IN ('bought', 'skipped')`),
    check(
      'auto_invest_decisions_bought_has_holding',
      sql`(${t.outcome} = 'bought') = (${t.holdingId} IS NOT NULL)`,
    ),
  ],
);

/** An event that makes the job look: an offering on sale, or a customer's cash arriving. */
export const autoInvestWakeups = pgTable(
  'auto_invest_wakeups',
  {
    id: generatedId(),
    offeringId: uuid('offering_id').references(() => offerings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    claimedUntil: ts('claimed_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auto_invest_wakeups_created_idx').on(t.createdAt),
    check('auto_invest_wakeups_one_subject', sql`(${t.offeringId} IS NULL) <> (${t.userId} IS NULL)`),
  ],
);
