import { formatFeePercent } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { wakeAutoInvest } from '../../shared/auto-invest-wakeups.repository.ts';
import { lockPayoutFunding, type Posting, postJournal } from '../../shared/ledger.repository.ts';
import { feePostings, recordFee } from '../../shared/platform-fees.repository.ts';
import { listDelayedReturns, lockDelayedReturn } from './funding.repository.ts';
import { assertHoldingMove } from './holding-moves.ts';
import { delayedReturnPaidMail, payoutMail, returnDelayedMail } from './investments.mails.ts';

type Holding = typeof holdings.$inferSelect;
interface Holder {
  holding: Holding;
  offeringName: string;
  email: string;
  userName: string;
}

const managementReason = (h: Holding, offeringName: string) =>
  `Management charge ${formatFeePercent(h.managementFeeBps)} a year on ${offeringName}`;

const managementFee = (h: Holding, offeringName: string) =>
  feePostings({
    userId: h.userId,
    amountCents: h.managementFeeCents,
    reason: managementReason(h, offeringName),
  });

/** The return from the offering's payout funding, with its management charge to revenue. */
function returnPostings(h: Holding, offeringName: string): Posting[] {
  return [
    {
      account: { type: 'payout_funding', offeringId: h.offeringId },
      amountCents: -h.expectedReturnCents,
      kind: 'return',
    },
    { account: { type: 'cash', userId: h.userId }, amountCents: h.expectedReturnCents, kind: 'return' },
    ...managementFee(h, offeringName),
  ];
}

/**
 * A maturity's postings. The customer's history shows one payout line: principal and, when covered,
 * the return, credited together; the management charge is its own `fee` line.
 */
function maturityPostings(
  h: Holding,
  offeringName: string,
  covered: boolean,
  principalCents: number,
): Posting[] {
  const returnCents = covered ? h.expectedReturnCents : 0;
  return [
    { account: { type: 'principal', userId: h.userId }, amountCents: -principalCents, kind: 'payout' },
    {
      account: { type: 'payout_funding', offeringId: h.offeringId },
      amountCents: -returnCents,
      kind: 'payout',
    },
    {
      account: { type: 'cash', userId: h.userId },
      amountCents: principalCents + returnCents,
      kind: 'payout',
    },
    ...(covered ? managementFee(h, offeringName) : []),
  ];
}

/**
 * Pays one matured holding, inside the caller's transaction, which holds the holding's row. The
 * principal still outstanding (after any recovery: holding-states.ts) comes back from the customer's
 * invested principal, never more; a holding the life table does not let mature (written off,
 * defaulted) is refused with a 409. The return comes from the offering's
 * payout funding, never from nothing. When the funding cannot cover the return, the principal is
 * paid alone and the holding is marked "return delayed" until `payDelayedReturns` pays it.
 * Returns false when the holding was no longer active (someone else paid it).
 */
export async function payMaturity(tx: Executor, deps: Pick<Deps, 'mailer'>, p: Holder): Promise<boolean> {
  const h = p.holding;
  // The due holding was read with its offering performing (holdings.repository.ts).
  const { outstandingCents } = assertHoldingMove(h, 'performing', 'mature');
  const funding = await lockPayoutFunding(tx, h.offeringId);
  const covered = funding >= h.expectedReturnCents;
  const now = new Date();
  const [done] = await tx
    .update(holdings)
    .set({ status: 'completed', paidOutAt: now, returnDelayedAt: covered ? null : now })
    .where(and(eq(holdings.id, h.id), eq(holdings.status, 'active')))
    .returning({ id: holdings.id });
  if (!done) return false;
  await postJournal(tx, {
    kind: 'maturity',
    referenceId: h.id,
    // The instant the holding is marked paid: its money and its state change together.
    at: now,
    postings: maturityPostings(h, p.offeringName, covered, outstandingCents),
  });
  await wakeAutoInvest(tx, { userId: h.userId });
  const mail = { reference: h.reference, offeringName: p.offeringName, amountCents: outstandingCents };
  if (covered) {
    await recordManagementFee(tx, h);
    await deps.mailer.send(
      payoutMail(p.email, p.userName, {
        ...mail,
        returnCents: h.expectedReturnCents,
        managementFeeCents: h.managementFeeCents,
      }),
      tx,
      {
        userId: h.userId,
        kind: 'maturity',
        text: `${p.offeringName} (${h.reference}) matured and was paid out to your cash.`,
        link: '/investments',
      },
    );
  } else {
    await deps.mailer.send(
      returnDelayedMail(p.email, p.userName, { ...mail, returnCents: h.expectedReturnCents }),
      tx,
      {
        userId: h.userId,
        kind: 'maturity',
        text: `${p.offeringName} (${h.reference}) matured: your principal is back, the return is delayed.`,
        link: '/investments',
      },
    );
  }
  return true;
}

/**
 * Pays one delayed return from its offering's payout funding, in the caller's transaction: the
 * funding account first, then the holding (still unpaid), then the customer's cash, so it takes its
 * locks in the order every money path does. False when the funding cannot cover it yet, or it was
 * paid already.
 */
export async function payDelayedReturn(
  tx: Executor,
  deps: Pick<Deps, 'mailer'>,
  p: { holdingId: string; offeringId: string },
): Promise<boolean> {
  const funding = await lockPayoutFunding(tx, p.offeringId);
  const row = await lockDelayedReturn(tx, p.holdingId);
  if (!row || row.holding.expectedReturnCents > funding) return false;
  const h = row.holding;
  const now = new Date();
  await tx.update(holdings).set({ returnPaidAt: now }).where(eq(holdings.id, h.id));
  await postJournal(tx, {
    kind: 'return',
    referenceId: h.id,
    at: now,
    postings: returnPostings(h, row.offeringName),
  });
  await recordManagementFee(tx, h);
  await deps.mailer.send(
    delayedReturnPaidMail(row.email, row.userName, {
      reference: h.reference,
      offeringName: row.offeringName,
      returnCents: h.expectedReturnCents,
      managementFeeCents: h.managementFeeCents,
    }),
    tx,
    {
      userId: h.userId,
      kind: 'maturity',
      text: `The delayed return of ${row.offeringName} (${h.reference}) was paid to your cash.`,
      link: '/investments',
    },
  );
  return true;
}

/**
 * Pays the delayed returns the payout funding now covers, oldest first, each in its own transaction;
 * an offering's younger returns wait while its oldest cannot be paid. Runs after a funding is booked
 * and on every maturity run, so a return is paid even if the process stopped in between. Returns
 * how many were paid.
 */
export async function payFundedReturns(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  offeringId?: string,
): Promise<number> {
  const waiting = await listDelayedReturns(deps.db, offeringId);
  const blocked = new Set<string>();
  let paid = 0;
  for (const w of waiting) {
    if (blocked.has(w.offeringId)) continue;
    try {
      const done = await deps.db.transaction((tx) => payDelayedReturn(tx, deps, w));
      if (done) paid += 1;
      else blocked.add(w.offeringId);
    } catch (err) {
      blocked.add(w.offeringId);
      deps.log.error({ err, holdingId: w.holdingId }, 'delayed return failed; will retry');
    }
  }
  return paid;
}

/** The management charge a paid return carries, on the holding's fee records. */
function recordManagementFee(
  tx: Executor,
  h: { id: string; userId: string; managementFeeCents: number },
): Promise<void> {
  return recordFee(tx, {
    userId: h.userId,
    holdingId: h.id,
    source: 'management',
    amountCents: h.managementFeeCents,
  });
}
