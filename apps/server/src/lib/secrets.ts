import { createHash, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** One-time tokens and codes are stored as SHA-256: they are random, so no slow hash is needed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A uniformly random numeric code, zero-padded (e.g. '042917'). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += randomInt(0, 10).toString();
  return out;
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A 32-byte key for one purpose, derived from the server secret with HKDF-SHA-256: each label gives
 * an unrelated key, so a key that leaks or is rotated for one job leaves the others alone.
 */
export function purposeKey(secret: Uint8Array, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), `verdant/${label}`, 32));
}
