import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * A query asked on (nearly) every request, as a prepared statement: its SQL is built once per database
 * handle (or transaction) and PostgreSQL plans it once per connection. `build` must end with
 * `.prepare('<unique name>')` and use `sql.placeholder(…)` for every value.
 */
export function preparedQuery<T>(build: (db: Executor) => T): (db: Executor) => T {
  const byDb = new WeakMap<Executor, T>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}

/** A named value of a prepared statement, filled at `execute` (short for `sql.placeholder`). */
export const param = (name: string) => sql.placeholder(name);

interface RawPrepared {
  execute(values: Record<string, unknown>): Promise<unknown>;
}
interface DrizzleInternals {
  session: {
    prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): RawPrepared;
  };
  dialect: { sqlToQuery(sql: SQL): unknown };
}

/**
 * A raw SQL statement (a multi-part WITH that Drizzle's builders cannot express) as a named prepared
 * statement: PostgreSQL parses and plans it once per connection instead of on every call (a purchase's
 * statement spent a quarter of its database time being planned). `query` must use `param(…)`
 * (`sql.placeholder`) for every value; `execute` answers the driver's `{ rows }`. Drizzle has no
 * public API for this, so it goes through the handle's session and dialect (drizzle-orm 0.45; the
 * prepared-statements test of each caller would fail if that changed). PGlite ignores the name.
 */
export function preparedStatement<Row>(name: string, query: SQL) {
  const prepared = preparedQuery((db) => {
    const { session, dialect } = db as unknown as DrizzleInternals;
    return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  });
  return (db: Executor, values: Record<string, unknown>) =>
    prepared(db).execute(values) as Promise<{ rows: Row[] }>;
}
