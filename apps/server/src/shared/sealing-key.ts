import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'totp-sealing-key';

/**
 * The TOTP sealing key when TOTP_SEALING_KEY is not set (never in production): generated once into
 * DATA_DIR, readable by the server's user only, so a copy of the database alone opens no TOTP key.
 * Instances starting together agree: the key is written aside and linked into place, and the link
 * fails for everyone but the first.
 */
export function keptSealingKey(dataDir: string): Uint8Array {
  const file = path.join(dataDir, FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(draft, { force: true });
    }
  } catch (err) {
    throw new Error(`the TOTP sealing key could not be kept in ${file}: ${(err as Error).message}`);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
