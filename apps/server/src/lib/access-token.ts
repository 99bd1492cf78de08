import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/**
 * The bearer token names a session and its user; whether the session still lives, and the user's
 * role, are asked on every request (modules/auth/auth.plugin.ts), so a sign-out or a demotion acts at once.
 */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const ALG = 'HS256';

// The secret as a CryptoKey, imported once per secret: jose would import raw bytes (or a secret
// KeyObject) again on every sign and verify.
const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function keyOf(secret: Uint8Array): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** An HS256 JWT: `sub` the user, `sid` the session, expiring with the session. */
export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, expiresAt: Date) {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await keyOf(secret));
}

/**
 * Tokens whose signature jose has checked, until they expire: every signed-in request presents its
 * token, and jose's HMAC check through WebCrypto costs about as much CPU as the rest of a
 * GET /auth/me. Only the signature is remembered: whether the session behind the token still lives
 * is asked on every request (modules/auth/auth.plugin.ts). Keyed by the whole token, so a changed token is
 * checked afresh. One cache per secret.
 */
const VERIFIED_MAX = 10_000;
const verifiedBySecret = new WeakMap<Uint8Array, LRUCache<string, AccessClaims>>();

/** The claims of a well-signed, unexpired HS256 token; null for anything else (`none` included). */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new LRUCache({ max: VERIFIED_MAX });
    verifiedBySecret.set(secret, verified);
  }
  const known = verified.get(token);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALG],
      requiredClaims: ['exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    verified.set(token, claims, { ttl: payload.exp! * 1000 - Date.now() });
    return claims;
  } catch {
    return null;
  }
}
