import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, onPostgres } from '../test/test-database.ts';
import { SafePool } from './pg-pool.ts';

/**
 * Has PostgreSQL kill the backend of the pool's idle client and blocks meanwhile, so that Node has not
 * read the news when the next transaction takes that client: the race of a real outage, made certain.
 */
function killIdleConnectionUnnoticed(admin: pg.Client, pid: number) {
  const sent = admin.query('SELECT pg_terminate_backend($1)', [pid]);
  const until = Date.now() + 300;
  while (Date.now() < until) {} // the event loop does not run: no socket event is processed
  return sent;
}

describe.skipIf(!onPostgres)('SafePool (needs TEST_DATABASE_URL)', () => {
  let url: string;
  let drop: () => Promise<void>;
  let admin: pg.Client;
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabaseUrl());
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await drop?.();
  });

  it('a transaction whose begin meets a dead connection fails once and does not cost the pool its client', async () => {
    const pool = new SafePool({ connectionString: url, max: 1, connectionTimeoutMillis: 2_000 });
    pool.on('error', () => {});
    pool.on('connect', (c) => c.on('error', () => {}));
    const db = drizzle(pool);
    try {
      const pid = Number((await db.execute(sql`SELECT pg_backend_pid() AS pid`)).rows[0]!.pid);
      const killed = killIdleConnectionUnnoticed(admin, pid);
      const doomed = expect(db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow(/begin/);
      await killed;
      await doomed;
      // With a plain pg.Pool the only client stayed checked out: this waited 2 s and timed out, for good.
      const after = await db.transaction(async (tx) => tx.execute(sql`SELECT 2 AS two`));
      expect(after.rows[0]).toEqual({ two: 2 });
      for (let i = 0; i < 20; i++) await db.transaction(async (tx) => tx.execute(sql`SELECT 1`));
      expect(pool.totalCount).toBe(1);
      expect(pool.idleCount).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
