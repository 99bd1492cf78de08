import { reopenAccountSchema } from '@app/contract/account-closure';
import { MSG } from '@app/contract/messages';
import type { User } from '@app/contract/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useReopenAccount } from '../api/use-reopen-account';

/** Reopens a closed account: the reason goes to the activity log; the customer gets a reset link. */
export function ReopenDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const reopen = useReopenAccount();
  const form = useForm({ resolver: zodResolver(reopenAccountSchema), defaultValues: { reason: '' } });
  const { reset } = form;
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (user) reset({ reason: '' });
  }, [user, reset]);

  const onSubmit = submitToServer(
    form,
    ['reason'],
    async ({ reason }) => {
      if (!user) return;
      toast.success((await reopen.mutateAsync({ userId: user._id, reason })).message);
      onClose();
    },
    (e) => toast.error(errorMessage(e, MSG.failed)),
  );

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Reopen this account?"
      description={
        user
          ? `${user.name} (${user.email}) closed this account. Reopening lets them set a new password through a link we email them. Only do this at their request, once they have proved who they are.`
          : undefined
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          label="Reason"
          error={errors.reason?.message}
          hint="How the customer asked and proved who they are. Kept in the activity log."
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('reason')} />}
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting} busyLabel="Reopening…">
            Reopen account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
