import { Readable } from 'node:stream';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { identityDocuments } from '../../db/schema.ts';

/** Bytes per read when a document is served: a few round trips, never a whole file in one answer. */
export const DOCUMENT_SLICE_BYTES = 256 * 1024;

export async function insertDocument(
  db: Executor,
  d: { key: string; userId: string; mime: string; bytes: Buffer },
) {
  await db.insert(identityDocuments).values({ ...d, byteSize: d.bytes.length });
}

/** What a document is, without its bytes; null when the user has no document under that key. */
export async function findDocument(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select({
      key: identityDocuments.key,
      mime: identityDocuments.mime,
      byteSize: identityDocuments.byteSize,
    })
    .from(identityDocuments)
    .where(and(eq(identityDocuments.key, key), eq(identityDocuments.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The document's bytes as a stream of slices read one after another with substring(), so a 5 MB file
 * is never one 10 MB hex answer in memory. Documents never change once written; one deleted while it
 * is being read ends the stream with an error.
 */
export function documentStream(db: Db, key: string, byteSize: number): Readable {
  async function* slices() {
    for (let offset = 0; offset < byteSize; offset += DOCUMENT_SLICE_BYTES) {
      const [row] = await db
        .select({
          part: sql<Uint8Array>`substring(${identityDocuments.bytes} FROM ${offset + 1}::int FOR ${DOCUMENT_SLICE_BYTES}::int)`,
        })
        .from(identityDocuments)
        .where(eq(identityDocuments.key, key));
      if (!row || row.part.length === 0) throw new Error(`identity document ${key} vanished while read`);
      yield Buffer.from(row.part.buffer, row.part.byteOffset, row.part.byteLength);
    }
  }
  return Readable.from(slices(), { objectMode: false });
}

/** Drops the user's documents but `keep` (a new submission replaces the old one, a rejection drops all). */
export async function deleteDocumentsOf(db: Executor, userId: string, keep?: string) {
  await db
    .delete(identityDocuments)
    .where(
      keep
        ? and(eq(identityDocuments.userId, userId), ne(identityDocuments.key, keep))
        : eq(identityDocuments.userId, userId),
    );
}
