import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where identity documents live. Keys are always server-generated (`<uuid>.<ext>`), never a client's
 * file name. Today: a private folder on local disk (DATA_DIR/uploads, outside anything served);
 * an S3-compatible store can implement the same three calls when the server runs as several instances.
 */
export interface DocumentStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the document; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|pdf)$/;

export function createLocalDocumentStorage(dir: string): DocumentStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    // Defence in depth: the key shape alone rules out separators, dots and traversal.
    if (!KEY.test(key)) throw new Error(`invalid document key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await writeFile(fileOf(key), bytes, { mode: 0o600, flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
