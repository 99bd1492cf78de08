import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from '@app/contract';
import type { Executor } from '../db/client.ts';

/**
 * A fresh short reference, e.g. VI-7KD3QX: 31^6 ≈ 887 million of them, drawn at random. Another
 * prefix names another kind of thing (a complaint is CP-…).
 */
export function newShortReference(prefix: string = REFERENCE_PREFIX): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return prefix + code;
}

const ATTEMPTS = 5;

/**
 * Runs `insert` with a fresh reference until one is free. `insert` writes its row with
 * `ON CONFLICT (reference) DO NOTHING` and returns undefined when another row already holds the
 * reference, so a collision costs no error, no savepoint and no extra round trip: it draws again,
 * inside the caller's transaction.
 */
export async function insertWithReference<T>(
  tx: Executor,
  insert: (tx: Executor, reference: string) => Promise<T | undefined>,
  draw: () => string = newShortReference,
): Promise<T> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const row = await insert(tx, draw());
    if (row !== undefined) return row;
  }
  throw new Error(`no free short reference after ${ATTEMPTS} draws`);
}
