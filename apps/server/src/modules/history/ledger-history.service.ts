import type { Readable } from 'node:stream';
import {
  centsToDollars,
  MOVEMENT_LABELS,
  type Movement,
  type MovementFilter,
  type MovementPage,
  type TransactionsQuery,
} from '@app/contract';
import type { Deps } from '../../deps.ts';
import { centsText, csvStream } from '../../lib/csv.ts';
import { CursorCodec, type Position } from './history-cursor.ts';
import { findMovements, type MovementRow, sumMovements } from './ledger-history.repository.ts';

/**
 * A customer's ledger as movements: keyset pages with signed cursors, server-side totals and a
 * streamed CSV. Any module may page a customer's history through here (the admin customer page
 * does); the caller decides whose history may be read.
 */

const codecs = new WeakMap<Uint8Array, CursorCodec>();
function codecFor(deps: Deps): CursorCodec {
  let codec = codecs.get(deps.config.jwtSecret);
  if (!codec) {
    codec = new CursorCodec(deps.config.jwtSecret);
    codecs.set(deps.config.jwtSecret, codec);
  }
  return codec;
}

/** What a customer reads for a ledger entry; admin adjustment reasons stay internal. */
export function describeMovement(row: Pick<MovementRow, 'kind' | 'offeringName' | 'amountCents'>): string {
  const of = row.offeringName;
  switch (row.kind) {
    case 'deposit':
      return 'Deposit credited';
    case 'withdrawal_hold':
      return 'Withdrawal requested';
    case 'withdrawal_release':
      return 'Withdrawal declined, amount returned';
    case 'investment':
      return of ? `Investment in ${of}` : 'Investment';
    case 'payout':
      return of ? `Payout from ${of}` : 'Payout';
    case 'return':
      return of ? `Delayed return from ${of}` : 'Delayed return';
    case 'fee':
      // A cancelled purchase's fee comes back as a credit: it reads as a refund, not as the charge.
      if (row.amountCents > 0) return of ? `Platform fee refunded: ${of}` : 'Platform fee refunded';
      return of ? `Platform fee on ${of}` : 'Platform fee';
    case 'adjustment':
      return 'Balance adjustment by Verdant Invest';
    case 'refund':
      return of ? `Refund: purchase of ${of} cancelled` : 'Refund of a cancelled purchase';
    case 'recovery':
      return of ? `Recovery payment from ${of}` : 'Recovery payment';
    default:
      return MOVEMENT_LABELS[row.kind as keyof typeof MOVEMENT_LABELS] ?? row.kind;
  }
}

export function toMovementDto(row: MovementRow): Movement {
  return {
    _id: row.id,
    type: row.kind,
    amount: centsToDollars(row.amountCents),
    balanceAfter: centsToDollars(row.balanceAfterCents),
    description: describeMovement(row),
    ...(row.reference ? { reference: row.reference } : {}),
    createdAt: row.createdAt,
  };
}

function filterOf(q: MovementFilter): MovementFilter {
  return { type: q.type, from: q.from, to: q.to };
}

/** One page of `userId`'s movements, newest first; totals over the whole filter on the first page. */
export async function pageMovements(
  deps: Deps,
  userId: string,
  query: TransactionsQuery,
): Promise<MovementPage> {
  const filter = filterOf(query);
  const codec = codecFor(deps);
  const after = query.cursor ? codec.decode(query.cursor, userId, filter) : undefined;
  // One row more than asked tells whether another page exists without counting.
  const [rows, totals] = await Promise.all([
    findMovements(deps.db, { userId, filter, after, limit: query.limit + 1 }),
    after ? undefined : sumMovements(deps.db, userId, filter),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? codec.encode(userId, filter, { at: last.createdAt, id: last.id })
      : null;
  return {
    data: page.map(toMovementDto),
    nextCursor,
    ...(totals
      ? {
          totals: {
            count: totals.count,
            credits: centsToDollars(totals.creditsCents),
            debits: centsToDollars(totals.debitsCents),
            net: centsToDollars(totals.creditsCents + totals.debitsCents),
          },
        }
      : {}),
  };
}

const CSV_BATCH = 1000;

/** Every matching entry, newest first, fetched a keyset batch at a time so memory stays flat. */
export async function* eachMovement(
  deps: Deps,
  userId: string,
  filter: MovementFilter,
): AsyncGenerator<MovementRow> {
  let after: Position | undefined;
  for (;;) {
    const rows = await findMovements(deps.db, {
      userId,
      filter: filterOf(filter),
      after,
      limit: CSV_BATCH,
    });
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    after = { at: last.createdAt, id: last.id };
  }
}

export const MOVEMENTS_CSV_HEADER = [
  'Date (UTC)',
  'Type',
  'Description',
  'Amount (USD)',
  'Balance after (USD)',
  'Reference',
  'ID',
];

export function movementCsvCells(row: MovementRow): string[] {
  return [
    row.createdAt,
    MOVEMENT_LABELS[row.kind],
    describeMovement(row),
    centsText(row.amountCents),
    centsText(row.balanceAfterCents),
    row.reference ?? '',
    row.id,
  ];
}

/** The CSV of every matching movement as a stream, newest first. */
export function movementsCsvStream(deps: Deps, userId: string, filter: MovementFilter): Readable {
  async function* rows() {
    for await (const row of eachMovement(deps, userId, filter)) yield movementCsvCells(row);
  }
  return csvStream(MOVEMENTS_CSV_HEADER, rows());
}
