import { confirmEmailChangeSchema } from '@app/contract/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CopyableText } from '../../../components/ui/copyable-text';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { useConfirmEmailChange, useEmailChange } from '../api/use-email-change';
import { toastFailed, toastSuccessful } from '../components/result-toast';

/** Shown while a new email address waits for the code sent to it. */
export function EmailChangeNotice() {
  const pending = useEmailChange();
  const confirm = useConfirmEmailChange();
  const form = useForm({ resolver: zodResolver(confirmEmailChangeSchema), defaultValues: { code: '' } });
  const { reset } = form;
  const { errors, isSubmitting } = form.formState;

  const pendingEmail = pending.data?.pendingEmail;
  if (!pendingEmail) return null;

  const onSubmit = submitToServer(
    form,
    ['code'],
    async ({ code }) => {
      const answer = await confirm.mutateAsync(code);
      reset();
      toastSuccessful(answer.message);
    },
    (e) => toastFailed(errorMessage(e)),
  );

  return (
    <section
      data-testid="email-change-notice"
      className="rounded-2xl border border-blue-200 bg-blue-50 p-5 text-blue-950 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1 space-y-4">
          <div>
            <h2 id="email-change-title" className="font-semibold">
              Confirm your new email address
            </h2>
            <p className="mt-1 text-sm">We sent a 6-digit code to</p>
            <CopyableText value={pendingEmail} label="New email address" className="text-sm font-semibold" />
            <p className="text-sm">Your email stays the same until you enter it.</p>
          </div>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField label="Confirmation code" error={errors.code?.message} className="sm:w-56">
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className="font-mono tracking-widest"
                  {...form.register('code')}
                />
              )}
            </FormField>
            <Button type="submit" busy={isSubmitting} busyLabel="Confirming…" className="sm:mt-7">
              Confirm email
            </Button>
          </form>
        </div>
      </div>
    </section>
  );
}
