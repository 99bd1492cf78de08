import pg from 'pg';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pg.Pool that cannot lose a client to a failed `begin`. Drizzle's `transaction()` checks a client out
 * and sends `begin` before its try/finally, so when the connection dies between checkout and `begin`
 * (a database restart or failover, `pg_terminate_backend`, a cut network) the client is never
 * released: each such event takes one of the pool's slots for good, and after `max` of them every
 * query (and /api/ready) times out until the process restarts. The fault suite shows it.
 *
 * This works around an open Drizzle bug, "node-postgres pool client is not released when transaction
 * BEGIN rejects": https://github.com/drizzle-team/drizzle-orm/issues/6023. Once a Drizzle release
 * fixes it, delete this class and build the pool as a plain pg.Pool; the fault suite (`npm run
 * test:faults`, its database cuts) tells whether the fix holds.
 *
 * Here the first query of every client handed out by `connect()` is watched: if it fails, the client
 * is released at once with the error (the pool destroys it and opens a fresh one), and the caller's
 * own later `release()` is a no-op.
 */
export class SafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // The callback form is pg-pool's own pool.query(), which always releases: left as it is.
    if (callback) {
      super.connect(callback);
      return;
    }
    return super.connect().then(guardFirstQuery);
  }
}

// The client's own query(), kept once: every checkout wraps it, never a previous checkout's wrapper.
// (pg-pool gives the client a fresh release() at each checkout, so that one is wrapped as found.)
const ownQuery = new WeakMap<pg.PoolClient, pg.PoolClient['query']>();

function guardFirstQuery(client: pg.PoolClient): pg.PoolClient {
  if (!ownQuery.has(client)) ownQuery.set(client, client.query);
  const query = ownQuery.get(client)!.bind(client) as (...args: unknown[]) => unknown;
  const release = client.release.bind(client);
  let released = false;
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    release(err);
  };
  let first = true;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (first) {
      first = false;
      if (result instanceof Promise) {
        result.catch((err: unknown) => client.release(err instanceof Error ? err : new Error(String(err))));
      }
    }
    return result;
  }) as typeof client.query;
  return client;
}
