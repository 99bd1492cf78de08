import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { MailTransport } from './mail-transport.ts';
import {
  claimDueMails,
  markAttemptFailed,
  markSent,
  type OutboxRow,
  pruneSentMails,
} from './outbox.repository.ts';

export interface OutboxWorkerOptions {
  /** How often the outbox is read when nothing wakes the worker. */
  pollMs: number;
  /**
   * Mails claimed per statement. A batch is delivered concurrently (each delivery within the lease) and
   * marked sent in one statement: under load, a mail costs a fraction of a database round trip.
   */
  batchSize: number;
  /** After this many failed attempts a mail is `failed` and no longer retried. */
  maxAttempts: number;
  /** First retry delay; it doubles with every attempt up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * How long a claimed mail is left alone by other instances while this one sends it: longer than one
   * SMTP delivery may take (mail-transport.ts timeouts add up to 25 s). If the instance dies, another
   * sends the mail once the lease has run out.
   */
  leaseMs: number;
}

export const OUTBOX_DEFAULTS: OutboxWorkerOptions = {
  pollMs: 1_000,
  batchSize: 10,
  maxAttempts: 10,
  baseDelayMs: 5_000,
  maxDelayMs: 30 * 60_000,
  leaseMs: 30_000,
};

const PRUNE_EVERY_MS = 60 * 60_000;
const KEEP_SENT_DAYS = 30;
// One run never loops forever: after this long the rest waits for the next poll.
const RUN_BUDGET_MS = 5_000;

/** Delay before attempt n + 1 after n failed ones: base, 2×base, 4×base, … capped. */
export function retryDelayMs(
  failedAttempts: number,
  o: Pick<OutboxWorkerOptions, 'baseDelayMs' | 'maxDelayMs'>,
) {
  return Math.min(o.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1), o.maxDelayMs);
}

export interface OutboxRun {
  sent: number;
  retrying: number;
  failed: number;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for a delivery in progress. */
  stop(): Promise<void>;
  /** Runs soon (after `delayMs`) instead of at the next poll: a mail was just queued. */
  nudge(delayMs?: number): void;
  /** One pass over the due mails (tests call it directly). */
  runOnce(): Promise<OutboxRun>;
  /** Delivers one just-queued mail at once, unless another instance already has it. */
  deliverNow(id: string): Promise<OutboxRun>;
}

/**
 * Delivers the outbox (docs/architecture.md): every instance runs one; rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so instances share the work and never send a mail twice
 * while both are alive. A failed attempt is retried with exponential backoff; after `maxAttempts`
 * the mail is marked `failed` (and logged) for an operator to look at.
 */
export function createOutboxWorker(p: {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  options?: Partial<OutboxWorkerOptions>;
}): OutboxWorker {
  const o = { ...OUTBOX_DEFAULTS, ...p.options };
  let poll: NodeJS.Timeout | undefined;
  // At most one pending wake-up per delay, however many mails are queued meanwhile.
  const nudges = new Map<number, NodeJS.Timeout>();
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = true;
  let lastPrune = 0;
  let lastErrorLog = 0;

  async function deliverOne(row: OutboxRow, run: OutboxRun): Promise<boolean> {
    try {
      await p.transport.deliver(row);
      return true;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const giveUp = row.attempts >= o.maxAttempts;
      await markAttemptFailed(p.db, {
        id: row.id,
        error,
        retryInMs: giveUp ? null : retryDelayMs(row.attempts, o),
      });
      if (giveUp) {
        run.failed++;
        p.log.error({ mailId: row.id, attempts: row.attempts, error }, 'mail failed for good');
      } else {
        run.retrying++;
        p.log.warn({ mailId: row.id, attempts: row.attempts, error }, 'mail delivery failed; will retry');
      }
      return false;
    }
  }

  async function deliverBatch(run: OutboxRun, id?: string): Promise<number> {
    const rows = await claimDueMails(p.db, { limit: id ? 1 : o.batchSize, leaseMs: o.leaseMs, id });
    const delivered = await Promise.all(rows.map((row) => deliverOne(row, run)));
    const sent = rows.filter((_, i) => delivered[i]).map((row) => row.id);
    await markSent(p.db, sent);
    run.sent += sent.length;
    return rows.length;
  }

  async function runOnce(): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
    const started = Date.now();
    while ((await deliverBatch(run)) === o.batchSize && Date.now() - started < RUN_BUDGET_MS) {}
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneSentMails(p.db, KEEP_SENT_DAYS);
    }
    return run;
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true; // a nudge during a run: run once more right after, so no queued mail waits a poll
      return;
    }
    again = false;
    running = runOnce()
      .catch((err) => {
        // The database is down or refusing: the next poll tries again. Log at most every 30 s.
        if (Date.now() - lastErrorLog > 30_000) {
          lastErrorLog = Date.now();
          p.log.warn({ err }, 'outbox worker could not run');
        }
      })
      .finally(() => {
        running = null;
        if (again) tick();
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      poll = setInterval(tick, o.pollMs);
      poll.unref();
      tick();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      for (const t of nudges.values()) clearTimeout(t);
      nudges.clear();
      await running;
    },
    nudge(delayMs = 0) {
      if (stopped || nudges.has(delayMs)) return;
      const t = setTimeout(() => {
        nudges.delete(delayMs);
        tick();
      }, delayMs);
      t.unref();
      nudges.set(delayMs, t);
    },
    runOnce,
    async deliverNow(id) {
      const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
      if (!stopped) await deliverBatch(run, id);
      return run;
    },
  };
}
