import {
  APPROVAL_MSG,
  APPROVAL_WINDOW_HOURS,
  centsToDollars,
  type FundingRecord,
  LEDGER_MSG,
  type PayoutShortfall,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offerings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { adminPerson } from '../../shared/admin-person.ts';
import { actionWaits, closeApproval, recordAction } from '../../shared/approval-gate.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { lockPayoutFunding, payoutFundingBalance, postJournal } from '../../shared/ledger.repository.ts';
import {
  type FundingRow,
  insertFunding,
  listDelayedReturns,
  listFundingRows,
  lockFunding,
  markFundingDecided,
  sumRecentFundings,
} from './funding.repository.ts';
import { payFundedReturns } from './maturity.service.ts';

export function toFundingDto(r: FundingRow): FundingRecord {
  const f = r.funding;
  return {
    _id: f.id,
    investmentId: f.offeringId,
    investmentName: r.offeringName,
    amount: centsToDollars(f.amountCents),
    reason: f.reason,
    status: f.status,
    requestedBy: adminPerson(r.requester),
    createdAt: f.createdAt.toISOString(),
  };
}

async function readFunding(db: Executor, id: string): Promise<FundingRecord> {
  const [row] = await listFundingRows(db, { id, limit: 1 });
  if (!row) throw notFound(LEDGER_MSG.fundingNotFound);
  return toFundingDto(row);
}

/** The bank → payout funding transaction; returns the offering's funding balance after it. */
async function bookFunding(
  tx: Executor,
  p: { offeringId: string; fundingId: string; adminId: string; amountCents: number; reason: string },
) {
  const before = await lockPayoutFunding(tx, p.offeringId);
  await postJournal(tx, {
    kind: 'funding',
    referenceId: p.fundingId,
    actorId: p.adminId,
    postings: [
      { account: { type: 'bank' }, amountCents: -p.amountCents, kind: 'funding', reason: p.reason },
      {
        account: { type: 'payout_funding', offeringId: p.offeringId },
        amountCents: p.amountCents,
        kind: 'funding',
        reason: p.reason,
      },
    ],
  });
  return before + p.amountCents;
}

/**
 * POST /auth/admin/investments/:id/funding: an admin moves money from the bank account to the
 * offering's payout funding, out of which its returns are paid (docs/decisions/032). The approval
 * gate (ADR 043) weighs it: past the offering's fundings of the last 24 hours over the approval
 * limit, or the admin's own daily limit, it waits for a second admin (202). Once booked, the delayed returns it now covers are paid, each in its own
 * transaction after this one commits.
 */
export async function fundOffering(
  deps: Deps,
  adminId: string,
  offeringId: string,
  input: { amount: number; reason: string },
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const [offering] = await tx
      .select({ id: offerings.id })
      .from(offerings)
      .where(eq(offerings.id, offeringId));
    if (!offering) throw notFound();
    // The funding account's row lock makes the offering's fundings take turns, so two cannot both
    // pass the limit.
    await lockPayoutFunding(tx, offeringId);
    const recent = await sumRecentFundings(tx, offeringId, APPROVAL_WINDOW_HOURS);
    const { waits, overAdminLimit } = await actionWaits(tx, deps.config, {
      adminId,
      amountCents: input.amount,
      targetRecentCents: recent,
    });
    const fundingId = await insertFunding(tx, {
      offeringId,
      amountCents: input.amount,
      reason: input.reason,
      requestedBy: adminId,
      status: waits ? 'pending' : 'approved',
      decidedAt: waits ? null : new Date(),
    });
    await recordAction(tx, {
      id: fundingId,
      kind: 'funding',
      adminId,
      amountCents: input.amount,
      offeringId,
      reason: input.reason,
      status: waits ? 'pending' : 'approved',
    });
    const balance = waits
      ? null
      : await bookFunding(tx, {
          offeringId,
          fundingId,
          adminId,
          amountCents: input.amount,
          reason: input.reason,
        });
    await recordAudit(tx, {
      actorId: adminId,
      action: waits ? 'funding.requested' : 'funding.booked',
      targetType: 'offering',
      targetId: offeringId,
      details: { fundingId, amountCents: input.amount, reason: input.reason, recentCents: recent },
    });
    return { fundingId, balance, overAdminLimit };
  });
  if (outcome.balance === null) {
    return {
      status: 202 as const,
      body: {
        message: outcome.overAdminLimit ? APPROVAL_MSG.adminLimitWaiting : LEDGER_MSG.fundingWaiting,
        data: await readFunding(deps.db, outcome.fundingId),
      },
    };
  }
  await payFundedReturns(deps, offeringId);
  return {
    status: 200 as const,
    body: { message: LEDGER_MSG.funded, balance: centsToDollars(outcome.balance) },
  };
}

/** PATCH /auth/admin/fundings/:id: another admin than the requester books or rejects a waiting funding. */
export async function decideFunding(
  deps: Deps,
  adminId: string,
  id: string,
  decision: 'approved' | 'rejected',
  /** Why a second admin rejects it (the approval gate asks for it); kept with the decision. */
  decisionReason?: string | undefined,
) {
  const offeringId = await deps.db.transaction(async (tx) => {
    const pending = await lockFunding(tx, id);
    if (!pending) throw notFound(LEDGER_MSG.fundingNotFound);
    if (pending.requestedBy === adminId) throw forbidden(LEDGER_MSG.fundingOwnRequest);
    if (!(await markFundingDecided(tx, { id, status: decision, decidedBy: adminId })))
      throw conflict(LEDGER_MSG.fundingDecided);
    await closeApproval(tx, { id, decision, deciderId: adminId, reason: decisionReason });
    if (decision === 'approved') {
      await bookFunding(tx, {
        offeringId: pending.offeringId,
        fundingId: id,
        adminId,
        amountCents: pending.amountCents,
        reason: pending.reason,
      });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: decision === 'approved' ? 'funding.approved' : 'funding.rejected',
      targetType: 'offering',
      targetId: pending.offeringId,
      details: { fundingId: id, amountCents: pending.amountCents, requestedBy: pending.requestedBy },
    });
    return pending.offeringId;
  });
  if (decision === 'approved') await payFundedReturns(deps, offeringId);
  return {
    message: decision === 'approved' ? LEDGER_MSG.fundingApproved : LEDGER_MSG.fundingRejected,
    data: await readFunding(deps.db, id),
  };
}

/**
 * GET /auth/admin/payout-shortfalls: each matured holding whose return waits, with what its
 * offering's funding lacks to pay it. Returns are paid oldest first, so the funding there is counts
 * towards the oldest.
 */
export async function listPayoutShortfalls(deps: Deps): Promise<{ data: PayoutShortfall[] }> {
  const waiting = await listDelayedReturns(deps.db);
  const available = new Map<string, number>();
  const data: PayoutShortfall[] = [];
  for (const w of waiting) {
    if (!available.has(w.offeringId))
      available.set(w.offeringId, await payoutFundingBalance(deps.db, w.offeringId));
    const left = available.get(w.offeringId)!;
    const covered = Math.min(left, w.dueCents);
    available.set(w.offeringId, left - covered);
    data.push({
      holdingId: w.holdingId,
      userId: w.userId,
      investmentName: w.offeringName,
      due: centsToDollars(w.dueCents),
      shortfall: centsToDollars(w.dueCents - covered),
    });
  }
  return { data };
}
