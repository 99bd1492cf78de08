import type { Deps } from '../../deps.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import { listDueHoldingIds, lockDueHolding } from './holdings.repository.ts';
import { payFundedReturns, payMaturity } from './maturity.service.ts';
import { rollOverHolding } from './rollover.service.ts';

export const MATURITY_JOB_INTERVAL_MS = 60_000;
const BATCH_SIZE = 100;

export interface PayoutRun {
  paid: number;
  failed: number;
}

/**
 * Pays every holding past its maturity date, exactly once (docs/decisions/032): principal from the
 * customer's invested principal, the return from the offering's payout funding, the management
 * charge to fee revenue (`payMaturity`). Safe with any number of server instances running it at the
 * same moment:
 * - each holding is paid in its own short transaction that first locks it `FOR UPDATE SKIP LOCKED`,
 *   so one run pays it and the others skip it instead of waiting;
 * - the status moves active → completed with a guard on `active` in that transaction;
 * - the ledger's unique index on a customer's cash (kind, reference) refuses a second payout of a
 *   holding even if all of the above were bypassed.
 * One transaction per holding keeps its locks few and in one order (funding, customer, platform), so
 * runs never deadlock; a holding that fails is logged, stays active and is retried on the next run.
 * The customer's mail is queued in the outbox inside that transaction, so it is sent once, and only
 * for a payout that committed.
 */
export async function runMaturityPayouts(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>,
  opts: { now?: Date; batchSize?: number } = {},
): Promise<PayoutRun> {
  const now = opts.now ?? new Date();
  const batchSize = opts.batchSize ?? BATCH_SIZE;
  const total: PayoutRun = { paid: 0, failed: 0 };
  const tried = new Set<string>();
  for (;;) {
    const due = (await listDueHoldingIds(deps.db, now, batchSize + tried.size)).filter(
      (id) => !tried.has(id),
    );
    for (const id of due) {
      tried.add(id);
      try {
        const paid = await deps.db.transaction(async (tx) => {
          const holder = await lockDueHolding(tx, id, now);
          if (!holder || !(await payMaturity(tx, deps, holder))) return false;
          // The customer's maturity instruction (ADR 034): a roll-over buys again from the payout.
          await rollOverHolding(tx, deps, holder);
          return true;
        });
        if (paid) total.paid += 1;
      } catch (err) {
        total.failed += 1;
        deps.log.error({ err, holdingId: id }, 'maturity payout failed; will retry');
      }
    }
    // A short list means nothing more is due now.
    if (due.length < batchSize) break;
  }
  // Returns that waited for funding are paid here too, should the funding's own run have stopped.
  const returns = await payFundedReturns(deps);
  if (total.paid || total.failed || returns) deps.log.info({ ...total, returns }, 'maturity payouts');
  return total;
}

/** Runs the payouts every minute inside the server, from onReady until onClose. */
export const maturityJobPlugin = intervalJob({
  name: 'maturity job',
  everyMs: MATURITY_JOB_INTERVAL_MS,
  run: (app) => runMaturityPayouts(app.deps),
});
