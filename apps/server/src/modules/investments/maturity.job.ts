import { formatFeePercent } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import { applyBalanceChange } from '../../shared/ledger.repository.ts';
import { chargeFee } from '../../shared/platform-fees.repository.ts';
import { completeHolding, lockDueHoldings } from './holdings.repository.ts';
import { payoutMail } from './investments.mails.ts';

export const MATURITY_JOB_INTERVAL_MS = 60_000;
const BATCH_SIZE = 100;

export interface PayoutRun {
  paid: number;
  failed: number;
}

/**
 * Pays every holding past its maturity date principal + expected return, exactly once (DESIGN.md §4),
 * and takes its management charge from that payout (a `fee` entry booked to the platform's revenue,
 * ADR 024). Safe with any number of server instances running it at the same moment:
 * - due holdings are selected `FOR UPDATE SKIP LOCKED` inside a transaction, so each is handled by
 *   one run only and the others skip it instead of waiting;
 * - the status moves active → completed with a guard on `active` in the same transaction as the
 *   `payout` ledger entry;
 * - the ledger's unique index on (kind, reference_id) refuses a second payout of a holding even if
 *   all of the above were bypassed.
 * Each holding has its own savepoint: one that fails is logged, stays active and is retried on the
 * next run, without holding up the others. The customer's mail is queued in the outbox inside that
 * savepoint, so it is sent once, and only for a payout that committed.
 */
export async function runMaturityPayouts(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  opts: { now?: Date; batchSize?: number } = {},
): Promise<PayoutRun> {
  const now = opts.now ?? new Date();
  const batchSize = opts.batchSize ?? BATCH_SIZE;
  const total: PayoutRun = { paid: 0, failed: 0 };
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await lockDueHoldings(tx, now, batchSize);
      // One global lock order on customers' rows: concurrent runs never wait on each other in a cycle.
      due.sort((a, b) =>
        a.holding.userId < b.holding.userId ? -1 : a.holding.userId > b.holding.userId ? 1 : 0,
      );
      let paid = 0;
      let failed = 0;
      for (const { holding: h, offeringName, email, userName } of due) {
        try {
          const done = await tx.transaction(async (sp) => {
            if (!(await completeHolding(sp, h.id, new Date()))) return false;
            const balance = await applyBalanceChange(sp, {
              userId: h.userId,
              amountCents: h.amountCents + h.expectedReturnCents,
              kind: 'payout',
              referenceId: h.id,
            });
            if (balance === null) throw new Error('a credit cannot be refused by the balance guard');
            // The management charge comes out of the payout just credited, so it is always covered.
            const charged = await chargeFee(sp, {
              userId: h.userId,
              holdingId: h.id,
              source: 'management',
              amountCents: h.managementFeeCents,
              reason: `Management charge ${formatFeePercent(h.managementFeeBps)} a year on ${offeringName}`,
            });
            if (charged === null)
              throw new Error('a management charge cannot exceed the payout it comes from');
            // Queued in the same transaction: the mail exists if and only if the payout does.
            await deps.mailer.send(
              payoutMail(email, userName, {
                reference: h.reference,
                offeringName,
                amountCents: h.amountCents,
                returnCents: h.expectedReturnCents,
                managementFeeCents: h.managementFeeCents,
              }),
              sp,
            );
            return true;
          });
          if (done) paid += 1;
        } catch (err) {
          failed += 1;
          deps.log.error({ err, holdingId: h.id }, 'maturity payout failed; will retry');
        }
      }
      return { selected: due.length, paid, failed };
    });
    total.paid += batch.paid;
    total.failed += batch.failed;
    // A short batch means nothing more is due; a batch that paid nothing would only repeat itself.
    if (batch.selected < batchSize || batch.paid === 0) break;
  }
  if (total.paid || total.failed) deps.log.info(total, 'maturity payouts');
  return total;
}

/** Runs the payouts every minute inside the server, from onReady until onClose. */
export const maturityJobPlugin = intervalJob({
  name: 'maturity job',
  everyMs: MATURITY_JOB_INTERVAL_MS,
  run: (app) => runMaturityPayouts(app.deps),
});
