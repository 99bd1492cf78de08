import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage } from './mailer.ts';

export interface MailTransport {
  /** Sends one message; throws when the mail server refuses it or cannot be reached. */
  deliver(message: MailMessage & { createdAt: Date }): Promise<void>;
  close(): void;
}

// A mail server that hangs must not hold the worker for minutes (nodemailer's defaults are 2 and 10 min);
// together they stay below the outbox lease (outbox.worker.ts).
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/outbox/, named
 * `<queued at, ms>-<pid>-<seq>.eml` so names sort in the order the mails were queued. The file is
 * written elsewhere and renamed in, so a reader never sees half a mail.
 */
export function createMailTransport(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const outbox = path.join(opts.dataDir, 'outbox');
  const staging = path.join(opts.dataDir, 'outbox-staging');
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let seq = 0;
  let dirs: Promise<unknown> | null = null;

  return {
    async deliver(message) {
      const { createdAt, ...mail } = message;
      const info = await transport.sendMail({ from: opts.from, ...mail, textEncoding: 'base64' });
      if (opts.smtpUrl) {
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      const name = `${createdAt.getTime()}-${process.pid}-${++seq}.eml`;
      try {
        // The folders are made once, and again after a failure (someone removed DATA_DIR meanwhile).
        dirs ??= Promise.all([mkdir(outbox, { recursive: true }), mkdir(staging, { recursive: true })]);
        await dirs;
        await writeFile(path.join(staging, name), (info as unknown as { message: Buffer }).message);
        await rename(path.join(staging, name), path.join(outbox, name));
      } catch (err) {
        dirs = null;
        throw err;
      }
      opts.log.info({ to: mail.to, subject: mail.subject, file: name }, 'mail written to outbox');
    },
    close() {
      transport.close();
    },
  };
}
