import { createHmac, randomBytes } from 'node:crypto';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@app/contract';
import { safeEqual } from '../../lib/secrets.ts';

/** TOTP (RFC 6238) over HOTP (RFC 4226): HMAC-SHA-1, 30-second steps, 6 digits. */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A fresh 160-bit key (the size RFC 4226 recommends for SHA-1). */
export const generateTotpKey = (): Buffer => randomBytes(20);

export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return (binary % 10 ** digits).toString().padStart(digits, '0');
}

export const timeStep = (nowMs: number = Date.now()) => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

export const totpAt = (key: Uint8Array, nowMs: number = Date.now(), digits = TOTP_DIGITS) =>
  hotp(key, timeStep(nowMs), digits);

/**
 * The time step whose code equals `code`, looking one step either side of now for clock drift;
 * null when none does. Every candidate is compared, in constant time, so timing tells nothing.
 */
export function matchTotp(key: Uint8Array, code: string, nowMs: number = Date.now()): number | null {
  const now = timeStep(nowMs);
  let matched: number | null = null;
  for (const step of [now - 1, now, now + 1]) {
    if (safeEqual(hotp(key, step), code)) matched = step;
  }
  return matched;
}

export function otpauthUrl(p: { issuer: string; account: string; key: Uint8Array }): string {
  const label = `${encodeURIComponent(p.issuer)}:${encodeURIComponent(p.account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(p.key),
    issuer: p.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
