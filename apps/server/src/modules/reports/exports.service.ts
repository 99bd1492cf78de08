import type { Readable } from 'node:stream';
import { type DayRange, type ExportKind, maskedAccountNumber } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { centsText, csvStream } from '../../lib/csv.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { findExportBatch } from './exports.repository.ts';

/** Rows per database round trip: large enough to stream fast, small enough to keep memory flat. */
export const EXPORT_BATCH = 5000;

type Values = Record<string, string | null>;
const text = (v: string | null | undefined) => v ?? '';
const money = (v: string | null | undefined) => (v ? centsText(Number(v)) : '');

/** Each export's header and how a row becomes its cells, in the header's order. */
const LAYOUTS: Record<ExportKind, { header: string[]; cells: (v: Values) => string[] }> = {
  users: {
    header: [
      'Joined (UTC)',
      'Name',
      'Email',
      'Role',
      'Plan',
      'Identity check',
      'Email verified',
      'Balance (USD)',
      'ID',
    ],
    cells: (v) => [
      text(v.at),
      text(v.name),
      text(v.email),
      text(v.role),
      text(v.plan),
      text(v.kyc_status),
      v.email_verified === 'true' ? 'yes' : 'no',
      money(v.balance_cents),
      text(v.id),
    ],
  },
  // A transfer is matched by its reference alone; a withdrawal's row says where the money goes
  // (bank, holder, masked number: ADR 046), as the console's card does.
  requests: {
    header: [
      'Requested (UTC)',
      'Reference',
      'Kind',
      'Status',
      'Amount (USD)',
      'Customer name',
      'Customer email',
      'Customer ID',
      'Method',
      'Bank',
      'Account holder',
      'Account',
      'Decided (UTC)',
      'Decided by',
      'ID',
    ],
    cells: (v) => [
      text(v.at),
      text(v.reference),
      text(v.kind),
      text(v.status),
      money(v.amount_cents),
      text(v.name),
      text(v.email),
      text(v.user_id),
      text(v.method),
      text(v.bank_name),
      text(v.account_holder_name),
      v.bank_name && v.account_number
        ? maskedAccountNumber({ bankName: v.bank_name, accountNumber: v.account_number })
        : '',
      text(v.decided_at),
      text(v.decided_by),
      text(v.id),
    ],
  },
  ledger: {
    header: [
      'Date (UTC)',
      'Customer name',
      'Customer email',
      'Customer ID',
      'Kind',
      'Amount (USD)',
      'Balance after (USD)',
      'Reference',
      'Offering',
      'Subject ID',
      'Actor',
      'Actor ID',
      'Reason',
      'ID',
    ],
    cells: (v) => [
      text(v.at),
      text(v.customer_name),
      text(v.email),
      text(v.user_id),
      text(v.kind),
      money(v.amount_cents),
      money(v.balance_after_cents),
      text(v.reference),
      text(v.offering_name),
      text(v.reference_id),
      text(v.actor_name),
      text(v.actor_id),
      text(v.reason),
      text(v.id),
    ],
  },
};

export const exportHeader = (kind: ExportKind) => LAYOUTS[kind].header;

/**
 * Every row of the export in range, oldest first, one keyset batch in memory at a time, starting from
 * the first batch the caller has already read.
 */
async function* exportCells(
  deps: Deps,
  kind: ExportKind,
  range: DayRange,
  first: ExportBatch,
): AsyncGenerator<string[]> {
  const { cells } = LAYOUTS[kind];
  let rows = first;
  for (;;) {
    for (const row of rows) yield cells(row.values);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    rows = await findExportBatch(deps.db, kind, { range, after: last.position, limit: EXPORT_BATCH });
  }
}
type ExportBatch = Awaited<ReturnType<typeof findExportBatch>>;

export function exportFileName(kind: ExportKind, range: DayRange, now = new Date()): string {
  const span = range.from || range.to ? `${range.from ?? 'start'}-to-${range.to ?? 'today'}` : 'all';
  return `${kind}-${span}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * GET /auth/admin/exports/:kind.csv. The first batch is read before anything is audited or sent: a
 * query that fails answers an error, never a header row followed by a cut file. The audit entry is
 * then written before the first byte, so a download that breaks off halfway is on record too.
 */
export async function startExport(
  deps: Deps,
  adminId: string,
  kind: ExportKind,
  range: DayRange,
): Promise<Readable> {
  const first = await findExportBatch(deps.db, kind, { range, limit: EXPORT_BATCH });
  await recordAudit(deps.db, {
    actorId: adminId,
    action: 'export.downloaded',
    targetType: 'export',
    details: { kind, from: range.from ?? null, to: range.to ?? null },
  });
  return csvStream(LAYOUTS[kind].header, exportCells(deps, kind, range, first));
}
