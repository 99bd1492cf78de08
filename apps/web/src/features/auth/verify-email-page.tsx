import { VERIFICATION_CODE_LENGTH } from '@app/contract/auth-rules';
import { PRODUCT_NAME } from '@app/contract/brand';
import { MSG } from '@app/contract/messages';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmailField } from '../../components/ui/email-field';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { submitToServer } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { toast } from '../../lib/toast';
import { authSchemas } from './api/auth-schemas';
import { useVerifyEmail } from './api/use-verify-email';
import { AuthHeading } from './components/auth-heading';
import { ResendCodeButton } from './components/resend-code-button';

const resolver = lazyZodResolver(() => authSchemas().then((m) => m.verifyEmailSchema));

export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const verifyEmail = useVerifyEmail();
  const cameFromLogin = Boolean((location.state as { unverified?: boolean } | null)?.unverified);
  const form = useForm({
    resolver,
    defaultValues: { email: searchParams.get('email') ?? '', code: searchParams.get('code') ?? '' },
  });
  const { trigger, getValues } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = submitToServer(
    form,
    ['email', 'code'],
    async (values) => {
      const answer = await verifyEmail.mutateAsync(values);
      toast.success(answer.message || MSG.emailVerified);
      navigate(paths.loginWith({ email: values.email }), { replace: true });
    },
    (e) => toast.error(errorMessage(e, MSG.codeInvalid)),
  );

  const getEmail = async () => ((await trigger('email')) ? getValues('email').trim() : null);

  return (
    <>
      <title>{`Verify Email · ${PRODUCT_NAME}`}</title>
      <AuthHeading title="Verify your email">
        Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to your email address.
      </AuthHeading>
      {cameFromLogin && (
        <Alert tone="warning" className="mb-6">
          {MSG.emailNotVerified}
        </Alert>
      )}
      <form onFocus={resolver.preload} noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <FormField label="Verification code" error={errors.code?.message}>
          {(c) => (
            <Input
              {...c}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              placeholder="123456"
              className="font-mono text-lg tracking-[0.4em]"
              {...form.register('code')}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel="Verifying…">
          Verify Email
        </Button>
      </form>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <p className="mb-3 text-center text-sm text-slate-600">Didn't get the code, or has it expired?</p>
        <ResendCodeButton getEmail={getEmail} />
      </div>
      <p className="mt-8 text-center text-sm text-slate-600">
        Already verified?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Login
        </Link>
      </p>
    </>
  );
}
