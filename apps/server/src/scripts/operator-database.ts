import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, type EnvConfig, loadConfigOrExit } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DatabaseInUseError } from '../db/data-dir-lock.ts';

/** Exit code of an operator command that found no database, or one holding no data, to work on. */
export const NOTHING_THERE_EXIT = 2;
/** Exit code of an operator command refused because a running server holds the embedded database. */
export const DATABASE_IN_USE_EXIT = 3;

/** Where the command reads: what the operator compares with the `npm start` banner. */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (config.databaseUrl) return 'PostgreSQL (DATABASE_URL)';
  return `PGlite (embedded) in ${path.join(config.dataDir, 'db')}`;
}

/**
 * The database `npm start` uses, for the operator commands (ledger:verify, user:promote,
 * demo:remove). An embedded database that does not exist yet is not created: a command pointed at the
 * wrong folder says so and exits 2 instead of working on a fresh, empty one. An embedded database that
 * a running server holds is not opened a second time: the command says which process holds it and
 * exits 3, and nothing is read or written (docs/decisions/049-embedded-database-one-process.md).
 */
export async function openOperatorDatabase(): Promise<{
  config: EnvConfig;
  database: Database;
}> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'db'))) {
    console.error(
      `No database at ${path.join(config.dataDir, 'db')}: start the server once (npm start), or set DATA_DIR or DATABASE_URL to the one it uses.`,
    );
    process.exit(NOTHING_THERE_EXIT);
  }
  try {
    return { config, database: await openDatabase(config) };
  } catch (e) {
    if (!(e instanceof DatabaseInUseError)) throw e;
    console.error(e.message);
    process.exit(DATABASE_IN_USE_EXIT);
  }
}
