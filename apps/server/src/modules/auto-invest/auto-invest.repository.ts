import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { autoInvestDecisions, autoInvestStrategies, offerings, users } from '../../db/schema.ts';

export type StrategyRow = typeof autoInvestStrategies.$inferSelect;
export type NewStrategy = Omit<typeof autoInvestStrategies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const live = (userId: string) =>
  and(eq(autoInvestStrategies.userId, userId), isNull(autoInvestStrategies.deletedAt));

export function listStrategies(db: Executor, userId: string) {
  return db
    .select()
    .from(autoInvestStrategies)
    .where(live(userId))
    .orderBy(asc(autoInvestStrategies.createdAt), asc(autoInvestStrategies.id));
}

/** One of the customer's own strategies (another customer's id finds nothing), locked when asked. */
export async function findStrategy(db: Executor, userId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(autoInvestStrategies)
    .where(and(live(userId), eq(autoInvestStrategies.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function countStrategies(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(autoInvestStrategies)
    .where(live(userId));
  return row?.n ?? 0;
}

export async function insertStrategy(db: Executor, values: NewStrategy) {
  const [row] = await db.insert(autoInvestStrategies).values(values).returning();
  return row!;
}

export async function updateStrategy(db: Executor, id: string, patch: Partial<NewStrategy>) {
  const [row] = await db
    .update(autoInvestStrategies)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(autoInvestStrategies.id, id))
    .returning();
  return row!;
}

export async function deleteStrategy(db: Executor, id: string) {
  await db
    .update(autoInvestStrategies)
    .set({ deletedAt: new Date(), active: false, updatedAt: new Date() })
    .where(eq(autoInvestStrategies.id, id));
}

/**
 * Active strategies that look at an offering, oldest first (the disclosed order), of customers
 * whose identity is approved. One customer's when `userId` is given.
 */
export function listActiveStrategies(db: Executor, userId?: string) {
  return db
    .select({ strategy: autoInvestStrategies })
    .from(autoInvestStrategies)
    .innerJoin(users, eq(users.id, autoInvestStrategies.userId))
    .where(
      and(
        eq(autoInvestStrategies.active, true),
        isNull(autoInvestStrategies.deletedAt),
        eq(users.kycStatus, 'approved'),
        userId ? eq(autoInvestStrategies.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(autoInvestStrategies.createdAt), asc(autoInvestStrategies.id))
    .then((r) => r.map((x) => x.strategy));
}

/** Offerings on sale, oldest first: the ones a strategy may buy (the purchase checks again, locked). */
export function listOfferingsOnSale(db: Executor) {
  return db
    .select()
    .from(offerings)
    .where(and(isNull(offerings.archivedAt), eq(offerings.performance, 'performing')))
    .orderBy(asc(offerings.createdAt), asc(offerings.id));
}

export async function findOfferingOnSale(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(offerings)
    .where(and(eq(offerings.id, id), isNull(offerings.archivedAt), eq(offerings.performance, 'performing')));
  return row ?? null;
}

/** Every holding a strategy bought, cancelled ones too (it buys each offering once). */
export async function strategyHoldings(db: Executor, strategyId: string) {
  const found = await rows<{
    offering_id: string;
    category: string;
    amount: string;
    status: string;
    performance: string;
    return_bps: number;
    term_count: number;
    term_unit: 'day' | 'week' | 'month' | 'year';
  }>(
    db,
    sql`SELECT h.offering_id, o.category, h.amount_cents::text AS amount, h.status, o.performance,
               h.return_bps, h.term_count, h.term_unit
        FROM holdings h JOIN offerings o ON o.id = h.offering_id
        WHERE h.strategy_id = ${strategyId}::uuid`,
  );
  return found.map((r) => ({
    offeringId: r.offering_id,
    category: r.category,
    amountCents: Number(r.amount),
    status: r.status,
    performance: r.performance,
    returnBps: r.return_bps,
    term: { count: r.term_count, unit: r.term_unit },
  }));
}
export type Position = Awaited<ReturnType<typeof strategyHoldings>>[number];

/** What a strategy holds: the holdings it bought that were not cancelled. */
export const positionsOf = (all: Position[]) => all.filter((p) => p.status !== 'cancelled');

export async function strategyPositions(db: Executor, strategyId: string) {
  return positionsOf(await strategyHoldings(db, strategyId));
}

export async function recordDecision(
  db: Executor,
  d: {
    strategyId: string;
    offeringId: string;
    outcome: 'bought' | 'skipped';
    holdingId?: string;
    amountCents?: number;
    reason?: string;
  },
) {
  await db.insert(autoInvestDecisions).values({
    strategyId: d.strategyId,
    offeringId: d.offeringId,
    outcome: d.outcome,
    holdingId: d.holdingId ?? null,
    amountCents: d.amountCents ?? null,
    reason: d.reason ?? null,
  });
}

/** The last decision about an offering, so the same skip is not written again at every look. */
export async function lastDecision(db: Executor, strategyId: string, offeringId: string) {
  const [row] = await db
    .select({ outcome: autoInvestDecisions.outcome, reason: autoInvestDecisions.reason })
    .from(autoInvestDecisions)
    .where(
      and(eq(autoInvestDecisions.strategyId, strategyId), eq(autoInvestDecisions.offeringId, offeringId)),
    )
    .orderBy(desc(autoInvestDecisions.createdAt))
    .limit(1);
  return row ?? null;
}

export function recentDecisions(db: Executor, strategyId: string, limit: number) {
  return db
    .select({
      at: autoInvestDecisions.createdAt,
      offeringId: autoInvestDecisions.offeringId,
      name: offerings.name,
      outcome: autoInvestDecisions.outcome,
      amountCents: autoInvestDecisions.amountCents,
      reason: autoInvestDecisions.reason,
    })
    .from(autoInvestDecisions)
    .innerJoin(offerings, eq(offerings.id, autoInvestDecisions.offeringId))
    .where(eq(autoInvestDecisions.strategyId, strategyId))
    .orderBy(desc(autoInvestDecisions.createdAt), desc(autoInvestDecisions.id))
    .limit(limit);
}

/** Invested (not cancelled) per strategy of a customer, for the list's `invested`. */
export async function investedByStrategy(db: Executor, userId: string): Promise<Map<string, number>> {
  const found = await rows<{ strategy_id: string; cents: string }>(
    db,
    sql`SELECT strategy_id, sum(amount_cents)::text AS cents FROM holdings
        WHERE user_id = ${userId}::uuid AND strategy_id IS NOT NULL AND status <> 'cancelled'
        GROUP BY strategy_id`,
  );
  return new Map(found.map((r) => [r.strategy_id, Number(r.cents)]));
}

/** The operator's view: strategies, money they may still invest, and auto-purchases per offering. */
export async function autoInvestOverview(db: Executor) {
  const [totals] = await rows<{ strategies: number; active: number; budget_left: string }>(
    db,
    sql`SELECT count(*)::int AS strategies, count(*) FILTER (WHERE s.active)::int AS active,
               coalesce(sum(greatest(s.budget_cents - coalesce(i.cents, 0), 0)) FILTER (WHERE s.active), 0)::text AS budget_left
        FROM auto_invest_strategies s
        LEFT JOIN (SELECT strategy_id, sum(amount_cents) AS cents FROM holdings
                   WHERE strategy_id IS NOT NULL AND status <> 'cancelled' GROUP BY strategy_id) i
          ON i.strategy_id = s.id
        WHERE s.deleted_at IS NULL`,
  );
  const byOffering = await rows<{ offering_id: string; name: string; cents: string; holdings: number }>(
    db,
    sql`SELECT h.offering_id, o.name, sum(h.amount_cents)::text AS cents, count(*)::int AS holdings
        FROM holdings h JOIN offerings o ON o.id = h.offering_id
        WHERE h.strategy_id IS NOT NULL AND h.status <> 'cancelled'
        GROUP BY h.offering_id, o.name ORDER BY sum(h.amount_cents) DESC, o.name`,
  );
  return { totals: totals!, byOffering };
}
