import type { LoginResponse } from '@app/contract/auth';
import { MSG } from '@app/contract/messages';
import { useForm } from 'react-hook-form';
import { AuthenticationCodeField } from '../../../components/ui/authentication-code-field';
import { Button } from '../../../components/ui/button';
import { errorMessage, isApiError } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { authSchemas } from '../api/auth-schemas';
import { useLoginTwoFactor } from '../api/use-login-two-factor';

const resolver = lazyZodResolver(() => authSchemas().then((m) => m.loginTwoFactorSchema));

export interface TwoFactorFormProps {
  challengeToken: string;
  onSignedIn: (answer: Extract<LoginResponse, { token: string }>) => void;
  onCancel: () => void;
}

/** Second sign-in step when two-factor authentication is on: a TOTP or a recovery code. */
export function TwoFactorForm({ challengeToken, onSignedIn, onCancel }: TwoFactorFormProps) {
  const loginTwoFactor = useLoginTwoFactor();
  const form = useForm({ resolver, defaultValues: { challengeToken, code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = submitToServer(
    form,
    ['code'],
    async (values) => {
      const answer = await loginTwoFactor.mutateAsync(values);
      if ('token' in answer) onSignedIn(answer);
      else toast.error(MSG.loginFailed);
    },
    (e) => {
      toast.error(errorMessage(e, MSG.loginFailed));
      // The challenge is over (expired or used up): start again from email and password.
      if (isApiError(e) && e.status === 401) onCancel();
    },
  );

  return (
    <form onFocus={resolver.preload} noValidate onSubmit={onSubmit} className="space-y-5">
      <AuthenticationCodeField error={errors.code?.message} autoFocus {...form.register('code')} />
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel="Verifying…">
        Verify
      </Button>
      <Button variant="ghost" fullWidth onClick={onCancel}>
        Use a different account
      </Button>
    </form>
  );
}
