import { createHash } from 'node:crypto';
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { KYC_MAX_FILE_BYTES } from '@app/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { identityDocuments, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { detectDocumentType } from './document-type.ts';

/** The names the server gave documents on disk: `<uuid>.<ext>`, never a client's file name. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|pdf)$/;

export interface DocumentImport {
  /** Files now in the database, checked byte for byte, and removed from disk. */
  moved: number;
  /** Files left on disk: no user points at them, or they could not be read or checked. */
  kept: string[];
}

/**
 * Moves identity documents from DATA_DIR/uploads (where servers before migration 0009 kept them)
 * into the database, once, at start. A file is removed only after the database's copy has the same
 * length and SHA-256; anything else stays on disk and is named in the log. Running it again, or on
 * several instances at once, is harmless: the insert does nothing for a key already stored.
 */
export async function importDocumentsFromDisk(deps: Deps, dir: string): Promise<DocumentImport | null> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => KEY.test(n));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  if (names.length === 0) return null;
  const owners = await deps.db
    .select({ id: users.id, key: users.idCardKey })
    .from(users)
    .where(inArray(users.idCardKey, names));
  const ownerOf = new Map(owners.map((o) => [o.key!, o.id]));
  const result: DocumentImport = { moved: 0, kept: [] };
  for (const key of names) {
    const userId = ownerOf.get(key);
    if (!userId) {
      result.kept.push(key);
      continue;
    }
    const file = path.join(dir, key);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (err) {
      // Gone: another instance sharing this folder moved it meanwhile.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') result.kept.push(key);
      continue;
    }
    const type = detectDocumentType(bytes);
    if (!type || bytes.length > KYC_MAX_FILE_BYTES) {
      result.kept.push(key);
      continue;
    }
    await deps.db
      .insert(identityDocuments)
      .values({ key, userId, mime: type.mime, bytes, byteSize: bytes.length })
      .onConflictDoNothing();
    const [stored] = await deps.db
      .select({ digest: sql<string>`encode(sha256(${identityDocuments.bytes}), 'hex')` })
      .from(identityDocuments)
      .where(eq(identityDocuments.key, key));
    if (stored?.digest !== createHash('sha256').update(bytes).digest('hex')) {
      result.kept.push(key);
      continue;
    }
    await rm(file, { force: true });
    result.moved++;
  }
  // Only an empty folder goes; one with kept files stays for an operator to look at.
  await rmdir(dir).catch(() => {});
  deps.log[result.kept.length ? 'warn' : 'info'](
    { dir, moved: result.moved, kept: result.kept },
    result.kept.length
      ? 'identity documents moved into the database; some files were kept on disk (see kept)'
      : 'identity documents moved into the database',
  );
  return result;
}
