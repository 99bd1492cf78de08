import { disableTwoFactorSchema } from '@app/contract/security';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthenticationCodeField } from '../../../components/ui/authentication-code-field';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useDisableTwoFactor } from '../api/use-two-factor';
import { SubmitOrCancel } from '../components/submit-or-cancel';

function DisableForm({ onCancel }: { onCancel: () => void }) {
  const disable = useDisableTwoFactor();
  const form = useForm({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitToServer(
    form,
    ['password', 'code'],
    async (values) => {
      toast.success((await disable.mutateAsync(values)).message);
    },
    (e) => toast.error(errorMessage(e)),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5">
      <FormField label="Current password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <AuthenticationCodeField error={errors.code?.message} {...form.register('code')} />
      <SubmitOrCancel variant="danger" busy={isSubmitting} busyLabel="Turning off…" onCancel={onCancel}>
        Turn off two-factor sign-in
      </SubmitOrCancel>
    </form>
  );
}

export function TwoFactorDisable() {
  const [open, setOpen] = useState(false);
  if (open) return <DisableForm onCancel={() => setOpen(false)} />;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        Two-factor sign-in is on. Signing in asks for a code from your authenticator app.
      </p>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Turn off
      </Button>
    </div>
  );
}
