import { instructionDeadline, MATURITY_NOTICE_DAYS, maturitySplit } from '@app/contract';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { holdings, offerings, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import { maturityNoticeMail } from './holding-life.mails.ts';

export const MATURITY_NOTICE_INTERVAL_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/**
 * Mails each active holding's customer 7 days before maturity, once: the stamp `notice_sent_at` is
 * set with a guard on it being empty, in the transaction that queues the mail in the outbox, so two
 * instances running this at once send one mail. Returns how many were sent.
 */
export async function sendMaturityNotices(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  opts: { now?: Date } = {},
): Promise<number> {
  const now = opts.now ?? new Date();
  const due = await deps.db
    .select({ holding: holdings, offeringName: offerings.name, email: users.email, userName: users.name })
    .from(holdings)
    .innerJoin(offerings, eq(offerings.id, holdings.offeringId))
    .innerJoin(users, eq(users.id, holdings.userId))
    .where(
      and(
        eq(holdings.status, 'active'),
        isNull(holdings.noticeSentAt),
        gt(holdings.maturityAt, now),
        lte(holdings.maturityAt, new Date(now.getTime() + MATURITY_NOTICE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(holdings.maturityAt))
    .limit(500);
  let sent = 0;
  for (const row of due) {
    const h = row.holding;
    try {
      const done = await deps.db.transaction(async (tx) => {
        const [stamped] = await tx
          .update(holdings)
          .set({ noticeSentAt: now })
          .where(and(eq(holdings.id, h.id), isNull(holdings.noticeSentAt)))
          .returning({ id: holdings.id });
        if (!stamped) return false;
        await deps.mailer.send(
          maturityNoticeMail(row.email, row.userName, {
            reference: h.reference,
            offeringName: row.offeringName,
            maturityAt: h.maturityAt,
            deadline: instructionDeadline(h.maturityAt),
            instruction: h.instruction,
            netCents: maturitySplit(h, 'payout').paidCents,
          }),
          tx,
          {
            userId: h.userId,
            kind: 'maturity',
            text: `${row.offeringName} (${h.reference}) matures soon: choose payout or roll-over.`,
            link: '/investments',
          },
        );
        return true;
      });
      if (done) sent += 1;
    } catch (err) {
      deps.log.error({ err, holdingId: h.id }, 'maturity notice failed; will retry');
    }
  }
  return sent;
}

/** Sends the reminders every 10 minutes inside the server. */
export const maturityNoticeJobPlugin = intervalJob({
  name: 'maturity notice job',
  everyMs: MATURITY_NOTICE_INTERVAL_MS,
  run: (app) => sendMaturityNotices(app.deps),
});
