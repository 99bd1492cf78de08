import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rows } from '../db/rows.ts';
import type { JournalKind, LEDGER_KINDS } from '../db/schema.ts';
import { insufficientBalance } from '../lib/app-error.ts';

export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The platform's own accounts: fixed ids (migration 0021), so a posting names them without a lookup. */
export const PLATFORM_ACCOUNT_IDS = {
  bank: '00000000-0000-4000-8000-000000000001',
  fee_revenue: '00000000-0000-4000-8000-000000000002',
  adjustments: '00000000-0000-4000-8000-000000000003',
  write_offs: '00000000-0000-4000-8000-000000000004',
} as const;

export type AccountRef =
  | { type: 'cash' | 'withdrawals' | 'principal'; userId: string }
  | { type: 'payout_funding'; offeringId: string }
  | { type: keyof typeof PLATFORM_ACCOUNT_IDS };

export interface Posting {
  account: AccountRef;
  /** Signed cents: positive credits the account (money into it), negative debits it. */
  amountCents: number;
  /** What the posting's line says; a customer's history shows the kinds of their cash postings. */
  kind: LedgerKind;
  reason?: string;
}

export interface JournalEntry {
  kind: JournalKind;
  /** The request, holding, adjustment or offering that caused it. */
  referenceId?: string;
  actorId?: string;
  postings: Posting[];
  /**
   * When it happened: the database's clock, unless given. A transaction that belongs with a row the
   * instance dates (a holding's start or payout) passes that instant, so both read one clock: the
   * embedded PGlite reads the process's clock, PostgreSQL its own.
   */
  at?: Date;
}

export interface Posted {
  transactionId: string;
  /** The customer's cash balance after the transaction's last cash posting, if it has one. */
  cashAfterCents?: number;
}

// Row locks are always taken in one order: the offering's payout funding, the customer's accounts
// (cash first: most paths lock the customer's row before they post, so a path that does not, such as
// a maturity, must still reach it before the customer's other accounts). The platform's accounts and
// the chain take no lock: their postings are plain inserts and the chain is sealed after commit.
const LOCK_ORDER: Record<AccountRef['type'], number> = {
  payout_funding: 0,
  cash: 1,
  withdrawals: 2,
  principal: 3,
  bank: 4,
  fee_revenue: 5,
  adjustments: 6,
  write_offs: 7,
};

/**
 * The one way money moves (docs/decisions/032-double-entry-ledger.md). Posts one journal transaction
 * inside the caller's database transaction: each posting to a customer's or an offering's account
 * updates its stored balance and writes its row with the balance it left; a posting to a platform
 * account is a plain insert (its balance is the sum of its postings). The header is written last and
 * closes the transaction; the sealer hashes it onto the chain once it has committed
 * (shared/ledger-sealer.ts). The database checks at commit that the postings sum to zero; this
 * function checks it first so a mistake fails before any write.
 *
 * A cash debit that would take the customer below zero throws `INSUFFICIENT_BALANCE` (400), the one
 * refusal every money path answers; the caller's transaction then rolls back.
 *
 * The statements are independent of each other's answers, so they are sent together (one round trip
 * on a pipelining pool) and awaited at the end.
 */
export async function postJournal(tx: Executor, entry: JournalEntry): Promise<Posted> {
  const postings = entry.postings.filter((p) => p.amountCents !== 0);
  if (postings.length < 2) throw new Error('a journal transaction needs two or more postings');
  let sum = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amountCents)) throw new Error('ledger amounts are whole cents');
    sum += p.amountCents;
  }
  if (sum !== 0) throw new Error(`journal transaction ${entry.kind} does not balance: ${sum} cents`);

  const transactionId = randomUUID();
  const ordered = [...postings].sort((a, b) => LOCK_ORDER[a.account.type] - LOCK_ORDER[b.account.type]);
  const writes = ordered.map((p, i) => tx.execute(postingStatement(transactionId, entry, p, i)));
  const header = tx.execute(sql`
    INSERT INTO journal_transactions (id, kind, reference_id, actor_id, created_at)
    VALUES (${transactionId}::uuid, ${entry.kind}::text, ${entry.referenceId ?? null}::uuid,
            ${entry.actorId ?? null}::uuid, ${happenedAt(entry)})`);
  const results = await Promise.allSettled([...writes, header]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;

  let cashAfterCents: number | undefined;
  ordered.forEach((p, i) => {
    const rows = (results[i] as PromiseFulfilledResult<unknown>).value as { rows: { after: string }[] };
    const row = rows.rows[0];
    if (!row) {
      if (p.account.type === 'cash') throw insufficientBalance();
      throw new Error(`ledger account not found: ${JSON.stringify(p.account)}`);
    }
    if (p.account.type === 'cash') cashAfterCents = Number(row.after);
  });
  return { transactionId, cashAfterCents };
}

function postingStatement(transactionId: string, entry: JournalEntry, p: Posting, index: number): SQL {
  const a = p.account;
  const columns = sql`transaction_id, account_id, account_type, user_id, amount_cents, balance_after_cents,
    kind, reference_id, actor_id, reason, created_at`;
  const rest = sql`${p.kind}::text, ${entry.referenceId ?? null}::uuid, ${entry.actorId ?? null}::uuid,
    ${p.reason ?? null}::text, ${happenedAt(entry, index)}`;
  // A platform account keeps no stored balance: a row every transaction updated would make every
  // money transaction wait for the one before it to commit (docs/decisions/050-ledger-at-the-database-pace.md).
  if (isPlatform(a)) {
    return sql`
      INSERT INTO ledger_entries (${columns})
      VALUES (${transactionId}::uuid, ${PLATFORM_ACCOUNT_IDS[a.type]}::uuid, ${a.type}::text, NULL::uuid,
              ${p.amountCents}::bigint, NULL::bigint, ${rest})
      RETURNING NULL::text AS after`;
  }
  // A customer's cash lives on the user row; a debit only moves it when it stays at or above zero.
  const move =
    a.type === 'cash'
      ? sql`UPDATE users SET balance_cents = balance_cents + ${p.amountCents}::bigint, updated_at = now()
            WHERE id = ${a.userId}::uuid AND balance_cents + ${p.amountCents}::bigint >= 0
            RETURNING id, 'cash'::text AS type, balance_cents AS balance`
      : sql`UPDATE ledger_accounts SET balance_cents = balance_cents + ${p.amountCents}::bigint
            WHERE ${accountMatch(a)} RETURNING id, type, balance_cents AS balance`;
  return sql`
    WITH moved AS (${move})
    INSERT INTO ledger_entries (${columns})
    SELECT ${transactionId}::uuid, moved.id, moved.type, ${a.type === 'cash' ? sql`moved.id` : sql`NULL::uuid`},
      ${p.amountCents}::bigint, moved.balance, ${rest} FROM moved
    RETURNING balance_after_cents::text AS after`;
}

type PlatformRef = { type: keyof typeof PLATFORM_ACCOUNT_IDS };
const isPlatform = (a: AccountRef): a is PlatformRef => a.type in PLATFORM_ACCOUNT_IDS;

/**
 * A posting's time: the given instant or the database's clock, plus its place in the transaction in
 * microseconds, so a customer's postings of one transaction keep their order (history and statements
 * sort by time) even on a clock that reads whole milliseconds, as PGlite's does.
 */
const happenedAt = (entry: JournalEntry, index = 0): SQL =>
  sql`${entry.at ? sql`${entry.at.toISOString()}::timestamptz` : sql`clock_timestamp()`} + make_interval(secs => ${index}::int * 0.000001)`;

/** A customer's or an offering's account, found through ledger_accounts_user_idx / _offering_idx. */
function accountMatch(a: Exclude<AccountRef, { type: 'cash' } | PlatformRef>): SQL {
  if ('userId' in a) return sql`user_id = ${a.userId}::uuid AND type = ${a.type}::text`;
  return sql`offering_id = ${a.offeringId}::uuid AND type = 'payout_funding'`;
}

/** The stored balance of an offering's payout funding, locked until the caller's transaction ends. */
export function lockPayoutFunding(tx: Executor, offeringId: string): Promise<number> {
  return payoutFundingBalance(tx, offeringId, sql`FOR UPDATE`);
}

/** The stored balance of an offering's payout funding, as it is now (no lock). */
export async function payoutFundingBalance(
  db: Executor,
  offeringId: string,
  lock: SQL = sql``,
): Promise<number> {
  const [row] = await rows<{ balance: string }>(
    db,
    sql`SELECT balance_cents::text AS balance FROM ledger_accounts
        WHERE type = 'payout_funding' AND offering_id = ${offeringId}::uuid ${lock}`,
  );
  if (!row) throw new Error(`offering ${offeringId} has no payout funding account`);
  return Number(row.balance);
}
