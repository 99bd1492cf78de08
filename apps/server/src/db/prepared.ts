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
