import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP keys) are stored encrypted: AES-256-GCM under a key derived
 * from JWT_SECRET with HKDF, so a database dump alone does not reveal them. Changing JWT_SECRET makes
 * stored TOTP keys unreadable (users then sign in with a recovery code and set up again).
 */
const VERSION = 'v1';

function keyFor(masterSecret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterSecret, 'verdant-invest/secret-box', purpose, 32));
}

export function sealSecret(masterSecret: Uint8Array, purpose: string, plain: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(masterSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain bytes, or null when the box was not sealed with this key (or was tampered with). */
export function openSecret(masterSecret: Uint8Array, purpose: string, sealed: string): Buffer | null {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) return null;
  const raw = Buffer.from(data, 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(masterSecret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  } catch {
    return null;
  }
}
