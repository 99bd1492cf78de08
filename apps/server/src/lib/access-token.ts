import { createHash } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { purposeKey } from './secrets.ts';

/**
 * The bearer token names a session and its user; whether the session still lives, and the user's
 * role, are asked on every request (modules/auth/auth.plugin.ts), so a sign-out or a demotion acts at once.
 */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** JWT_SECRET signs; JWT_SECRET_PREVIOUS still verifies while the tokens it signed expire (ADR 030). */
export interface TokenSecrets {
  jwtSecret: Uint8Array;
  jwtPreviousSecret?: Uint8Array | undefined;
}

const ALG = 'HS256';

interface TokenKey {
  /** Names the key in the token's header, so a verifier picks the right one during a rotation. */
  kid: string;
  key: Uint8Array;
  /** Imported once per key: jose would import raw bytes again on every sign and verify. */
  crypto: Promise<CryptoKey>;
}

const keys = new WeakMap<Uint8Array, TokenKey>();

/**
 * The token key of a secret: its own HKDF label, so the secret's other jobs (cursors) never share
 * it; the key id is a hash of the derived key, which tells nothing about the key.
 */
export function accessTokenKey(secret: Uint8Array): TokenKey {
  let found = keys.get(secret);
  if (!found) {
    const key = new Uint8Array(purposeKey(secret, 'access-token/v1'));
    found = {
      kid: createHash('sha256').update(key).digest('base64url').slice(0, 12),
      key,
      crypto: crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
        'verify',
      ]),
    };
    keys.set(secret, found);
  }
  return found;
}

/** An HS256 JWT: `sub` the user, `sid` the session, `kid` the key, expiring with the session. */
export async function signAccessToken(claims: AccessClaims, secrets: TokenSecrets, expiresAt: Date) {
  const { kid, crypto: key } = accessTokenKey(secrets.jwtSecret);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALG, typ: 'JWT', kid })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await key);
}

/** The key a token's header names: the current one or, during a rotation, the previous one. */
function keyNamedBy(token: string, secrets: TokenSecrets): TokenKey | null {
  let kid: unknown;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    return null;
  }
  for (const secret of [secrets.jwtSecret, secrets.jwtPreviousSecret]) {
    if (secret && accessTokenKey(secret).kid === kid) return accessTokenKey(secret);
  }
  return null;
}

/**
 * Tokens whose signature jose has checked, until they expire: every signed-in request presents its
 * token, and jose's HMAC check through WebCrypto costs about as much CPU as the rest of a
 * GET /auth/me. Only the signature is remembered: whether the session behind the token still lives
 * is asked on every request (modules/auth/auth.plugin.ts). Keyed by the whole token, so a changed token is
 * checked afresh. One cache per set of secrets (an app's configuration).
 */
const VERIFIED_MAX = 10_000;
const verifiedBySecrets = new WeakMap<TokenSecrets, LRUCache<string, AccessClaims>>();

/** The claims of a well-signed, unexpired HS256 token under a known key; null for anything else. */
export async function verifyAccessToken(token: string, secrets: TokenSecrets): Promise<AccessClaims | null> {
  let verified = verifiedBySecrets.get(secrets);
  if (!verified) {
    // Timed by Date: an entry lapses at its token's exp, which is wall-clock time.
    verified = new LRUCache({ max: VERIFIED_MAX, perf: { now: () => Date.now() } });
    verifiedBySecrets.set(secrets, verified);
  }
  const known = verified.get(token);
  if (known) return known;
  const key = keyNamedBy(token, secrets);
  if (!key) return null;
  try {
    const { payload } = await jwtVerify(token, await key.crypto, {
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
