import { RESET_TOKEN_TTL_MINUTES } from '@app/contract/auth-rules';
import { PRODUCT_NAME } from '@app/contract/brand';
import { MSG } from '@app/contract/messages';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CopyableText } from '../../components/ui/copyable-text';
import { EmailField } from '../../components/ui/email-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { submitToServer } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { toast } from '../../lib/toast';
import { authSchemas } from './api/auth-schemas';
import { useForgotPassword } from './api/use-forgot-password';
import { AuthHeading } from './components/auth-heading';

const resolver = lazyZodResolver(() => authSchemas().then((m) => m.emailOnlySchema));

function BackToLogin() {
  return (
    <p className="mt-8 text-center">
      <Link
        to={paths.login}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Login
      </Link>
    </p>
  );
}

export function ForgotPasswordPage() {
  const forgotPassword = useForgotPassword();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm({ resolver, defaultValues: { email: '' } });
  const { reset } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = submitToServer(
    form,
    ['email'],
    async ({ email }) => {
      const answer = await forgotPassword.mutateAsync(email);
      setSent({ email, message: answer.message || MSG.resetEmailSent });
    },
    (e) => toast.error(errorMessage(e, MSG.resetSendFailed)),
  );

  if (sent) {
    return (
      <>
        <title>{`Email Sent · ${PRODUCT_NAME}`}</title>
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50">
            <MailCheck aria-hidden="true" className="size-8 text-brand-700" />
          </span>
          <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Email Sent!</h1>
          <p className="mt-3 text-slate-600">{sent.message}</p>
          <p className="mt-1 text-sm text-slate-600">Sent to</p>
          <CopyableText
            value={sent.email}
            label="Email address"
            className="justify-center text-sm font-semibold text-slate-900"
          />
          <p className="text-sm text-slate-600">The link is valid for {RESET_TOKEN_TTL_MINUTES} minutes.</p>
          <p className="mt-6 text-sm text-slate-600">
            Didn't get it?{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => {
                reset({ email: '' });
                setSent(null);
              }}
            >
              Try another email
            </button>
          </p>
        </div>
        <BackToLogin />
      </>
    );
  }

  return (
    <>
      <title>{`Forgot Password · ${PRODUCT_NAME}`}</title>
      <AuthHeading title="Forgot your password?">
        Enter the email of your account and we will send you a link to reset your password.
      </AuthHeading>
      <form onFocus={resolver.preload} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField error={errors.email?.message} required {...form.register('email')} />
        <SubmitButton size="lg" fullWidth busy={isSubmitting} busyLabel="Sending…">
          Send Reset Link
        </SubmitButton>
      </form>
      <BackToLogin />
    </>
  );
}
