import { tmpdir } from 'node:os';
import type { Db } from '@app/server/testing';
import { createMailer, runMaturityPayouts, SafePool, schema, testConfig } from '@app/server/testing';
import { drizzle } from 'drizzle-orm/node-postgres';
import { pino } from 'pino';

/**
 * A third instance's maturity job, run every second through the same cuttable proxy (the servers' own
 * job runs every minute, too rarely for a 20-second CI run). Same code, same SKIP LOCKED claim: it
 * races the purchases and, in a 60-second run, the instances' own jobs.
 */
export function startPayoutWorker(databaseUrl: string) {
  const pool = new SafePool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 3_000 });
  pool.on('error', () => {});
  // As in db/client.ts: a connection cut while checked out must fail its query, not the process.
  pool.on('connect', (c) => c.on('error', () => {}));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ db, log });
  // The settings a roll-over reads (the plans' platform fee); the worker opens no files.
  const config = testConfig(tmpdir(), databaseUrl);
  let paid = 0;
  let errors = 0;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runMaturityPayouts({ db, mailer, log, config })
      .then((r) => {
        paid += r.paid;
      })
      .catch(() => {
        errors++;
      })
      .finally(() => {
        running = null;
      });
  }, 1_000);
  return {
    paid: () => paid,
    errors: () => errors,
    async stop() {
      clearInterval(timer);
      await running;
      await pool.end();
    },
  };
}
