import type { Deps } from '../../deps.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import { claimWakeup, finishWakeup } from '../../shared/auto-invest-wakeups.repository.ts';
import { lookAt } from './auto-invest.buyer.ts';
import {
  findOfferingOnSale,
  listActiveStrategies,
  listOfferingsOnSale,
  type StrategyRow,
} from './auto-invest.repository.ts';

export const AUTO_INVEST_JOB_INTERVAL_MS = 2_000;
/** Long enough for a launch to 1,000 strategies; a wake-up whose instance died is taken again after it. */
const LEASE_SECONDS = 120;
/** Customers bought for side by side: each purchase locks only its own customer's rows. */
const CUSTOMERS_AT_ONCE = 6;

export interface AutoInvestRun {
  bought: number;
  skipped: number;
  failed: number;
}

/**
 * Works through the wake-ups (ADR 051), oldest first, each claimed by one instance at a time:
 * - an offering went on sale: every active strategy looks at it;
 * - a customer's cash arrived or a strategy was turned on: their strategies look at every offering
 *   on sale, oldest on sale first.
 * Strategies look in the order they were created, oldest first; one customer's strategies take
 * turns (they spend the same cash), different customers' run side by side. A wake-up with a
 * failure is left for another look once its lease ends; every look is safe to repeat.
 */
export async function runAutoInvest(deps: Deps): Promise<AutoInvestRun> {
  const run: AutoInvestRun = { bought: 0, skipped: 0, failed: 0 };
  if (!deps.config.autoInvest) return run;
  for (;;) {
    const wakeup = await claimWakeup(deps.db, LEASE_SECONDS);
    if (!wakeup) break;
    const strategies = await listActiveStrategies(deps.db, wakeup.userId ?? undefined);
    const onSale = wakeup.offeringId
      ? [await findOfferingOnSale(deps.db, wakeup.offeringId)].filter((o) => o !== null)
      : await listOfferingsOnSale(deps.db);
    const perCustomer = new Map<string, StrategyRow[]>();
    for (const s of strategies) perCustomer.set(s.userId, [...(perCustomer.get(s.userId) ?? []), s]);
    const failedBefore = run.failed;
    await eachAtOnce([...perCustomer.values()], CUSTOMERS_AT_ONCE, async (own) => {
      for (const strategy of own)
        for (const offering of onSale) {
          try {
            const outcome = await lookAt(deps, strategy.id, strategy.userId, offering);
            if (outcome === 'bought') run.bought += 1;
            if (outcome === 'skipped') run.skipped += 1;
          } catch (err) {
            run.failed += 1;
            deps.log.error(
              { err, strategyId: strategy.id, offeringId: offering.id },
              'auto-invest look failed',
            );
          }
        }
    });
    if (run.failed === failedBefore) await finishWakeup(deps.db, wakeup.id);
  }
  if (run.bought || run.skipped || run.failed) deps.log.info(run, 'auto-invest');
  return run;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachAtOnce<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Looks every two seconds inside the server, from onReady until onClose. */
export const autoInvestJobPlugin = intervalJob({
  name: 'auto-invest job',
  everyMs: AUTO_INVEST_JOB_INTERVAL_MS,
  run: (app) => runAutoInvest(app.deps),
});
