import type { DayRange, ExportKind } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { ledgerSubjectJoins, ledgerSubjectReference } from '../../shared/ledger-subjects.ts';

/** A keyset position: the (created_at, id) of the last row written, created_at to the microsecond. */
export interface ExportPosition {
  at: string;
  id: string;
}

/** One exported row: its CSV cells' raw values, and where the next batch starts. */
export interface ExportRow {
  position: ExportPosition;
  values: Record<string, string | null>;
}

const DAY_MS = 86_400_000;
const utc = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Each export: its table, the columns it reads, and the date column its range and order use. */
const SOURCES: Record<ExportKind, { from: SQL; at: SQL; id: SQL; columns: SQL }> = {
  users: {
    from: sql`users u`,
    at: sql`u.created_at`,
    id: sql`u.id`,
    columns: sql`u.name, u.email, u.role, u.plan, u.kyc_status,
      (u.email_verified_at IS NOT NULL)::text AS email_verified, u.balance_cents::text AS balance_cents`,
  },
  requests: {
    // The account is kept after the customer removes it: the export still says where money went.
    from: sql`wallet_requests r JOIN users u ON u.id = r.user_id LEFT JOIN bank_accounts b ON b.id = r.bank_account_id`,
    at: sql`r.created_at`,
    id: sql`r.id`,
    columns: sql`r.reference, r.kind, r.status, r.amount_cents::text AS amount_cents, r.user_id::text AS user_id,
      u.name, u.email, r.method, b.bank_name, b.account_holder_name, b.account_number,
      ${utc(sql`r.decided_at`)} AS decided_at, r.decided_by::text AS decided_by`,
  },
  // Names and the VI- reference beside the ids: a row can be matched to a bank line or a person
  // from the file alone.
  ledger: {
    from: sql`ledger_entries l JOIN users u ON u.id = l.user_id ${ledgerSubjectJoins}
      LEFT JOIN users act ON act.id = l.actor_id`,
    at: sql`l.created_at`,
    id: sql`l.id`,
    columns: sql`u.name AS customer_name, u.email, l.user_id::text AS user_id, l.kind,
      l.amount_cents::text AS amount_cents, l.balance_after_cents::text AS balance_after_cents,
      ${ledgerSubjectReference} AS reference, o.name AS offering_name, l.reference_id::text AS reference_id,
      act.name AS actor_name, l.actor_id::text AS actor_id, l.reason`,
  },
};

/**
 * Up to `limit` rows of one export, oldest first, strictly after `after`: keyset paging on
 * (created_at, id), which the (created_at, id) indexes of the ledger and the requests, and the
 * users' (created_at desc, id) index, serve at any depth. `from`/`to` are whole UTC days, both ends
 * included.
 */
export async function findExportBatch(
  db: Executor,
  kind: ExportKind,
  p: { range: DayRange; after?: ExportPosition; limit: number },
): Promise<ExportRow[]> {
  const s = SOURCES[kind];
  const where: SQL[] = [sql`true`];
  if (p.range.from) where.push(sql`${s.at} >= ${`${p.range.from}T00:00:00Z`}::timestamptz`);
  if (p.range.to) {
    const dayAfter = new Date(Date.parse(`${p.range.to}T00:00:00Z`) + DAY_MS).toISOString();
    where.push(sql`${s.at} < ${dayAfter}::timestamptz`);
  }
  if (p.after) {
    // The plain bound lets the planner start the index range there; the pair decides ties.
    where.push(sql`${s.at} >= ${p.after.at}::timestamptz`);
    where.push(sql`(${s.at}, ${s.id}) > (${p.after.at}::timestamptz, ${p.after.id}::uuid)`);
  }
  const result = await rows<Record<string, string | null>>(
    db,
    sql`
    SELECT ${s.id}::text AS id, ${utc(s.at)} AS at, ${s.columns}
    FROM ${s.from}
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${s.at}, ${s.id}
    LIMIT ${p.limit}`,
  );
  return result.map((values) => ({
    position: { at: values.at ?? '', id: values.id ?? '' },
    values,
  }));
}
