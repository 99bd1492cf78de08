import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Counter } from './lib/counter.ts';
import type { Mailer } from './mail/mailer.ts';

/** What services need from the outside world; built once in app.ts, no HTTP in it. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  counters: {
    /** Failed logins per account, whatever the IP (ACCOUNT_FAILURE_LIMIT). */
    loginFailures: Counter;
    /** Code and reset mails per address, so nobody floods an inbox. */
    mailsPerAddress: Counter;
    /** Costly or mail-sending actions per signed-in account (shared/account-attempts.ts). */
    accountActions: Counter;
    /** New email addresses asked for per account, over a day. */
    emailChangesPerDay: Counter;
  };
}

export interface RequestMeta {
  ip: string;
  userAgent: string;
}
