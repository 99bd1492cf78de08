import { Secret, TOTP } from 'otpauth';

/** An authenticator app, through the `otpauth` library: TOTP (RFC 6238), SHA-1, 30 s, 6 digits. */
const PERIOD_SECONDS = 30;

/** The key behind a base32 secret as shown to people ('JBSW Y3DP …': spaces, dashes and padding ignored). */
export const base32Decode = (secret: string): Buffer =>
  Buffer.from(Secret.fromBase32(secret.toUpperCase().replace(/[\s=-]/g, '')).bytes);

export const timeStep = (nowMs = Date.now()) => TOTP.counter({ period: PERIOD_SECONDS, timestamp: nowMs });

export const hotp = (key: Uint8Array, counter: number, digits = 6): string =>
  TOTP.generate({
    secret: new Secret({ buffer: Uint8Array.from(key).buffer }),
    algorithm: 'SHA1',
    digits,
    period: PERIOD_SECONDS,
    timestamp: counter * PERIOD_SECONDS * 1000,
  });

/**
 * The code an authenticator app shows for `secret`. `stepsAhead: 1` gives the next 30-second window's
 * code, which the server also accepts (it allows one step of clock drift): the server refuses a
 * window it has already seen, so a second code within the same half minute needs it, instead of
 * waiting up to 30 s.
 */
export function totp(secret: string, { stepsAhead = 0, nowMs = Date.now() } = {}): string {
  return hotp(base32Decode(secret), timeStep(nowMs) + stepsAhead);
}
