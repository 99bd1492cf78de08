import { createHash } from 'node:crypto';
import { ERROR_CODES, WALLET_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError, badRequest, conflict } from './app-error.ts';

/**
 * Idempotent money-moving POSTs (docs/architecture.md "The ledger"). The key row is written in the same transaction as
 * the money move, so either both exist or neither does:
 * - first use of a key: `run` does the work and its answer is stored with the key, as the
 *   transaction's last statement, so a key is never claimed without its answer;
 * - same user, scope and key, same request: the stored answer is returned. A second request that
 *   raced the first (a double click) waits on the first's locks, finds the key taken when it stores
 *   its own, and rolls back everything it did; a later replay does the same, or is refused by a rule
 *   (an AppError) and then finds the stored answer. Either way nothing moves twice;
 * - same key, different request: 409 and nothing moves.
 * A failed first attempt (an AppError, a 400) rolls back with everything else and stores no key:
 * retrying the same key then tries again, which is what a client retrying after an error expects.
 */
export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
}

export const IDEMPOTENCY_HEADER_NAME = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The header's value, undefined when absent; 400 when present but not 1–255 visible ASCII characters. */
export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>) {
  const value = headers[IDEMPOTENCY_HEADER_NAME];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw badRequest(WALLET_MSG.idempotencyKeyInvalid);
  return value;
}

/** JSON with object keys sorted at every level: equal requests hash equal whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (request: unknown) =>
  createHash('sha256').update(canonicalJson(request)).digest('hex');

export async function runIdempotent<T>(
  db: Db,
  p: {
    userId: string;
    /** The operation, e.g. 'deposit-request': the same key may be used once per scope. */
    scope: string;
    key: string | undefined;
    /** The parsed request (what the operation depends on), compared by hash on a replay. */
    request: unknown;
  },
  run: (tx: Tx) => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  const { key } = p;
  if (key === undefined) {
    return { ...(await db.transaction(run)), replayed: false };
  }
  const claim: KeyClaim = { userId: p.userId, scope: p.scope, key, requestHash: requestHash(p.request) };
  try {
    return await db.transaction(async (tx) => {
      const answer = await run(tx);
      const stored = await tx
        .insert(idempotencyKeys)
        .values(keyRow(claim, answer))
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (stored.length === 0) throw new KeyTaken();
      return { ...answer, replayed: false };
    });
  } catch (err) {
    if (!(err instanceof KeyTaken) && !(err instanceof AppError)) throw err;
    return replay(db, claim, err);
  }
}

/** The key of one request, before its answer is known. */
interface KeyClaim {
  userId: string;
  scope: string;
  key: string;
  requestHash: string;
}

/** The idempotency_keys row that stores `answer` under `claim`. */
const keyRow = <T>(claim: KeyClaim, answer: IdempotentAnswer<T>) => ({
  ...claim,
  statusCode: answer.statusCode,
  responseBody: answer.body as object,
});

/** The stored answer of a taken key; 409 when it was stored for another request; `err` when none. */
async function replay<T>(db: Db, claim: KeyClaim, err: unknown) {
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
      ),
    )
    .limit(1);
  if (!first) {
    if (err instanceof AppError) throw err; // a refusal of a first attempt: nothing is stored
    throw conflict(WALLET_MSG.idempotencyMismatch, ERROR_CODES.IDEMPOTENCY_MISMATCH); // pruned meanwhile
  }
  if (first.requestHash !== claim.requestHash) {
    throw conflict(WALLET_MSG.idempotencyMismatch, ERROR_CODES.IDEMPOTENCY_MISMATCH);
  }
  return { statusCode: first.statusCode, body: first.responseBody as T, replayed: true };
}

/** The key was stored by an earlier request with the same key: this one rolls back and replays it. */
class KeyTaken extends Error {}
