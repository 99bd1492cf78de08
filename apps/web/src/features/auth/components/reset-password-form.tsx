import { MSG } from '@app/contract/messages';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { PASSWORD_RULE_HINT, PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { authSchemas } from '../api/auth-schemas';
import { useResetPassword } from '../api/use-reset-password';

const resolver = lazyZodResolver(() => authSchemas().then((m) => m.resetPasswordSchema));

const REDIRECT_DELAY_MS = 2000;

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [done, setDone] = useState(false);
  const form = useForm({ resolver, defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate(paths.loginWith({ email }), { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [done, email, navigate]);

  const onSubmit = submitToServer(
    form,
    ['password', 'confirmPassword'],
    async (values) => {
      const answer = await resetPassword.mutateAsync({ token, ...values });
      toast.success(answer.message || MSG.passwordReset);
      setDone(true);
    },
    (e) => toast.error(errorMessage(e, MSG.resetFailed)),
  );

  return (
    <form onFocus={resolver.preload} noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm">
        <span className="text-slate-600">Account</span>
        <p className="font-semibold wrap-anywhere text-slate-900" data-testid="reset-email">
          {email}
        </p>
      </div>
      {done && <Alert tone="success">{MSG.passwordReset} Taking you to the login page…</Alert>}
      <FormField label="New Password" error={errors.password?.message} hint={PASSWORD_RULE_HINT}>
        {(c) => (
          <div className="space-y-2">
            <PasswordInput
              {...c}
              autoComplete="new-password"
              disabled={done}
              {...form.register('password')}
            />
            <PasswordStrengthMeter password={password} />
          </div>
        )}
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        {(c) => (
          <PasswordInput
            {...c}
            autoComplete="new-password"
            disabled={done}
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel="Resetting…" disabled={done}>
        Reset Password
      </Button>
    </form>
  );
}
