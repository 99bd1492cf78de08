import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { claimDataDirectory } from './data-dir-lock.ts';
import {
  listenPglite,
  type NotificationHandlers,
  type NotificationListener,
  postgresNotifier,
} from './notifications.ts';
import { SafePool } from './pg-pool.ts';
import { schema } from './schema.ts';
import { grantServingRole, ownedByServingRole } from './serving-role.ts';

type Schema = typeof schema;
/** A database handle or an open transaction: repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** LISTEN on `channels` (PostgreSQL NOTIFY, from any instance; or PGlite's, in this process). */
  listen(channels: string[], handlers: NotificationHandlers): NotificationListener;
  /** PostgreSQL only: the connection pool's clients (for /api/metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** The committed SQL migrations: found from here whether we run from src/ or a bundled dist/. */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('SQL migrations folder (apps/server/drizzle) not found');
}

/** The longest a pooled connection may sit inside a transaction doing nothing before PostgreSQL ends it. */
export const IDLE_IN_TRANSACTION_MS = 5_000;

// Any fixed number: two instances starting together take turns migrating.
const MIGRATION_LOCK = 727_001;

/** Applies the migrations on one connection, one instance at a time. */
async function migrateOn(client: pg.PoolClient | pg.Client): Promise<void> {
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
  }
}

/**
 * Two roles (ADR 044): the owner migrates and grants, on a connection of its own that is closed at
 * once. A serving role that owns anything is refused before the grants.
 */
async function migrateAsOwner(migrationUrl: string, serving: pg.ClientBase): Promise<void> {
  const {
    rows: [me],
  } = await serving.query<{ role: string }>('SELECT current_user AS role');
  const owner = new pg.Client({ connectionString: migrationUrl, connectionTimeoutMillis: 5_000 });
  await owner.connect();
  try {
    const {
      rows: [it],
    } = await owner.query<{ role: string }>('SELECT current_user AS role');
    if (it?.role === me?.role) {
      throw new Error('DATABASE_MIGRATION_URL and DATABASE_URL sign in as the same role: give each its own');
    }
    await migrateOn(owner);
    const owned = await ownedByServingRole(serving);
    if (owned.length > 0) {
      throw new Error(
        `DATABASE_URL's role ${me!.role} owns ${owned.join(', ')}: an owner can rewrite the books. Reassign them to the migration role (docs/deploy.md).`,
      );
    }
    await grantServingRole(owner, me!.role);
  } finally {
    await owner.end().catch(() => {});
  }
}

async function openPostgres(url: string, migrationUrl: string | undefined): Promise<Database> {
  const pool = new SafePool({
    connectionString: url,
    // Statements issued together (a journal transaction's postings and header) go out in one write
    // and are answered in order, instead of one round trip each.
    pipeline: true,
    max: 10,
    idleTimeoutMillis: 30_000,
    // A transaction left open holds back the ledger's sealing watermark (ADR 050): it is ended.
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    connectionTimeoutMillis: 5_000,
  });
  // A dropped connection must not crash the process; the pool replaces it and /api/ready reports it.
  pool.on('error', () => {});
  // pg-pool listens for errors only on idle clients: a connection lost while a client is checked out
  // (inside a transaction, between two statements) would be an unhandled 'error' event that kills the
  // process. With this listener its query fails instead (the request gets its error answer) and the
  // pool drops it.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const client = await pool.connect();
  try {
    if (migrationUrl && migrationUrl !== url) await migrateAsOwner(migrationUrl, client);
    else await migrateOn(client);
  } catch (err) {
    client.release();
    await pool.end().catch(() => {});
    throw err;
  }
  client.release();
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const notifier = postgresNotifier(url);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
    listen: (channels, handlers) => notifier.listen(channels, handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // A data directory on disk is this process's alone while it is open (data-dir-lock.ts).
  const release = dir ? claimDataDirectory(dir) : () => {};
  const client = dir ? new PGlite(dir) : new PGlite();
  const raw = drizzlePglite(client, { schema });
  try {
    await migratePglite(raw, { migrationsFolder: migrationsFolder() });
  } catch (e) {
    await client.close().catch(() => {});
    release();
    throw e;
  }
  return {
    db: raw as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    listen: (channels, handlers) => listenPglite(client, channels, handlers),
  };
}

/**
 * PostgreSQL when DATABASE_URL is a postgres URL (migrated as DATABASE_MIGRATION_URL's role when
 * given); PGlite in memory for 'memory://'; else PGlite on disk.
 */
export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  databaseMigrationUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl === 'memory://') return openPglite(undefined);
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.databaseMigrationUrl);
  return openPglite(path.join(opts.dataDir, 'db'));
}
