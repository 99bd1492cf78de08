import { ADMIN_MSG } from '@app/contract/admin';
import { MSG } from '@app/contract/messages';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { RequestKind } from '../api/admin-paths';
import { useDecideRequest } from '../api/use-decide-request';
import type { PendingDecision } from './decision-dialog';

/**
 * The decision on one deposit or withdrawal request, from the Approve/Reject click through the
 * confirmation dialog to the answer: wherever the console lists requests (the Deposits and
 * Withdrawals tabs, a customer's page), with the step-up and four-eyes answers of the server.
 */
export function useRequestDecision(kind: RequestKind) {
  const decide = useDecideRequest(kind);
  const [pending, setPending] = useState<PendingDecision | null>(null);

  const confirm = async (reason?: string) => {
    if (!pending) return;
    try {
      const answer = await decide.mutateAsync({ id: pending.request._id, status: pending.status, reason });
      // A deposit past the approval limit answers with why it still waits (ADR 027).
      toast.success(answer.data.approvals ? answer.message : MSG.successful);
    } catch (e) {
      toast.error(isApiError(e) && e.status === 409 ? ADMIN_MSG.alreadyDecided : errorMessage(e, MSG.failed));
    } finally {
      setPending(null);
    }
  };

  return {
    /** Opens the confirmation dialog for an Approve or Reject click. */
    ask: setPending,
    /** The props of the DecisionDialog that asks and decides. */
    dialogProps: {
      kind,
      pending,
      busy: decide.isPending,
      onConfirm: confirm,
      onClose: () => setPending(null),
    },
  };
}
