import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Executor } from '../../db/client.ts';
import { PROFILE_CHANNEL } from '../../db/notifications.ts';
import { type SealPass, sealPass } from '../../shared/ledger-seal.repository.ts';

/** How often the sealer seals: well inside the second a committed transaction may wait for its seal. */
export const SEAL_EVERY_MS = 200;
/** How often an instance that is not the sealer asks whether it may take over. */
const STANDBY_EVERY_MS = 2_000;
// The sealer's own session holds this lock (pg_try_advisory_lock), never a money transaction.
const SEALER_LOCK = 20_320_002;

declare module 'fastify' {
  interface FastifyInstance {
    ledgerSealer: LedgerSealer;
  }
}

export interface LedgerSealer {
  /** Runs `cb` after each pass that sealed something (metrics, checkpoints). */
  onPass(cb: (pass: SealPass, db: Executor) => Promise<void> | void): void;
  /** One pass now, when this instance is the sealer (tests and `ledger:checkpoint` wait on it). */
  sealNow(): Promise<SealPass | null>;
  /** Whether this instance holds the sealer's lock. */
  readonly active: boolean;
}

/**
 * The customers of a sealed batch, told on PROFILE_CHANNEL after their transactions committed: every
 * instance drops their cached /auth/me answer (the balance moved). Sent from the sealer's session,
 * outside any money transaction.
 */
async function announce(db: Executor, customers: string[]): Promise<void> {
  if (customers.length === 0) return;
  await db.execute(
    sql`SELECT pg_notify(${PROFILE_CHANNEL}, c) FROM unnest(${`{${customers.join(',')}}`}::text[]) AS c`,
  );
}

/**
 * Seals the journal after commit (docs/decisions/043-ledger-at-the-database-pace.md), one sealer at a
 * time across instances: on PostgreSQL the instance whose own connection holds SEALER_LOCK seals every
 * SEAL_EVERY_MS, the others wait to take over if it goes; the embedded PGlite has one process, which
 * seals on the same interval through its one connection.
 */
export const ledgerSealerPlugin = fp(
  async (app: FastifyInstance) => {
    const listeners: ((pass: SealPass, db: Executor) => Promise<void> | void)[] = [];
    const url = app.database.kind === 'postgres' ? app.config.databaseUrl : undefined;
    let client: pg.Client | null = null;
    let session: Executor | null = url ? null : app.db;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<SealPass | null> | null = null;

    const takeLock = async (): Promise<Executor | null> => {
      const c = new pg.Client({ connectionString: url, keepAlive: true });
      c.on('error', () => {});
      try {
        await c.connect();
        const r = await c.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [SEALER_LOCK]);
        if (r.rows[0]?.got) {
          client = c;
          return drizzle(c) as unknown as Executor;
        }
      } catch (err) {
        app.log.warn({ err }, 'ledger sealer could not reach the database');
      }
      await c.end().catch(() => {});
      return null;
    };

    const drop = () => {
      void client?.end().catch(() => {});
      client = null;
      session = null;
    };

    const pass = async (): Promise<SealPass | null> => {
      if (!session && url) session = await takeLock();
      const db = session;
      if (!db) return null;
      try {
        const done = await sealPass(db);
        if (done.sealed > 0) {
          await announce(db, done.customers);
          for (const cb of listeners) await cb(done, db);
        }
        return done;
      } catch (err) {
        if (url) drop();
        throw err;
      }
    };

    const runOnce = (): Promise<SealPass | null> => {
      if (!running) {
        running = pass().finally(() => {
          running = null;
        });
      }
      return running;
    };

    const loop = async () => {
      if (stopped) return;
      try {
        await runOnce();
      } catch (err) {
        app.log.error({ err }, 'ledger sealing pass failed; will retry');
      }
      if (stopped) return;
      timer = setTimeout(() => void loop(), session ? SEAL_EVERY_MS : STANDBY_EVERY_MS);
      timer.unref();
    };

    app.decorate('ledgerSealer', {
      onPass: (cb) => void listeners.push(cb),
      sealNow: async () => {
        // A pass in progress may have read its snapshot before the caller's commit: wait, then seal.
        await running?.catch(() => null);
        return runOnce();
      },
      get active() {
        return session !== null;
      },
    } satisfies LedgerSealer);
    app.addHook('onReady', async () => {
      void loop();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => null);
      if (url) drop();
    });
  },
  { name: 'ledger-sealer', decorators: { fastify: ['config', 'database', 'db'] } },
);
