import { MSG } from '@app/contract/messages';
import type { User } from '@app/contract/user';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSendResetLink } from '../api/use-send-reset-link';

/** Confirms before mailing a customer a reset link (their password itself is never readable). */
export function SendResetDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const send = useSendResetLink();
  const confirm = async () => {
    if (!user) return;
    try {
      const answer = await send.mutateAsync(user._id);
      toast.success(answer.message);
      onClose();
    } catch (e) {
      toast.error(errorMessage(e, MSG.failed));
    }
  };
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && !send.isPending && onClose()}
      title="Send a password reset link?"
      description={
        user
          ? `${user.name} will get an email at ${user.email} with a link to choose a new password. The link works once, for 60 minutes.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} busy={send.isPending} busyLabel="Sending…">
            Send link
          </Button>
        </>
      }
    />
  );
}
