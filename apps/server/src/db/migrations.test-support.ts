import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

async function apply(db: PGlite, tag: string) {
  const text = readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
}

/**
 * A fresh in-memory database migrated up to, not including, the migration `tag`, and `migrate()`
 * that applies it: a migration's test writes the rows of the schema before it, then migrates.
 * `migrateRest()` applies every migration after it, for checks written against today's schema.
 */
export async function databaseBefore(
  tag: string,
): Promise<{ db: PGlite; migrate: () => Promise<void>; migrateRest: () => Promise<void> }> {
  const db = new PGlite();
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  const at = entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  for (const e of entries.slice(0, at)) await apply(db, e.tag);
  return {
    db,
    migrate: () => apply(db, tag),
    migrateRest: async () => {
      for (const e of entries.slice(at + 1)) await apply(db, e.tag);
    },
  };
}
