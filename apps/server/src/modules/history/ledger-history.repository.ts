import type { MovementFilter, MovementType } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { ledgerSubjectJoins, ledgerSubjectReference } from '../../shared/ledger-subjects.ts';
import type { Position } from './history-cursor.ts';

/** One ledger entry with what a customer needs to read it (the offering's name for holdings). */
export interface MovementRow {
  id: string;
  kind: MovementType;
  amountCents: number;
  balanceAfterCents: number;
  /** The short reference of its request, holding or adjustment (VI-7KD3QX); null for old adjustments. */
  reference: string | null;
  offeringName: string | null;
  /** UTC, microseconds: the keyset position needs the database's full precision. */
  createdAt: string;
}

interface RawRow {
  id: string;
  kind: MovementType;
  amount_cents: string;
  balance_after_cents: string;
  reference: string | null;
  offering_name: string | null;
  created_at: string;
}

const DAY_MS = 86_400_000;

/** Start of the `from` day and end of the `to` day, both UTC: the dates are whole days. */
function filterSql(userId: string, f: MovementFilter): SQL {
  const parts: SQL[] = [sql`l.user_id = ${userId}::uuid`];
  if (f.type) parts.push(sql`l.kind = ${f.type}`);
  if (f.from) parts.push(sql`l.created_at >= ${`${f.from}T00:00:00Z`}::timestamptz`);
  if (f.to) {
    const dayAfter = new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS).toISOString();
    parts.push(sql`l.created_at < ${dayAfter}::timestamptz`);
  }
  return sql.join(parts, sql` AND `);
}

const movementColumns = sql`
  l.id, l.kind, l.amount_cents::text, l.balance_after_cents::text,
  ${ledgerSubjectReference} AS reference, o.name AS offering_name,
  to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at`;

function toRow(r: RawRow): MovementRow {
  return {
    id: r.id,
    kind: r.kind,
    amountCents: Number(r.amount_cents),
    balanceAfterCents: Number(r.balance_after_cents),
    reference: r.reference,
    offeringName: r.offering_name,
    createdAt: r.created_at,
  };
}

/**
 * Up to `limit` entries newest first, strictly after `after` in that order: keyset paging on
 * (created_at, id), which the (user_id, created_at desc, id desc) index serves at any depth.
 */
export async function findMovements(
  db: Executor,
  p: { userId: string; filter: MovementFilter; after?: Position; limit: number },
): Promise<MovementRow[]> {
  const where = [filterSql(p.userId, p.filter)];
  if (p.after) where.push(sql`(l.created_at, l.id) < (${p.after.at}::timestamptz, ${p.after.id}::uuid)`);
  const result = await rows<RawRow>(
    db,
    sql`
    SELECT ${movementColumns}
    FROM ledger_entries l ${ledgerSubjectJoins}
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY l.created_at DESC, l.id DESC
    LIMIT ${p.limit}`,
  );
  return result.map(toRow);
}

/** Entries in [start, end) oldest first: a statement's movements. */
export async function findMovementsBetween(
  db: Executor,
  p: { userId: string; start: Date; end: Date },
): Promise<MovementRow[]> {
  const result = await rows<RawRow>(
    db,
    sql`
    SELECT ${movementColumns}
    FROM ledger_entries l ${ledgerSubjectJoins}
    WHERE l.user_id = ${p.userId}::uuid
      AND l.created_at >= ${p.start.toISOString()}::timestamptz
      AND l.created_at < ${p.end.toISOString()}::timestamptz
    ORDER BY l.created_at, l.id`,
  );
  return result.map(toRow);
}

export interface TotalsRow {
  count: number;
  creditsCents: number;
  debitsCents: number;
}

/** Count and sums of every entry that matches the filters, from the per-day totals. */
export async function sumMovements(db: Executor, userId: string, f: MovementFilter): Promise<TotalsRow> {
  const parts: SQL[] = [sql`user_id = ${userId}::uuid`];
  if (f.type) parts.push(sql`kind = ${f.type}`);
  if (f.from) parts.push(sql`day >= ${f.from}::date`);
  if (f.to) parts.push(sql`day <= ${f.to}::date`);
  const result = await rows<{ count: string; credits: string; debits: string }>(
    db,
    sql`
    SELECT coalesce(sum(entries), 0)::text AS count,
           coalesce(sum(credits_cents), 0)::text AS credits,
           coalesce(sum(debits_cents), 0)::text AS debits
    FROM ledger_daily_totals
    WHERE ${sql.join(parts, sql` AND `)}`,
  );
  const r = result[0];
  return {
    count: Number(r?.count ?? 0),
    creditsCents: Number(r?.credits ?? 0),
    debitsCents: Number(r?.debits ?? 0),
  };
}

/** Net change per UTC day, oldest first, for days with entries. */
export async function netByDay(db: Executor, userId: string): Promise<{ day: string; netCents: number }[]> {
  const result = await rows<{ day: string; net: string }>(
    db,
    sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(credits_cents + debits_cents)::text AS net
    FROM ledger_daily_totals WHERE user_id = ${userId}::uuid AND entries > 0
    GROUP BY day ORDER BY day`,
  );
  return result.map((r) => ({ day: r.day, netCents: Number(r.net) }));
}

/**
 * The customer's invested principal moved per day (UTC): purchases in, repayments, refunds,
 * recoveries and write-offs out, from their principal account's postings. Summed over the days, it
 * is what they had invested at each day's end, as the books have it.
 */
export async function principalByDay(
  db: Executor,
  userId: string,
): Promise<{ day: string; netCents: number }[]> {
  const result = await rows<{ day: string; net: string }>(
    db,
    sql`
    SELECT to_char((e.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, sum(e.amount_cents)::text AS net
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.type = 'principal' AND a.user_id = ${userId}::uuid
    GROUP BY 1 ORDER BY 1`,
  );
  return result.map((r) => ({ day: r.day, netCents: Number(r.net) }));
}

/** The balance left by the last entry before `at` (0 before the first entry). */
export async function balanceBefore(db: Executor, userId: string, at: Date): Promise<number> {
  const result = await rows<{ b: string }>(
    db,
    sql`
    SELECT balance_after_cents::text AS b FROM ledger_entries
    WHERE user_id = ${userId}::uuid AND created_at < ${at.toISOString()}::timestamptz
    ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return Number(result[0]?.b ?? 0);
}

export interface StatementOwner {
  name: string;
  email: string;
  address: string;
  openedAt: Date;
}

export async function findStatementOwner(db: Executor, userId: string): Promise<StatementOwner | null> {
  const result = await rows<{ name: string; email: string; address: string; created_at: string | Date }>(
    db,
    sql`
    SELECT name, email, address, created_at FROM users WHERE id = ${userId}::uuid`,
  );
  const r = result[0];
  return r ? { name: r.name, email: r.email, address: r.address, openedAt: new Date(r.created_at) } : null;
}

export interface HeldRow {
  id: string;
  offeringName: string;
  category: string;
  units: number;
  amountCents: number;
  expectedReturnCents: number;
  startAt: Date;
  maturityAt: Date;
}

/** Holdings bought before `at` and not yet paid out at `at`, oldest first. */
export async function findHoldingsAt(db: Executor, userId: string, at: Date): Promise<HeldRow[]> {
  const result = await rows<{
    id: string;
    name: string;
    category: string;
    units: number;
    amount_cents: string;
    expected_return_cents: string;
    start_at: string | Date;
    maturity_at: string | Date;
  }>(
    db,
    sql`
    SELECT h.id, o.name, o.category, h.units, h.amount_cents::text, h.expected_return_cents::text,
           h.start_at, h.maturity_at
    FROM holdings h JOIN offerings o ON o.id = h.offering_id
    WHERE h.user_id = ${userId}::uuid AND h.start_at < ${at.toISOString()}::timestamptz
      AND (h.paid_out_at IS NULL OR h.paid_out_at >= ${at.toISOString()}::timestamptz)
      AND (h.cancelled_at IS NULL OR h.cancelled_at >= ${at.toISOString()}::timestamptz)
      AND (h.written_off_at IS NULL OR h.written_off_at >= ${at.toISOString()}::timestamptz)
    ORDER BY h.start_at, h.id`,
  );
  return result.map((r) => ({
    id: r.id,
    offeringName: r.name,
    category: r.category,
    units: Number(r.units),
    amountCents: Number(r.amount_cents),
    expectedReturnCents: Number(r.expected_return_cents),
    startAt: new Date(r.start_at),
    maturityAt: new Date(r.maturity_at),
  }));
}
