import { APPROVAL_MSG, APPROVAL_WINDOW_HOURS, centsToDollars, formatUsd, WALLET_MSG } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { actionWaits, closeApproval, recordAction } from '../../shared/approval-gate.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { wakeAutoInvest } from '../../shared/auto-invest-wakeups.repository.ts';
import { type JournalEntry, postJournal } from '../../shared/ledger.repository.ts';
import { refuseOwnMoney } from '../../shared/own-money.ts';
import { lockCustomer } from '../../shared/users.repository.ts';
import { assertSteppedUp } from '../auth/step-up.service.ts';
import { toRequestDto } from './wallet.dto.ts';
import { requestDecidedMail } from './wallet.mails.ts';
import {
  findRequestView,
  lockRequest,
  type RequestKind,
  setDecision,
  setFirstApproval,
  sumRecentApprovedDeposits,
} from './wallet-requests.repository.ts';

export type Decision = 'approved' | 'rejected';

/**
 * An admin decides a pending request exactly once, in one transaction (docs/decisions/041, 032): lock the
 * request (of many parallel decisions one books, the others see it decided: 409), then the
 * customer's row (their money moves one operation at a time); check; write the decision and its
 * journal transaction (`decisionPostings`), the audit entry and the customer's mail; commit. A repeated decision is refused by the request's status, so it needs no
 * idempotency key.
 *
 * The approval gate (ADR 043): an approval that would carry the customer's approved deposits of the
 * last 24 hours past ADMIN_APPROVAL_THRESHOLD, or the admin's own money actions of the last 24 hours
 * past ADMIN_DAILY_LIMIT (withdrawals count there too), only records the first approval (202,
 * nothing booked); another admin's decision books or rejects it. A rejection of a request no one
 * approved yet needs one admin.
 */
export async function decideRequest(
  deps: Deps,
  p: {
    adminId: string;
    kind: RequestKind;
    id: string;
    status: Decision;
    /** Why it is rejected (the contract allows it with a rejection only); the customer reads it. */
    reason?: string | undefined;
    /** The deciding admin's session, for the step-up check; null only for the demo seed, which has none. */
    sessionId: string | null;
  },
) {
  const { firstApproval, data } = await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, p.id, p.kind);
    if (!request) throw notFound();
    refuseOwnMoney(p.adminId, request.userId);
    if (request.status !== 'pending') throw conflict(WALLET_MSG.alreadyDecided);
    // Deciding what waits for a second admin is a sharp action: the password again (ADR 028).
    if (request.firstApprovedAt && p.sessionId !== null) {
      await assertSteppedUp(tx, { userId: p.adminId, role: 'admin', sessionId: p.sessionId });
    }
    const customer = await lockCustomer(tx, request.userId);
    if (!customer) throw notFound();
    const gated = {
      id: request.id,
      kind: p.kind,
      adminId: p.adminId,
      amountCents: request.amountCents,
      userId: request.userId,
    };
    if (request.firstApprovedAt) {
      // It waits for a second admin: the gate takes the decision once, never from the one who asked.
      if (p.status === 'approved' && request.firstApprovedBy === p.adminId)
        throw forbidden(WALLET_MSG.sameApprover);
      await closeApproval(tx, { id: request.id, decision: p.status, deciderId: p.adminId, reason: p.reason });
    } else if (p.status === 'approved') {
      // Deposits keep their per-customer limit; a withdrawal (money leaving) counts in the admin's own.
      const recent =
        p.kind === 'deposit'
          ? await sumRecentApprovedDeposits(tx, request.userId, APPROVAL_WINDOW_HOURS)
          : null;
      const gate = await actionWaits(tx, deps.config, {
        adminId: p.adminId,
        amountCents: request.amountCents,
        targetRecentCents: recent,
      });
      if (gate.waits) {
        await setFirstApproval(tx, { id: request.id, adminId: p.adminId });
        await recordAction(tx, { ...gated, status: 'pending' });
        await recordAudit(tx, {
          actorId: p.adminId,
          action: `${p.kind}_request.first_approval`,
          targetType: 'wallet_request',
          targetId: request.id,
          details: {
            userId: request.userId,
            amountCents: request.amountCents,
            recentApprovedCents: recent,
            adminRecentCents: gate.adminRecentCents,
          },
        });
        const message = gate.overAdminLimit
          ? p.kind === 'deposit'
            ? APPROVAL_MSG.adminLimitWaiting
            : APPROVAL_MSG.withdrawalFirstApproval
          : WALLET_MSG.depositFirstApproval;
        return {
          firstApproval: message,
          data: toRequestDto((await findRequestView(tx, request.id))!, deps.config.platformBank),
        };
      }
      await recordAction(tx, { ...gated, status: 'approved' });
    }
    await setDecision(tx, { id: p.id, status: p.status, adminId: p.adminId, reason: p.reason });
    const movement = decisionPostings(p.kind, p.status, request.userId, request.amountCents);
    if (movement) await postJournal(tx, { ...movement, referenceId: request.id, actorId: p.adminId });
    // Cash arrived: the customer's auto-invest strategies look at what is on sale (ADR 051).
    if (p.kind === 'deposit' && p.status === 'approved') await wakeAutoInvest(tx, { userId: request.userId });
    await recordAudit(tx, {
      actorId: p.adminId,
      action: `${p.kind}_request.${p.status}`,
      targetType: 'wallet_request',
      targetId: request.id,
      details: {
        userId: request.userId,
        amountCents: request.amountCents,
        ledger: movement?.kind ?? null,
        ...(p.reason ? { reason: p.reason } : {}),
      },
    });
    const view = toRequestDto((await findRequestView(tx, request.id))!, deps.config.platformBank);
    await deps.mailer.send(
      requestDecidedMail(view.userId.email, view.userId.name, {
        reference: view.reference,
        kind: p.kind,
        amountCents: request.amountCents,
        approved: p.status === 'approved',
        reason: p.reason,
      }),
      tx,
      {
        userId: request.userId,
        kind: p.kind,
        text: `Your ${p.kind} ${view.reference} of ${formatUsd(centsToDollars(request.amountCents))} was ${p.kind === 'withdrawal' && p.status === 'approved' ? 'paid' : p.status}.`,
        link: '/transactions',
      },
    );
    return { firstApproval: null, data: view };
  });
  if (firstApproval) return { status: 202 as const, body: { message: firstApproval, data } };
  return {
    status: 200 as const,
    body: {
      message: p.status === 'approved' ? WALLET_MSG.requestApproved : WALLET_MSG.requestRejected,
      data,
    },
  };
}

/**
 * What a decision moves: an approved deposit comes from the bank into cash; an approved withdrawal
 * leaves the customer's money on its way out for the bank; a rejected one goes back to cash. A
 * rejected deposit was never booked, so it moves nothing.
 */
function decisionPostings(
  kind: 'deposit' | 'withdrawal',
  status: 'approved' | 'rejected',
  userId: string,
  amountCents: number,
): Pick<JournalEntry, 'kind' | 'postings'> | null {
  const cash = { type: 'cash', userId } as const;
  const onItsWay = { type: 'withdrawals', userId } as const;
  const bank = { type: 'bank' } as const;
  if (kind === 'deposit') {
    if (status === 'rejected') return null;
    return {
      kind: 'deposit',
      postings: [
        { account: bank, amountCents: -amountCents, kind: 'deposit' },
        { account: cash, amountCents, kind: 'deposit' },
      ],
    };
  }
  if (status === 'approved') {
    return {
      kind: 'withdrawal_paid',
      postings: [
        { account: onItsWay, amountCents: -amountCents, kind: 'withdrawal_paid' },
        { account: bank, amountCents, kind: 'withdrawal_paid' },
      ],
    };
  }
  return {
    kind: 'withdrawal_rejected',
    postings: [
      { account: onItsWay, amountCents: -amountCents, kind: 'withdrawal_release' },
      { account: cash, amountCents, kind: 'withdrawal_release' },
    ],
  };
}
