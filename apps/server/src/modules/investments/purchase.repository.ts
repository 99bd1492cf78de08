import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { holdings, ledgerEntries, offerings, users } from '../../db/schema.ts';
import { keyInsertSql, type keyRow } from '../../lib/idempotency.ts';

/**
 * What a purchase is decided from, in one read: the buyer, the offering (null when unknown), the clock.
 * With `lock`, the buyer's row stays locked until the caller's transaction ends.
 */
export async function findPurchaseContext(
  db: Executor,
  p: { userId: string; offeringId: string; lock?: boolean },
) {
  const [row] = p.lock
    ? await purchaseContext(db).for('no key update', { of: users }).execute(p)
    : await purchaseContextQuery(db).execute(p);
  return row ? { buyer: row.buyer, offering: row.offering, now: new Date(Number(row.nowMs)) } : null;
}

const purchaseContext = (db: Executor) =>
  db
    .select({
      buyer: { kycStatus: users.kycStatus, balanceCents: users.balanceCents },
      offering: offerings,
      nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`,
    })
    .from(users)
    .leftJoin(offerings, eq(offerings.id, sql.placeholder('offeringId')))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1);

// Prepared: the read of every purchase's first (unlocked) try.
const purchaseContextQuery = preparedQuery((db) => purchaseContext(db).prepare('invest_purchase_context'));

/** The statement found the balance or the offering changed since they were read: read again. */
export class PurchaseRaced extends Error {}
const GUARD_FAILED = 'VS001';

/**
 * A purchase as one statement, all or nothing: the idempotency key, the debit (only from the balance
 * that was read, and only while the buyer is verified), the offering's investor count (only while its
 * terms are still those the holding was priced at and it is not archived), the holding and its ledger
 * entry. Rows are locked buyer first, then offering, as findPurchaseContext's `lock` does: never in
 * the opposite order, so two purchases cannot deadlock. Returns false when the key was already taken (nothing written); throws PurchaseRaced
 * when anything it was decided from changed meanwhile (nothing written; the caller reads again).
 */
export async function insertPurchase(
  db: Executor,
  p: {
    holding: typeof holdings.$inferSelect;
    balanceBeforeCents: number;
    key?: ReturnType<typeof keyRow>;
  },
): Promise<boolean> {
  const h = p.holding;
  const keyCte = keyInsertSql(p.key);
  try {
    const result = (await db.execute(sql`
      WITH k AS (${keyCte}),
      m AS (
        UPDATE ${users} SET balance_cents = balance_cents - ${h.amountCents}::bigint, updated_at = now()
        WHERE id = ${h.userId}::uuid AND balance_cents = ${p.balanceBeforeCents}::bigint
          AND balance_cents >= ${h.amountCents}::bigint AND kyc_status = 'approved'
          AND EXISTS (SELECT 1 FROM k)
        RETURNING id
      ),
      o AS (
        UPDATE ${offerings} SET investors = investors + 1
        WHERE id = ${h.offeringId}::uuid AND archived_at IS NULL
          AND price_per_unit_cents = ${h.pricePerUnitCents}::bigint AND return_bps = ${h.returnBps}::int
          AND duration = ${h.duration}::text AND EXISTS (SELECT 1 FROM m)
        RETURNING id
      ),
      h AS (
        INSERT INTO ${holdings} (id, user_id, offering_id, units, price_per_unit_cents, amount_cents, return_bps,
                                 expected_return_cents, duration, start_at, maturity_at, created_at)
        SELECT ${h.id}::uuid, ${h.userId}::uuid, ${h.offeringId}::uuid, ${h.units}::int,
               ${h.pricePerUnitCents}::bigint, ${h.amountCents}::bigint, ${h.returnBps}::int,
               ${h.expectedReturnCents}::bigint, ${h.duration}::text, ${h.startAt.toISOString()}::timestamptz,
               ${h.maturityAt.toISOString()}::timestamptz, ${h.createdAt.toISOString()}::timestamptz
        FROM o
        RETURNING id
      ),
      l AS (
        INSERT INTO ${ledgerEntries} (user_id, amount_cents, kind, reference_id, actor_id)
        SELECT ${h.userId}::uuid, ${-h.amountCents}::bigint, 'investment', h.id, ${h.userId}::uuid FROM h
      )
      SELECT (SELECT count(*) FROM k)::int AS claimed,
             CASE WHEN (SELECT count(*) FROM k) > 0 AND (SELECT count(*) FROM h) = 0
                  THEN statement_guard_failed('purchase') ELSE 0 END AS guard`)) as unknown as {
      rows: { claimed: number }[];
    };
    return Number(result.rows[0]?.claimed ?? 0) > 0;
  } catch (err) {
    // node-postgres and PGlite errors carry the SQLSTATE; Drizzle may wrap them (`cause`).
    const e = err as { code?: string; cause?: { code?: string } };
    if (e.code === GUARD_FAILED || e.cause?.code === GUARD_FAILED) throw new PurchaseRaced();
    throw err;
  }
}
