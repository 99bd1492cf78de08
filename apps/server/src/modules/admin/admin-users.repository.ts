import type { BankAccount } from '@app/contract';
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bankAccounts, users } from '../../db/schema.ts';
import { readTotal } from './admin-totals.repository.ts';

/** `q` as a LIKE prefix: its own %, _ and \ are matched literally. */
export function likePrefix(q: string): string {
  return `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The three ways a search matches, case-insensitive prefixes of: the email, the whole name, the
 * name's last word. Each is written exactly as its index expression in schema.ts (users_*_search_idx),
 * so PostgreSQL answers it from a small index range, never a scan of every user.
 */
const searchSides = (pattern: string): SQL[] => [
  sql`lower(${users.email}) LIKE ${pattern}`,
  sql`lower(${users.name}) LIKE ${pattern}`,
  sql`lower(split_part(${users.name}, ' ', -1)) LIKE ${pattern}`,
];

export function userSearch(q: string): SQL {
  return sql`(${sql.join(searchSides(likePrefix(q)), sql` OR `)})`;
}

/**
 * How many users a search matches: the union of three index-only ranges (each search index carries
 * the id), so even a two-letter search that matches a tenth of all users reads no table rows.
 */
async function countMatches(db: Executor, q: string): Promise<number> {
  const [a, b, c] = searchSides(likePrefix(q)).map((where) =>
    db.select({ id: users.id }).from(users).where(where),
  );
  const matches = union(a!, b!, c!).as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

// Spelled exactly as users_created_at_idx (created_at DESC NULLS LAST, id): the index gives the order,
// read forwards for the newest pages and backwards (the exact reverse) for the oldest.
const newestFirst = [sql`${users.createdAt} DESC NULLS LAST`, asc(users.id)];
const oldestFirst = [sql`${users.createdAt} ASC NULLS FIRST`, desc(users.id)];

/** The user's live bank accounts in API shape (as toBankAccountDto), read in the same statement as the row. */
const bankAccountsJson = sql<BankAccount[]>`coalesce((
  SELECT json_agg(json_strip_nulls(json_build_object('_id', b.id, 'bankName', b.bank_name,
    'accountNumber', b.account_number, 'accountHolderName', b.account_holder_name, 'country', b.country,
    'sortCode', b.sort_code, 'routingNumber', b.routing_number,
    'availableAt', to_char(b.payout_available_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
    ORDER BY b.created_at)
  FROM ${bankAccounts} b WHERE b.user_id = ${users.id} AND b.deleted_at IS NULL), '[]'::json)`;

/** Who referred the user (their referral code was used at sign-up), or null. */
const referrerJson = sql<{ _id: string; name: string; email: string } | null>`(
  SELECT json_build_object('_id', r.id, 'name', r.name, 'email', r.email)
  FROM ${users} r WHERE r.id = ${users.referredBy})`;

const isClosed = sql`${users.closedAt} IS NOT NULL`;

/**
 * One page: its ids come from the created_at index alone (skipping entries, not table rows), then
 * only those rows are read, with their bank accounts.
 */
function selectPage(db: Executor, p: { where?: SQL; limit: number; offset: number; order: SQL[] }) {
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(p.where)
    .orderBy(...p.order)
    .limit(p.limit)
    .offset(p.offset)
    .as('page_ids');
  return db
    .select({ user: users, banks: bankAccountsJson, referredBy: referrerJson })
    .from(ids)
    .innerJoin(users, eq(users.id, ids.id))
    .orderBy(...newestFirst);
}

/**
 * One page of users, newest first, and the total. Unfiltered, the total is the trigger-kept count
 * and a page past the middle is read from the oldest end, so the last page costs what the first does.
 * A search runs its page and its count side by side.
 */
export async function listUsersPage(
  db: Executor,
  p: { q?: string; closedOnly?: boolean; limit: number; offset: number },
) {
  if (p.closedOnly) {
    // Few accounts are closed: users_closed_idx holds them all, search or not.
    const where = p.q ? sql`${users.closedAt} IS NOT NULL AND ${userSearch(p.q)}` : isClosed;
    const [rows, [counted]] = await Promise.all([
      selectPage(db, { where, limit: p.limit, offset: p.offset, order: newestFirst }),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }
  if (p.q) {
    const where = userSearch(p.q);
    const [rows, total] = await Promise.all([
      selectPage(db, { where, limit: p.limit, offset: p.offset, order: newestFirst }),
      countMatches(db, p.q),
    ]);
    return { rows, total };
  }
  const total = await readTotal(db, 'users');
  if (p.offset <= total / 2) {
    return { rows: await selectPage(db, { ...p, order: newestFirst }), total };
  }
  const limit = Math.min(p.limit, total - p.offset);
  if (limit <= 0) return { rows: [], total };
  const offset = Math.max(0, total - p.offset - limit);
  return { rows: await selectPage(db, { limit, offset, order: oldestFirst }), total };
}
