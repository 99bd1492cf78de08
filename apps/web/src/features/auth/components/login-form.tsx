import type { LoginResponse } from '@app/contract/auth';
import { ERROR_CODES, MSG } from '@app/contract/messages';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { EmailField } from '../../../components/ui/email-field';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { authSchemas } from '../api/auth-schemas';
import { useLogin } from '../api/use-login';

const resolver = lazyZodResolver(() => authSchemas().then((m) => m.loginSchema));

export interface LoginFormProps {
  defaultEmail?: string;
  onSignedIn: (answer: Extract<LoginResponse, { token: string }>) => void;
  onTwoFactor: (challengeToken: string) => void;
}

export function LoginForm({ defaultEmail = '', onSignedIn, onTwoFactor }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({ resolver, defaultValues: { email: defaultEmail, password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = submitToServer(
    form,
    ['email', 'password'],
    async (values) => {
      const answer = await login.mutateAsync(values);
      if ('token' in answer) onSignedIn(answer);
      else onTwoFactor(answer.challengeToken);
    },
    (e, values) => {
      if (isApiError(e) && e.status === 403 && e.code === ERROR_CODES.EMAIL_NOT_VERIFIED) {
        navigate(paths.verifyEmailWith({ email: values.email }), { state: { unverified: true } });
        return;
      }
      toast.error(errorMessage(e, MSG.loginFailed));
    },
  );

  return (
    <form onFocus={resolver.preload} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link to={paths.forgotPassword} className="text-sm font-semibold text-brand-700 hover:underline">
            Forgot Password
          </Link>
        }
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <SubmitButton size="lg" fullWidth busy={isSubmitting} busyLabel="Login…">
        Login
      </SubmitButton>
    </form>
  );
}
