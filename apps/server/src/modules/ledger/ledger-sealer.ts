import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Executor } from '../../db/client.ts';
import { PROFILE_CHANNEL } from '../../db/notifications.ts';
import { CHECKPOINT_EVERY_MS, takeCheckpoint } from '../../shared/ledger-checkpoint.ts';
import { type SealPass, sealPass } from '../../shared/ledger-seal.repository.ts';

// Instances sharing one embedded database handle (tests) have one sealer between them, as on PostgreSQL.
const pgliteSealers = new WeakSet<object>();

/** How often the sealer seals: well inside the second a committed transaction may wait for its seal. */
export const SEAL_EVERY_MS = 200;
/**
 * The embedded PGlite runs on this process's one thread, where even an idle pass costs the requests
 * its time: it seals once a second (its own requests drop their copy at once, auth.plugin.ts).
 */
export const PGLITE_SEAL_EVERY_MS = 1_000;
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
 * Seals the journal after commit (docs/decisions/050-ledger-at-the-database-pace.md), one sealer at a
 * time across instances: on PostgreSQL the instance whose own connection holds SEALER_LOCK seals every
 * SEAL_EVERY_MS, the others wait to take over if it goes; the embedded PGlite has one process, which
 * seals on the same interval through its one connection.
 */
export const ledgerSealerPlugin = fp(
  async (app: FastifyInstance) => {
    const listeners: ((pass: SealPass, db: Executor) => Promise<void> | void)[] = [];
    const url = app.database.kind === 'postgres' ? app.config.databaseUrl : undefined;
    let client: pg.Client | null = null;
    let session: Executor | null = null;
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
      if (!session && !url && !pgliteSealers.has(app.db)) {
        pgliteSealers.add(app.db);
        session = app.db;
      }
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
      timer = setTimeout(
        () => void loop(),
        session ? (url ? SEAL_EVERY_MS : PGLITE_SEAL_EVERY_MS) : STANDBY_EVERY_MS,
      );
      timer.unref();
    };

    // The checkpoint (ADR 050): the sealer signs the newest seal at most every CHECKPOINT_EVERY_MS.
    const checkpoint = app.config.ledgerCheckpoint;
    let lastCheckpointAt = 0;
    if (checkpoint?.key) {
      const key = checkpoint.key;
      listeners.push(async (_pass, db) => {
        if (Date.now() - lastCheckpointAt < CHECKPOINT_EVERY_MS) return;
        lastCheckpointAt = Date.now();
        try {
          const taken = await takeCheckpoint(db, {
            key,
            dir: checkpoint.dir,
            auditorEmail: checkpoint.auditorEmail,
            send: (m) => app.mailer.send(m),
          });
          if (taken)
            app.log.info({ file: taken.file, seq: taken.checkpoint.seq }, 'ledger checkpoint written');
        } catch (err) {
          // Sealing goes on; the next pass after CHECKPOINT_EVERY_MS tries again.
          app.log.error({ err }, 'ledger checkpoint failed');
        }
      });
    }

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
      // A pass in flight is waited for, but never past a second: the database may be closing too.
      await Promise.race([running?.catch(() => null), new Promise((r) => setTimeout(r, 1_000).unref())]);
      if (url) drop();
      else if (session) pgliteSealers.delete(app.db);
      session = null;
    });
  },
  { name: 'ledger-sealer', decorators: { fastify: ['config', 'database', 'db', 'mailer'] } },
);
