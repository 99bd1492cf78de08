import { availableParallelism } from 'node:os';
import { MSG } from '@app/contract';
import { COMMON_PASSWORDS } from '@app/contract/common-passwords';
import { hash, verify } from '@node-rs/argon2';

// docs/architecture.md "Stack": argon2id, m=19456 KiB, t=2, p=1. @node-rs/argon2 hashes on the libuv pool, off the event loop.
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core at a time. More would not hash faster (each one keeps a core busy for
 * tens of milliseconds); they would only queue on the libuv pool ahead of file and DNS work and crowd
 * the event loop's thread off the CPU during a login storm. The rest wait here, in order.
 */
const MAX_HASHING = availableParallelism();
let hashing = 0;
const waiting: (() => void)[] = [];

async function oneCore<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < MAX_HASHING) hashing++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return oneCore(() => hash(password, ARGON2));
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await oneCore(() => verify(storedHash, password));
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the email is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing-Aa1');
  return dummyHash;
}

/** The server-side half of the password rule: the shared zod schema checks length, case and digit. */
export function commonPasswordError(password: string): string | undefined {
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? MSG.passwordTooCommon : undefined;
}
