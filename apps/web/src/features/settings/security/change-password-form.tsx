import { MSG } from '@app/contract/messages';
import { passwordSchema } from '@app/contract/password';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { PASSWORD_RULE_HINT, PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { errorMessage } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { type ChangePasswordInput, useChangePassword } from '../api/use-change-password';

/** Old Password + New Password (the one password rule); 'Both fields are required.' when one is empty. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ defaultValues: { oldPassword: '', newPassword: '' } });
  const { setError, setFocus, reset, control } = form;
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = submitToServer(
    form,
    ['oldPassword', 'newPassword'],
    async (values) => {
      if (!values.oldPassword || !values.newPassword) {
        setError('root', { message: MSG.bothFieldsRequired });
        setFocus(values.oldPassword ? 'newPassword' : 'oldPassword');
        return;
      }
      const rule = passwordSchema.safeParse(values.newPassword);
      if (!rule.success) {
        setError('newPassword', { message: rule.error.issues[0]?.message }, { shouldFocus: true });
        return;
      }
      const answer = await change.mutateAsync(values);
      reset();
      toast.success(answer.message);
    },
    (e) => toast.error(errorMessage(e)),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5">
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <FormField label="Old Password" error={errors.oldPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('oldPassword')} />
        )}
      </FormField>
      <FormField label="New Password" error={errors.newPassword?.message} hint={PASSWORD_RULE_HINT}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />
        )}
      </FormField>
      <PasswordStrengthMeter password={newPassword} />
      <Button type="submit" busy={isSubmitting} busyLabel="Changing…">
        Change Password
      </Button>
    </form>
  );
}
