import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rows } from '../db/rows.ts';

/**
 * The chain sealed after commit (docs/decisions/050-ledger-at-the-database-pace.md, migration 0030):
 * one sealing pass, where sealing stands, and the questions ledger:verify asks of the seals.
 */

export interface SealPass {
  sealed: number;
  /** How long the oldest transaction sealed in this pass waited after it was written, in seconds. */
  lagSeconds: number;
  /** The customers whose cash moved in the sealed transactions: their cached answers are stale. */
  customers: string[];
}

/** Seals every committed journal transaction below the oldest running one (journal_seal()). */
export async function sealPass(db: Executor): Promise<SealPass> {
  const [r] = await rows<{ sealed: number; lag_seconds: number; customers: string[] | string }>(
    db,
    sql`SELECT sealed, lag_seconds, customers::text[] AS customers FROM journal_seal()`,
  );
  return {
    sealed: Number(r?.sealed ?? 0),
    lagSeconds: Number(r?.lag_seconds ?? 0),
    customers: parseTextArray(r?.customers),
  };
}

// PGlite answers a text[] as an array; node-postgres too, unless its type parser is unset.
function parseTextArray(v: string[] | string | undefined): string[] {
  if (!v) return [];
  if (Array.isArray(v)) return v;
  return v === '{}' ? [] : v.slice(1, -1).split(',');
}

/** Seconds the oldest committed, unsealed journal transaction has waited (0 when all are sealed). */
export async function sealLagSeconds(db: Executor): Promise<number> {
  const [r] = await rows<{ lag: number }>(db, sql`SELECT journal_seal_lag() AS lag`);
  return Number(r?.lag ?? 0);
}

export interface Seal {
  seq: number;
  transactionId: string;
  hash: string;
  sealedAt: string;
}

/** The newest seal, or null while nothing is sealed. */
export async function newestSeal(db: Executor): Promise<Seal | null> {
  const [r] = await rows<{ seq: string; transaction_id: string; hash: string; sealed_at: string }>(
    db,
    sql`SELECT seq::text, transaction_id::text, hash,
               to_char(sealed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sealed_at
        FROM journal_seals ORDER BY seq DESC LIMIT 1`,
  );
  return r
    ? { seq: Number(r.seq), transactionId: r.transaction_id, hash: r.hash, sealedAt: r.sealed_at }
    : null;
}

/** One seal as stored now, with whether its hash still matches its transaction and postings. */
export async function sealAt(db: Executor, seq: number) {
  const [r] = await rows<{ transaction_id: string; hash: string; intact: boolean }>(
    db,
    sql`SELECT s.transaction_id::text, s.hash,
               t.id IS NOT NULL AND s.hash = journal_seal_hash(s.prev_hash, s.seq, t) AS intact
        FROM journal_seals s LEFT JOIN journal_transactions t ON t.id = s.transaction_id
        WHERE s.seq = ${seq}::bigint`,
  );
  return r ?? null;
}

/**
 * The seals, walked in order: each follows the one before (its number, and its previous hash is that
 * seal's hash, the first one's the last chained header's), and its hash is what journal_seal_hash
 * computes from its transaction and postings now. The first break names the seal and what is wrong.
 */
export async function findSealBreaks(db: Executor) {
  return rows<{ id: string; seq: string; expected_seq: string; linked: boolean; intact: boolean }>(
    db,
    sql`
    WITH start AS (
      SELECT coalesce((SELECT hash FROM journal_transactions WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1),
                      repeat('0', 64)) AS head,
             (SELECT count(*) FROM journal_transactions WHERE seq IS NOT NULL) AS chained
    ), walk AS (
      SELECT s.transaction_id AS id, s.seq, start.chained + row_number() OVER (ORDER BY s.seq) AS expected_seq,
             s.prev_hash = coalesce(lag(s.hash) OVER (ORDER BY s.seq), start.head) AS linked,
             t.id IS NOT NULL AND s.hash = journal_seal_hash(s.prev_hash, s.seq, t) AS intact
      FROM journal_seals s CROSS JOIN start LEFT JOIN journal_transactions t ON t.id = s.transaction_id
    )
    SELECT id::text, seq::text, expected_seq::text, linked, intact FROM walk
    WHERE seq <> expected_seq OR NOT linked OR NOT intact
    ORDER BY seq`,
  );
}

/**
 * Committed journal transactions the sealer has passed without sealing (must be none), and those not
 * sealed yet (still above the watermark: sealed by a coming pass).
 */
export async function sealCoverage(db: Executor) {
  const [r] = await rows<{ skipped: string; waiting: string }>(
    db,
    sql`
    SELECT count(*) FILTER (WHERE t.xid < w.watermark AND s.seq IS NULL)::text AS skipped,
           count(*) FILTER (WHERE t.xid >= w.watermark)::text AS waiting
    FROM journal_transactions t CROSS JOIN (SELECT watermark FROM journal_sealer WHERE id = 1) w
    LEFT JOIN journal_seals s ON s.transaction_id = t.id
    WHERE t.xid IS NOT NULL`,
  );
  return { skipped: Number(r?.skipped ?? 0), waiting: Number(r?.waiting ?? 0) };
}
