import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { param, preparedQuery, preparedStatement } from '../../db/prepared.ts';
import { holdings, ledgerEntries, offerings, users } from '../../db/schema.ts';
import { keyInsertPlaceholders, keyPlaceholderValues, type keyRow } from '../../lib/idempotency.ts';
import { AFTER_COMMIT } from '../../shared/profile-notices.ts';

/**
 * What a purchase is decided from when this instance does not know the offering yet or the statement
 * found something changed: the buyer and the offering (null when unknown), in one read. With `lock`,
 * the buyer's row stays locked until the caller's transaction ends.
 */
export async function findPurchaseContext(
  db: Executor,
  p: { userId: string; offeringId: string; lock?: boolean },
) {
  const [row] = p.lock
    ? await purchaseContext(db).for('no key update', { of: users }).execute(p)
    : await purchaseContextQuery(db).execute(p);
  return row ?? null;
}

const purchaseContext = (db: Executor) =>
  db
    .select({
      buyer: { kycStatus: users.kycStatus, balanceCents: users.balanceCents },
      offering: offerings,
    })
    .from(users)
    .leftJoin(offerings, eq(offerings.id, sql.placeholder('offeringId')))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1);

// Prepared: the read of a purchase that cannot go straight to its statement.
const purchaseContextQuery = preparedQuery((db) => purchaseContext(db).prepare('invest_purchase_context'));

/** The statement found the balance or the offering changed since they were read: read again. */
export class PurchaseRaced extends Error {}
const GUARD_FAILED = 'VS001';

// `b`: the buyer's balance as the statement starts; the debit happens only from that balance, so the
// answer stored with the key (its balance completed here, in dollars as centsToDollars makes them) is
// the answer the buyer gets. When `b` finds no buyer the debit finds none either and the guard undoes
// the key, so the 0 of its coalesce is never stored.
// `n`: the buyer's profile change is announced by the caller once this commits, not by the users
// trigger inside it (shared/profile-notices.ts). The debit reads it, so it is set before the row
// is updated and the trigger fires.
const balanceAfterDollars = sql`to_jsonb((coalesce((SELECT balance_cents FROM b), 0) - ${param('amount')}::bigint)::numeric / 100)`;
const purchaseSql = (keyed: boolean) => sql`
  WITH b AS (SELECT balance_cents FROM ${users} WHERE id = ${param('userId')}::uuid),
  k AS (${keyInsertPlaceholders(keyed, (body) => sql`jsonb_set(${body}, '{balance}', ${balanceAfterDollars})`)}),
  n AS (SELECT ${AFTER_COMMIT} AS notice),
  m AS (
    UPDATE ${users} SET balance_cents = balance_cents - ${param('amount')}::bigint, updated_at = now()
    WHERE id = ${param('userId')}::uuid AND balance_cents = (SELECT balance_cents FROM b)
      AND balance_cents >= ${param('amount')}::bigint AND kyc_status = 'approved'
      AND EXISTS (SELECT 1 FROM k) AND (SELECT notice FROM n) = 'after_commit'
    RETURNING balance_cents
  ),
  o AS (
    UPDATE ${offerings} SET investors = investors + 1
    WHERE id = ${param('offeringId')}::uuid AND archived_at IS NULL
      AND price_per_unit_cents = ${param('price')}::bigint AND return_bps = ${param('returnBps')}::int
      AND duration = ${param('duration')}::text AND name = ${param('name')}::text
      AND category = ${param('category')}::text AND img = ${param('img')}::text AND EXISTS (SELECT 1 FROM m)
    RETURNING id
  ),
  h AS (
    INSERT INTO ${holdings} (id, user_id, offering_id, units, price_per_unit_cents, amount_cents, return_bps,
                             expected_return_cents, duration, start_at, maturity_at, created_at)
    SELECT ${param('holdingId')}::uuid, ${param('userId')}::uuid, ${param('offeringId')}::uuid, ${param('units')}::int,
           ${param('price')}::bigint, ${param('amount')}::bigint, ${param('returnBps')}::int,
           ${param('expectedReturn')}::bigint, ${param('duration')}::text, ${param('startAt')}::timestamptz,
           ${param('maturityAt')}::timestamptz, ${param('createdAt')}::timestamptz
    FROM o
    RETURNING id
  ),
  l AS (
    INSERT INTO ${ledgerEntries} (user_id, amount_cents, balance_after_cents, kind, reference_id, actor_id, created_at)
    SELECT ${param('userId')}::uuid, -${param('amount')}::bigint, (SELECT balance_cents FROM m), 'investment', h.id,
           ${param('userId')}::uuid, clock_timestamp() FROM h
  )
  SELECT (SELECT count(*) FROM k)::int AS claimed,
         (SELECT balance_cents FROM m) AS balance_after,
         CASE WHEN (SELECT count(*) FROM k) > 0 AND (SELECT count(*) FROM h) = 0
              THEN statement_guard_failed('purchase') ELSE 0 END AS guard`;
// Prepared (db/prepared.ts): the statement of every purchase, with and without an idempotency key.
type PurchaseRow = { claimed: number; balance_after: string | number | null };
const purchaseWithKey = preparedStatement<PurchaseRow>('invest_purchase_keyed', purchaseSql(true));
const purchaseWithoutKey = preparedStatement<PurchaseRow>('invest_purchase', purchaseSql(false));

/**
 * A purchase as one statement, all or nothing: the idempotency key, the debit (only from the balance
 * the statement itself reads first, only if it covers the cost and only while the buyer is verified),
 * the offering's investor count (only while it is not archived and still has the terms, name,
 * category and picture the holding and its answer were made from), the holding and its ledger entry.
 * Rows are locked buyer first, then offering, as findPurchaseContext's `lock` does: never in the
 * opposite order, so two purchases cannot deadlock. The buyer's profile change is not announced: the
 * caller announces it once this has committed (profileNotices). The key's stored answer is `key`'s
 * with its `balance` set to the balance after the debit. Returns null when the key was already taken
 * (nothing written), else the buyer's balance after the debit; throws PurchaseRaced when anything it
 * was made from is no longer so (nothing written; the caller reads and decides).
 */
export async function insertPurchase(
  db: Executor,
  p: {
    holding: typeof holdings.$inferSelect;
    offering: { name: string; category: string; img: string };
    key?: ReturnType<typeof keyRow>;
  },
): Promise<{ balanceAfterCents: number } | null> {
  const h = p.holding;
  try {
    const result = await (p.key ? purchaseWithKey : purchaseWithoutKey)(db, {
      ...keyPlaceholderValues(p.key),
      userId: h.userId,
      offeringId: h.offeringId,
      holdingId: h.id,
      units: h.units,
      price: h.pricePerUnitCents,
      amount: h.amountCents,
      returnBps: h.returnBps,
      expectedReturn: h.expectedReturnCents,
      duration: h.duration,
      name: p.offering.name,
      category: p.offering.category,
      img: p.offering.img,
      startAt: h.startAt.toISOString(),
      maturityAt: h.maturityAt.toISOString(),
      createdAt: h.createdAt.toISOString(),
    });
    const row = result.rows[0];
    if (!row || Number(row.claimed) === 0) return null;
    if (row.balance_after === null) throw new Error('the purchase statement neither debited nor raised');
    return { balanceAfterCents: Number(row.balance_after) };
  } catch (err) {
    // node-postgres and PGlite errors carry the SQLSTATE; Drizzle may wrap them (`cause`).
    const e = err as { code?: string; cause?: { code?: string } };
    if (e.code === GUARD_FAILED || e.cause?.code === GUARD_FAILED) throw new PurchaseRaced();
    throw err;
  }
}
