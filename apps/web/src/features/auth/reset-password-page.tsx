import { PRODUCT_NAME } from '@app/contract/brand';
import { MSG } from '@app/contract/messages';
import { LinkIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { isWellFormedResetToken, useResetToken } from './api/use-reset-token';
import { AuthHeading } from './components/auth-heading';
import { ResetPasswordForm } from './components/reset-password-form';

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-red-50">
        <LinkIcon aria-hidden="true" className="size-7 text-red-700" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Invalid Reset Link
      </h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <div className="mt-8 flex flex-col gap-3">
        <Link to={paths.forgotPassword} className={buttonClasses('primary', 'lg', 'w-full')}>
          Request a new link
        </Link>
        <Link to={paths.login} className={buttonClasses('outline', 'lg', 'w-full')}>
          Back to Login
        </Link>
      </div>
    </div>
  );
}

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const wellFormed = isWellFormedResetToken(token);
  const check = useResetToken(token, wellFormed);

  let body: React.ReactNode;
  if (!wellFormed) body = <InvalidLink message={MSG.resetLinkInvalid} />;
  else if (check.isPending)
    body = (
      <div className="flex flex-col items-center gap-4 py-16 text-slate-600">
        <Spinner size="lg" label="Checking your reset link…" />
        <p aria-hidden="true">Checking your reset link…</p>
      </div>
    );
  else if (check.isError) body = <InvalidLink message={errorMessage(check.error, MSG.resetLinkInvalid)} />;
  else
    body = (
      <>
        <AuthHeading title="Reset your password">Choose a new password for your account.</AuthHeading>
        <ResetPasswordForm token={token} email={check.data.email} />
      </>
    );

  return (
    <>
      <title>{`Reset Password · ${PRODUCT_NAME}`}</title>
      {body}
    </>
  );
}
