import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const JWT_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * HS256 only: a token with another algorithm (`none` included) never verifies. Signed here with
 * node:crypto's HMAC, synchronously (a few microseconds): WebCrypto's sign would queue on libuv's
 * thread pool behind the password hashes of a login storm. The same JWS as jose makes; jose verifies it.
 */
export function signAccessToken(claims: AccessClaims, secret: Uint8Array, expiresAt: Date): string {
  const payload = Buffer.from(
    JSON.stringify({
      sid: claims.sessionId,
      sub: claims.userId,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  const signingInput = `${JWT_HEADER}.${payload}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

/**
 * Tokens whose signature was checked, until they expire: every signed-in request presents its token,
 * and checking the same HMAC again (and importing the key each time, as jose does for raw bytes) was
 * about a tenth of the CPU of GET /auth/me. Only the signature check is remembered: whether the
 * session behind the token still lives is asked of the database on every request (plugins/auth.ts).
 * One map per secret; bounded, the oldest entries go first.
 */
const VERIFIED_MAX = 10_000;
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, AccessClaims & { expMs: number }>>();
const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  const known = verified.get(token);
  if (known) {
    if (known.expMs > Date.now()) return { userId: known.userId, sessionId: known.sessionId };
    verified.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { ...claims, expMs: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}
