import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where API tests run: an in-memory PGlite by default; with TEST_DATABASE_URL, a fresh database
 * created on that PostgreSQL server for this test file and dropped afterwards.
 */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: 'memory://', drop: async () => {} };
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
