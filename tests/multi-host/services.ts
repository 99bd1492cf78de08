/** The shared services of the multi-host run: is PostgreSQL or Redis there, and a fresh database. */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { type Db, SafePool, schema } from '@app/server/testing';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export async function postgresAnswers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** PING over the Redis protocol: no client library needed to ask whether it is there. */
export function redisAnswers(url: string) {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

/** A fresh, empty database on the PostgreSQL server; the instances migrate it when they start. */
export async function createDatabase(PG_BASE: string) {
  const name = `multihost_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  const pool = new SafePool({ connectionString: url.toString(), max: 2, connectionTimeoutMillis: 10_000 });
  pool.on('error', () => {});
  return {
    name,
    url: url.toString(),
    db: drizzle(pool, { schema }) as unknown as Db,
    async drop() {
      await pool.end();
      const c = new pg.Client({ connectionString: PG_BASE });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
