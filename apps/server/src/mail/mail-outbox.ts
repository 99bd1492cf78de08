import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createMailTransport } from './mail-transport.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox.worker.ts';

// A mail queued inside a transaction is visible once that commits: look shortly after, and again a
// little later for longer transactions; the regular poll catches anything slower.
const AFTER_COMMIT_NUDGES_MS = [30, 300];
// A mail queued on its own is delivered before `send` returns, as a direct send would be, unless the
// mail server takes longer than this: then the request goes on and the worker finishes or retries.
const INLINE_DELIVERY_WAIT_MS = 2_000;

/** The services' mailer (writes to the outbox) wired to this instance's delivery worker. */
export function createMailOutbox(p: {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  log: FastifyBaseLogger;
  options?: Partial<OutboxWorkerOptions>;
}): { mailer: Mailer; worker: OutboxWorker } {
  const transport = createMailTransport({
    smtpUrl: p.config.smtpUrl,
    from: p.config.mailFrom,
    dataDir: p.config.dataDir,
    log: p.log,
  });
  const inner = createOutboxWorker({ db: p.db, transport, log: p.log, options: p.options });
  const worker: OutboxWorker = {
    ...inner,
    async stop() {
      await inner.stop();
      transport.close();
    },
  };
  const mailer = createMailer({
    db: p.db,
    log: p.log,
    onQueued: async ({ id, inTransaction }) => {
      if (inTransaction) {
        for (const ms of AFTER_COMMIT_NUDGES_MS) worker.nudge(ms);
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, INLINE_DELIVERY_WAIT_MS);
      });
      const delivery = worker
        .deliverNow(id)
        .catch((err) => p.log.warn({ err }, 'inline mail delivery failed'));
      await Promise.race([delivery, waited]);
      clearTimeout(timer);
    },
  });
  return { mailer, worker };
}
