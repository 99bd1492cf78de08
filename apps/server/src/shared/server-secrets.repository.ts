import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema.ts';

const JWT = 'jwt';

/** The secret an older server generated into DATA_DIR/jwt-secret, if this host has one. */
function secretOnDisk(dataDir: string): string | null {
  try {
    return readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * The signing secret when JWT_SECRET is not set (never in production): generated once and kept in the
 * database, so every instance on every host signs and checks with the same one. Instances starting
 * together agree because the first insert wins and everyone then reads the stored row. A secret an
 * older server left in DATA_DIR/jwt-secret is offered first, so its tokens and the TOTP keys sealed
 * with it stay valid.
 */
export async function keptJwtSecret(db: Db, dataDir: string, log: FastifyBaseLogger): Promise<Uint8Array> {
  const onDisk = secretOnDisk(dataDir);
  await db
    .insert(serverSecrets)
    .values({ name: JWT, value: onDisk ?? randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, JWT));
  if (!row) throw new Error('the signing secret could not be stored');
  if (onDisk && onDisk !== row.value) {
    log.warn(
      { file: path.join(dataDir, 'jwt-secret') },
      'this host’s old signing secret differs from the one in the database; the database’s is used',
    );
  }
  return new TextEncoder().encode(row.value);
}
