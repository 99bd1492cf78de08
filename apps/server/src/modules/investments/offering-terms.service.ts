import { randomUUID } from 'node:crypto';
import {
  APPROVAL_MSG,
  centsToDollars,
  formatDuration,
  formatRatePercent,
  INVEST_MSG,
  type OfferingTermsWaiting,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { closeApproval, findGatedAction, recordAction } from '../../shared/approval-gate.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { assertSteppedUp } from '../auth/step-up.service.ts';
import { applyOfferingPatch, assertEditPublishable, offeringsChanged } from './offering-edit.ts';
import { lockOffering, type OfferingPatch, type OfferingRow } from './offerings.repository.ts';

/**
 * A change of a held offering's return or term (ADR 043): it waits for a second admin in the
 * approval gate, and an approval applies it through the same code as a direct edit. Holdings keep
 * the terms they were bought at either way; what changes is what the next buyers get.
 */

const TERM_FIELDS = ['returnBps', 'termCount', 'termUnit'] as const;
const SHEET_FIELDS = ['kiisIssuer', 'kiisUseOfFunds', 'kiisRisks', 'kiisFees', 'kiisPayment'] as const;

/** The edit (only its changed fields) changes the return or the term. */
export const changesTerms = (changed: OfferingPatch) => TERM_FIELDS.some((f) => f in changed);
const touchesSheet = (patch: OfferingPatch) => SHEET_FIELDS.some((f) => f in patch);

const termText = (r: Pick<OfferingRow, 'termCount' | 'termUnit'>) =>
  formatDuration({ count: r.termCount, unit: r.termUnit });

/** The gate row's reason, for the second admin: 'Return 12.0% → 15.0%; term 9 months → 1 year'. */
export function describeTermsChange(before: OfferingRow, changed: OfferingPatch): string {
  const parts: string[] = [];
  if (changed.returnBps !== undefined)
    parts.push(`Return ${formatRatePercent(before.returnBps)} → ${formatRatePercent(changed.returnBps)}`);
  if (changed.termCount !== undefined || changed.termUnit !== undefined) {
    const after = {
      termCount: changed.termCount ?? before.termCount,
      termUnit: changed.termUnit ?? before.termUnit,
    };
    parts.push(`term ${termText(before)} → ${termText(after)}`);
  }
  const others = Object.keys(changed).filter((f) => !(TERM_FIELDS as readonly string[]).includes(f));
  if (others.length > 0) parts.push(`with ${others.length} other field${others.length > 1 ? 's' : ''}`);
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Files the change for a second admin, in the edit's transaction with the offering locked: a fresh
 * step-up first (403 STEP_UP_REQUIRED), then the gate row, whose payload is the whole edit (only the
 * fields that differ), so the approval applies exactly what was asked. The offering is not changed.
 */
export async function fileTermsChange(
  tx: Executor,
  deps: Deps,
  p: { auth: AuthContext; before: OfferingRow; changed: OfferingPatch; outstandingCents: number },
): Promise<OfferingTermsWaiting> {
  await assertSteppedUp(tx, p.auth);
  // A sheet the edit would leave incomplete is refused now, not when the second admin approves.
  if (touchesSheet(p.changed)) assertEditPublishable(deps, p.before, p.changed);
  const id = randomUUID();
  const reason = describeTermsChange(p.before, p.changed);
  const at = await recordAction(tx, {
    id,
    kind: 'offering_terms',
    adminId: p.auth.userId,
    amountCents: p.outstandingCents,
    offeringId: p.before.id,
    reason,
    payload: { patch: p.changed },
    status: 'pending',
  });
  await recordAudit(tx, {
    actorId: p.auth.userId,
    action: 'offering.terms_requested',
    targetType: 'offering',
    targetId: p.before.id,
    details: { approvalId: id, patch: p.changed, outstandingCents: p.outstandingCents },
  });
  return {
    message: APPROVAL_MSG.termsWaiting,
    data: {
      _id: id,
      kind: 'offering_terms',
      status: 'pending',
      offeringId: { _id: p.before.id, name: p.before.name },
      investmentName: p.before.name,
      amount: centsToDollars(p.outstandingCents),
      reason,
      createdAt: at.askedAt.toISOString(),
      expiresAt: at.expiresAt.toISOString(),
    },
  };
}

/**
 * PATCH /auth/admin/approvals/:id for a change of terms: under the offering's lock and the gate
 * row's (`closeApproval`: once, never by the admin who asked), an approval applies the edit as a
 * direct edit would; a rejection leaves the offering as it is.
 */
export async function decideOfferingTerms(
  deps: Deps,
  adminId: string,
  id: string,
  decision: 'approved' | 'rejected',
  decisionReason?: string | undefined,
): Promise<{ message: string }> {
  const filed = await findGatedAction(deps.db, id);
  if (filed?.kind !== 'offering_terms' || !filed.offeringId) throw notFound(APPROVAL_MSG.notFound);
  if (filed.askedBy === adminId) throw forbidden(APPROVAL_MSG.ownRequest);
  const offeringId = filed.offeringId;
  await deps.db.transaction(async (tx) => {
    const before = await lockOffering(tx, offeringId);
    if (!before) throw conflict(INVEST_MSG.notFound);
    await closeApproval(tx, { id, decision, deciderId: adminId, reason: decisionReason });
    const patch = (filed.payload.patch ?? {}) as OfferingPatch;
    if (decision === 'approved') {
      await applyOfferingPatch(tx, deps, {
        adminId,
        before,
        patch,
        touchesSheet: touchesSheet(patch),
        audit: { approvalId: id, askedBy: filed.askedBy },
      });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: decision === 'approved' ? 'offering.terms_approved' : 'offering.terms_rejected',
      targetType: 'offering',
      targetId: offeringId,
      details: { approvalId: id, patch, askedBy: filed.askedBy, reason: decisionReason ?? null },
    });
  });
  if (decision === 'approved') await offeringsChanged(deps);
  return { message: decision === 'approved' ? APPROVAL_MSG.termsApproved : APPROVAL_MSG.termsRejected };
}
