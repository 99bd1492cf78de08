import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@app/contract';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238) through the `otpauth` library: HMAC-SHA-1, 30-second steps, 6 digits. This file
 * only fixes our parameters; the library does the arithmetic, the base32 and the otpauth:// URL.
 * Replay protection (one accepted step per user) stays in the service, which knows the last step.
 */

const PARAMS = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/** The library wants its own Secret; a copy keeps a pooled Buffer's neighbours out of it. */
const secretOf = (key: Uint8Array) => new Secret({ buffer: Uint8Array.from(key).buffer });

export const base32Encode = (bytes: Uint8Array): string => secretOf(bytes).base32;

/** The key behind a base32 secret as people type it: spaces, dashes, padding and case ignored. */
export const base32Decode = (text: string): Buffer =>
  Buffer.from(Secret.fromBase32(text.toUpperCase().replace(/[\s=-]/g, '')).bytes);

/** A fresh 160-bit key (the size RFC 4226 recommends for SHA-1). */
export const generateTotpKey = (): Buffer => Buffer.from(new Secret({ size: 20 }).bytes);

export const timeStep = (nowMs: number = Date.now()) =>
  TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs });

export const hotp = (key: Uint8Array, counter: number, digits = TOTP_DIGITS): string =>
  TOTP.generate({
    ...PARAMS,
    digits,
    secret: secretOf(key),
    timestamp: counter * TOTP_PERIOD_SECONDS * 1000,
  });

export const totpAt = (key: Uint8Array, nowMs: number = Date.now(), digits = TOTP_DIGITS) =>
  TOTP.generate({ ...PARAMS, digits, secret: secretOf(key), timestamp: nowMs });

/**
 * The time step whose code equals `code`, looking one step either side of now for clock drift;
 * null when none does. The library compares each candidate in constant time.
 */
export function matchTotp(key: Uint8Array, code: string, nowMs: number = Date.now()): number | null {
  const delta = TOTP.validate({ ...PARAMS, token: code, secret: secretOf(key), timestamp: nowMs, window: 1 });
  return delta === null ? null : timeStep(nowMs) + delta;
}

export function otpauthUrl(p: { issuer: string; account: string; key: Uint8Array }): string {
  return new TOTP({ ...PARAMS, issuer: p.issuer, label: p.account, secret: secretOf(p.key) }).toString();
}
