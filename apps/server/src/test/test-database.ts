import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** The URL the server serves with (DATABASE_URL). */
  url: string;
  /** With two roles: the owner's URL, which migrates (DATABASE_MIGRATION_URL). */
  migrationUrl?: string;
  drop: () => Promise<void>;
}

async function asAdmin(base: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function urlFor(base: string, database: string, role?: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  if (role) {
    url.username = role;
    url.password = role;
  }
  return url.toString();
}

/**
 * Where API tests run: an in-memory PGlite by default; with TEST_DATABASE_URL, a fresh database
 * created on that PostgreSQL server for this test file and dropped afterwards. `twoRoles` sets it up
 * as docs/deploy.md does: an owner role that migrates and a serving role that owns nothing (ADR 044).
 */
export async function createTestDatabaseUrl(opts: { twoRoles?: boolean } = {}): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: 'memory://', drop: async () => {} };
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (!opts.twoRoles) {
    await asAdmin(base, [`CREATE DATABASE ${name}`]);
    return {
      url: urlFor(base, name),
      drop: () => asAdmin(base, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
    };
  }
  const owner = `${name}_owner`;
  const serving = `${name}_app`;
  await asAdmin(base, [
    `CREATE ROLE ${owner} LOGIN PASSWORD '${owner}'`,
    `CREATE ROLE ${serving} LOGIN PASSWORD '${serving}'`,
    `CREATE DATABASE ${name} OWNER ${owner}`,
  ]);
  // As deploy/postgres-init does: nobody but the owner creates anything in the schema.
  await asAdmin(urlFor(base, name), ['REVOKE CREATE ON SCHEMA public FROM PUBLIC']);
  return {
    url: urlFor(base, name, serving),
    migrationUrl: urlFor(base, name, owner),
    drop: () =>
      asAdmin(base, [
        `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
        `DROP ROLE IF EXISTS ${serving}`,
        `DROP ROLE IF EXISTS ${owner}`,
      ]),
  };
}

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
