import { formatUsd } from '@app/contract/money';
import type { WalletRequest } from '@app/contract/wallet';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { RequestKind } from '../api/admin-paths';
import { kindLabel, shortId } from './request-card';

export interface PendingDecision {
  request: WalletRequest;
  status: 'approved' | 'rejected';
}

const effect = (kind: RequestKind, status: 'approved' | 'rejected') => {
  if (kind === 'deposit')
    return status === 'approved'
      ? 'The amount is credited to the customer’s balance.'
      : 'Nothing is credited.';
  return status === 'approved'
    ? 'The held amount leaves the platform to the customer’s bank.'
    : 'The held amount goes back to the customer’s balance.';
};

/** 'Approve deposit?' / 'Reject withdrawal?' with what it will do; a request is decided once. */
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
  onConfirm: () => void;
  onClose: () => void;
}) {
  const verb = pending?.status === 'approved' ? 'Approve' : 'Reject';
  const type = kindLabel(kind).toLowerCase();
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`${verb} ${type}?`}
      description={
        pending
          ? `${kindLabel(kind)} #${shortId(pending.request._id)} of ${formatUsd(pending.request.amount, 'en-US')} for ${
              pending.request.userId.name
            }. ${effect(kind, pending.status)} This cannot be undone.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant={pending?.status === 'rejected' ? 'danger' : 'primary'}
            onClick={onConfirm}
            busy={busy}
            busyLabel="Saving…"
          >
            {`Yes, ${verb.toLowerCase()}`}
          </Button>
        </>
      }
    />
  );
}
