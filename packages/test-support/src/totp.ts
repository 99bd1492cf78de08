import { createHmac } from 'node:crypto';

/** An authenticator app in a few lines: TOTP (RFC 6238) over HOTP (RFC 4226), SHA-1, 30 s, 6 digits. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const PERIOD_SECONDS = 30;

/** The key behind a base32 secret as shown to people ('JBSW Y3DP …': spaces, dashes and padding ignored). */
export function base32Decode(secret: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of secret.toUpperCase().replace(/[\s=-]/g, '')) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function hotp(key: Uint8Array, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return (binary % 10 ** digits).toString().padStart(digits, '0');
}

export const timeStep = (nowMs = Date.now()) => Math.floor(nowMs / 1000 / PERIOD_SECONDS);

/**
 * The code an authenticator app shows for `secret`. `stepsAhead: 1` gives the next 30-second window's
 * code, which the server also accepts (it allows one step of clock drift): the server refuses a
 * window it has already seen, so a second code within the same half minute needs it, instead of
 * waiting up to 30 s.
 */
export function totp(secret: string, { stepsAhead = 0, nowMs = Date.now() } = {}): string {
  return hotp(base32Decode(secret), timeStep(nowMs) + stepsAhead);
}
