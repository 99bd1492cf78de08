import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP keys) are stored encrypted: AES-256-GCM under a key derived
 * with HKDF from the sealing key (TOTP_SEALING_KEY), which never lives in the database, so a database
 * dump alone does not reveal them (ADR 030). Boxes of the first version were sealed under JWT_SECRET;
 * they still open with it (or JWT_SECRET_PREVIOUS) and are sealed afresh when 2FA is set up again.
 */
const VERSION = 'v2';
const LEGACY_VERSION = 'v1';

export interface SealingKeys {
  totpSealingKey: Uint8Array;
  /** The secrets that sealed the first version's boxes. */
  legacy: (Uint8Array | undefined)[];
}

function keyFor(masterSecret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterSecret, 'verdant-invest/secret-box', purpose, 32));
}

export function sealSecret(keys: SealingKeys, purpose: string, plain: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(keys.totpSealingKey, purpose), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

function openWith(masterSecret: Uint8Array, purpose: string, raw: Buffer): Buffer | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(masterSecret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  } catch {
    return null;
  }
}

/** The plain bytes, or null when the box was not sealed with these keys (or was tampered with). */
export function openSecret(keys: SealingKeys, purpose: string, sealed: string): Buffer | null {
  const [version, data] = sealed.split('.');
  if (!data) return null;
  const raw = Buffer.from(data, 'base64url');
  if (raw.length < 29) return null;
  if (version === VERSION) return openWith(keys.totpSealingKey, purpose, raw);
  if (version !== LEGACY_VERSION) return null;
  for (const secret of keys.legacy) {
    const plain = secret ? openWith(secret, purpose, raw) : null;
    if (plain) return plain;
  }
  return null;
}
