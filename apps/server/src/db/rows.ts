import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Runs raw SQL and returns its rows typed as the caller says. Both drivers (node-postgres and PGlite)
 * answer `execute` with `{ rows }`; Drizzle types that answer per driver, so the cast lives here once.
 */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
