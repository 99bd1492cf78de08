import { REASON_MAX } from '@app/contract/fields';
import { formatUsd } from '@app/contract/money';
import { rejectionFormSchema, type WalletRequest } from '@app/contract/wallet';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { RequestKind } from '../api/admin-paths';
import { kindLabel, payoutDestination } from './request-card';

export interface PendingDecision {
  request: WalletRequest;
  status: 'approved' | 'rejected';
}

/**
 * What the decision does. A first approval may not book: past the customer's deposit limit or the
 * admin's own daily limit it waits for a second admin (ADR 043), and the dialog says so.
 */
const effect = (kind: RequestKind, status: 'approved' | 'rejected', secondApproval: boolean) => {
  const limits =
    kind === 'deposit'
      ? 'the customer’s deposits, or your own money actions, of the last 24 hours past the limits'
      : 'your own money actions of the last 24 hours past your daily limit';
  const waits = secondApproval
    ? ''
    : ` If that takes ${limits}, it waits for a second admin instead and nothing moves yet.`;
  if (kind === 'deposit')
    return status === 'approved'
      ? `The amount is credited to the customer’s balance.${waits}`
      : 'Nothing is credited.';
  return status === 'approved'
    ? `The held amount leaves the platform to the customer’s bank.${waits}`
    : 'The held amount goes back to the customer’s balance.';
};

/**
 * 'Approve deposit?' / 'Reject withdrawal?' with what it will do; a request is decided once. A
 * rejection asks for the reason the customer reads on the request and in their mail.
 */
export function DecisionDialog({
  kind,
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  kind: RequestKind;
  pending: PendingDecision | null;
  busy: boolean;
  /** `reason` comes with a rejection, checked by the contract's rule. */
  onConfirm: (reason?: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const rejecting = pending?.status === 'rejected';
  // Each decision starts with an empty reason.
  useEffect(() => {
    if (pending) {
      setReason('');
      setError(undefined);
    }
  }, [pending]);

  const confirm = () => {
    if (!rejecting) return onConfirm();
    const checked = rejectionFormSchema.safeParse({ reason });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    onConfirm(checked.data.reason);
  };

  const verb = rejecting ? 'Reject' : 'Approve';
  const type = kindLabel(kind).toLowerCase();
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`${verb} ${type}?`}
      description={
        pending
          ? `${kindLabel(kind)} ${pending.request.reference} of ${formatUsd(pending.request.amount, 'en-US')} for ${
              pending.request.userId.name
            }${kind === 'withdrawal' ? `, paid to ${payoutDestination(pending.request)}` : ''}. ${effect(
              kind,
              pending.status,
              Boolean(pending.request.approvals?.length),
            )} This cannot be undone.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant={rejecting ? 'danger' : 'primary'}
            onClick={confirm}
            busy={busy}
            busyLabel="Saving…"
          >
            {`Yes, ${verb.toLowerCase()}`}
          </Button>
        </>
      }
    >
      {rejecting && (
        <FormField
          label="Reason for the rejection"
          hint="The customer sees it on the request and in their email."
          error={error}
        >
          {(control) => (
            <textarea
              {...control}
              name="reason"
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
              className={cn(inputClasses, 'py-2.5')}
            />
          )}
        </FormField>
      )}
    </Dialog>
  );
}
