import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from '@app/contract';
import type { Executor, Tx } from '../db/client.ts';

/** A fresh short reference, e.g. VI-7KD3QX: 31^6 ≈ 887 million of them, drawn at random. */
export function newShortReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return REFERENCE_PREFIX + code;
}

/** A unique index on a `reference` column refused the row: another row already has that reference. */
function isReferenceTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.code ? e : e?.cause;
  return pg?.code === '23505' && (pg.constraint ?? '').endsWith('_reference_uq');
}

const ATTEMPTS = 5;

/**
 * Runs `insert` with a fresh reference inside a savepoint (a transaction of its own when `tx` is the
 * database), so that a collision (the unique index
 * refuses it) rolls back only that insert and draws again; the caller's transaction goes on.
 */
export async function insertWithReference<T>(
  tx: Executor,
  insert: (tx: Tx, reference: string) => Promise<T>,
  draw: () => string = newShortReference,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction((savepoint) => insert(savepoint, draw()));
    } catch (err) {
      if (!isReferenceTaken(err) || attempt >= ATTEMPTS) throw err;
    }
  }
}
