import { isLockedNotificationKind } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { type Notice, notify, wantsMail } from '../shared/notify.ts';
import type { MailMessage } from './mail-message.ts';
import { enqueueMail } from './outbox.repository.ts';

export type { MailMessage, Notice };

export interface Mailer {
  /**
   * Queues one message in `email_outbox`; the outbox worker of any instance delivers it, with
   * retries. Answers false when no mail was queued: to a closed account (unless the message says it
   * reaches one), or of a kind the customer turned off.
   * Pass the open transaction (`executor`) of the change that caused the mail: the mail then exists if
   * and only if the change commits. Without one it is queued on its own and never throws (a mail
   * failure must not undo the action that caused it); inside a transaction a failed insert throws,
   * because that transaction cannot commit anyway.
   *
   * With a `notice`, the same transaction also writes the customer's notification (shared/notify.ts),
   * and the mail is left out when the customer turned mail of that kind off (never for security,
   * money or account kinds). Without an executor the two are written in one transaction of their own.
   */
  send(message: MailMessage, executor?: Executor, notice?: Notice): Promise<boolean>;
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
  // The notification and the mail, unless the customer turned its kind off (null when left out). The
  // statements go out together, as the money paths send theirs (ADR 041): a locked kind never waits
  // for a settings read.
  const write = async (ex: Executor, message: MailMessage, notice?: Notice) => {
    if (!notice) return enqueueMail(ex, message);
    if (isLockedNotificationKind(notice.kind)) {
      const [, id] = await Promise.all([notify(ex, notice), enqueueMail(ex, message)]);
      return id;
    }
    const [, wanted] = await Promise.all([notify(ex, notice), wantsMail(ex, notice.userId, notice.kind)]);
    return wanted ? enqueueMail(ex, message) : null;
  };
  return {
    async send(message, executor, notice) {
      if (executor) {
        const id = await write(executor, message, notice);
        if (id !== null) await opts.onQueued?.({ id, inTransaction: true });
        return id !== null;
      }
      try {
        const id = notice
          ? await opts.db.transaction((tx) => write(tx, message, notice))
          : await enqueueMail(opts.db, message);
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
