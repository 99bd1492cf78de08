import { MSG } from '@app/contract/messages';
import { adminTwoFactorResetSchema } from '@app/contract/security';
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
import { useResetTwoFactor } from '../api/use-reset-two-factor';

/**
 * Account recovery for a customer who lost both the authenticator app and the recovery codes. The
 * reason (how they proved who they are) goes into the audit trail; the customer is mailed.
 */
export function ResetTwoFactorDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const reset2fa = useResetTwoFactor();
  const form = useForm({ resolver: zodResolver(adminTwoFactorResetSchema), defaultValues: { reason: '' } });
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
      const answer = await reset2fa.mutateAsync({ userId: user._id, reason });
      toast.success(answer.message);
      onClose();
    },
    (e) => toast.error(errorMessage(e, MSG.failed)),
  );

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Reset two-factor sign-in?"
      description={
        user
          ? `${user.name} (${user.email}) will sign in with the password alone until they set it up again. Their recovery codes stop working and they are emailed. Only do this once they have proved who they are.`
          : undefined
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          label="Reason"
          error={errors.reason?.message}
          hint="How the customer proved who they are. Kept in the activity log."
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('reason')} />}
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting} busyLabel="Resetting…">
            Reset two-factor
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
