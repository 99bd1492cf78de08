import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema.ts';

const JWT = 'jwt';

/**
 * The signing secret when JWT_SECRET is not set (never in production): generated once and kept in the
 * database, so every instance on every host signs and checks with the same one. Instances starting
 * together agree because the first insert wins and everyone then reads the stored row.
 */
export async function keptJwtSecret(db: Db): Promise<Uint8Array> {
  await db
    .insert(serverSecrets)
    .values({ name: JWT, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, JWT));
  if (!row) throw new Error('the signing secret could not be stored');
  return new TextEncoder().encode(row.value);
}
