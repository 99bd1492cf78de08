import { MSG } from '@app/contract/messages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { Decision } from './decision-buttons';

/**
 * The footer of every decision's confirmation dialog: Cancel, and "Yes, approve" (or the red
 * "Yes, reject"), busy while the decision is saved.
 */
function DecisionDialogFooter({
  decision,
  busy,
  onCancel,
  onConfirm,
}: {
  decision: Decision | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        variant={decision === 'rejected' ? 'danger' : 'primary'}
        onClick={onConfirm}
        busy={busy}
        busyLabel="Saving…"
      >
        {decision === 'rejected' ? 'Yes, reject' : 'Yes, approve'}
      </Button>
    </>
  );
}

/**
 * An Approve or Reject click held until its confirmation dialog answers: `ask` opens the dialog,
 * "Yes" sends the decision and toasts the server's answer (or `failure`'s text), and the dialog
 * closes either way. It stays open while the decision is saved.
 */
export function useDecisionConfirm<P extends { decision: Decision }>({
  send,
  busy,
  ready = () => true,
  failure = (e) => errorMessage(e, MSG.failed),
}: {
  send: (pending: P) => Promise<{ message: string }>;
  busy: boolean;
  /** False keeps the dialog open and sends nothing (a field in it shows why). */
  ready?: (pending: P) => boolean;
  failure?: (error: unknown) => string;
}) {
  const [pending, setPending] = useState<P | null>(null);
  const close = () => setPending(null);
  const confirm = async () => {
    if (!pending || !ready(pending)) return;
    try {
      toast.success((await send(pending)).message);
    } catch (e) {
      toast.error(failure(e));
    } finally {
      close();
    }
  };
  return {
    pending,
    ask: setPending,
    /** The open state, closing and footer of the confirmation Dialog. */
    dialogProps: {
      open: pending !== null,
      onOpenChange: (open: boolean) => !open && !busy && close(),
      footer: (
        <DecisionDialogFooter decision={pending?.decision} busy={busy} onCancel={close} onConfirm={confirm} />
      ),
    },
  };
}
