import { KYC_MSG, KYC_REASON_MAX } from '@app/contract/kyc';
import { MSG } from '@app/contract/messages';
import type { User } from '@app/contract/user';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage, isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useDecideKyc } from '../api/use-decide-kyc';

export interface KycDecision {
  user: User;
  decision: 'approved' | 'rejected';
}

/** Approve (confirm) or reject (with the reason the customer will read). */
export function KycDecisionDialog({
  pending,
  onClose,
}: {
  pending: KycDecision | null;
  onClose: () => void;
}) {
  const decide = useDecideKyc();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const rejecting = pending?.decision === 'rejected';
  useEffect(() => {
    if (pending) {
      setReason('');
      setError(undefined);
    }
  }, [pending]);

  const confirm = async () => {
    if (!pending) return;
    if (rejecting && !reason.trim()) {
      setError(KYC_MSG.reasonRequired);
      return;
    }
    try {
      await decide.mutateAsync({
        userId: pending.user._id,
        decision: pending.decision,
        ...(rejecting ? { reason: reason.trim() } : {}),
      });
      toast.success(MSG.successful);
      onClose();
    } catch (e) {
      const message = errorMessage(e, MSG.failed);
      if (isApiError(e) && e.errors?.reason) setError(e.errors.reason);
      else {
        toast.error(message);
        if (isApiError(e) && e.status === 409) onClose();
      }
    }
  };

  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
      title={rejecting ? 'Reject verification?' : 'Approve verification?'}
      description={
        pending
          ? rejecting
            ? `${pending.user.name} will be told the reason and may submit a new document.`
            : `${pending.user.name} will be verified and may invest.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button
            variant={rejecting ? 'danger' : 'primary'}
            onClick={confirm}
            busy={decide.isPending}
            busyLabel="Saving…"
          >
            {rejecting ? 'Yes, reject' : 'Yes, approve'}
          </Button>
        </>
      }
    >
      {rejecting ? (
        <div className="space-y-1.5">
          <Label htmlFor={id}>Reason for the rejection</Label>
          <textarea
            id={id}
            value={reason}
            maxLength={KYC_REASON_MAX}
            rows={3}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(inputClasses, 'py-2.5')}
            placeholder="e.g. The photo is blurred: the number cannot be read."
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
      ) : null}
    </Dialog>
  );
}
