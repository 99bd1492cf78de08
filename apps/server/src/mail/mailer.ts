import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import type { MailMessage } from './mail-message.ts';
import { enqueueMail } from './outbox.repository.ts';

export type { MailMessage };

export interface Mailer {
  /**
   * Queues one message (none to a closed account, unless the message says it reaches one) in `email_outbox`; the outbox worker of any instance delivers it, with retries.
   * Pass the open transaction (`executor`) of the change that caused the mail: the mail then exists if
   * and only if the change commits. Without one it is queued on its own and never throws (a mail
   * failure must not undo the action that caused it); inside a transaction a failed insert throws,
   * because that transaction cannot commit anyway.
   */
  send(message: MailMessage, executor?: Executor): Promise<boolean>;
  /** A mail a service's own statement inserted into `email_outbox` (committed): delivered soon. */
  queued(id: string): Promise<void>;
  close(): void;
}

/** The services' mailer: it only writes to the outbox (see outbox.worker.ts for delivery). */
export function createMailer(opts: {
  db: Db;
  log: FastifyBaseLogger;
  /**
   * Called after each queued message (with its id when it was committed on its own), so the worker
   * delivers it at once instead of at its next poll.
   */
  onQueued?: (queued: { id: string; inTransaction: boolean }) => Promise<void> | void;
}): Mailer {
  return {
    async send(message, executor) {
      if (executor) {
        const id = await enqueueMail(executor, message);
        if (id === null) return false;
        await opts.onQueued?.({ id, inTransaction: true });
        return true;
      }
      try {
        const id = await enqueueMail(opts.db, message);
        if (id === null) return false;
        await opts.onQueued?.({ id, inTransaction: false });
        return true;
      } catch (err) {
        opts.log.error({ err, to: message.to, subject: message.subject }, 'mail could not be queued');
        return false;
      }
    },
    async queued(id) {
      await opts.onQueued?.({ id, inTransaction: true });
    },
    close() {},
  };
}
