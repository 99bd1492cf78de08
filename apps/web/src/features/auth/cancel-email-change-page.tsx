import { PRODUCT_NAME } from '@app/contract/brand';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { useCancelEmailChange } from './api/use-cancel-email-change';
import { AuthHeading } from './components/auth-heading';

/**
 * The link in the "your account email is being changed" mail. It asks for a click rather than
 * cancelling on load, so a mail scanner that opens links cannot cancel a change the owner wanted.
 */
export function CancelEmailChangePage() {
  const { token = '' } = useParams();
  const cancel = useCancelEmailChange();

  let body: React.ReactNode;
  if (cancel.isSuccess) {
    body = (
      <div className="text-center" role="status">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50">
          <ShieldCheck aria-hidden="true" className="size-7 text-emerald-700" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Change cancelled
        </h1>
        <p className="mt-3 text-slate-600">{cancel.data.message}</p>
        <div className="mt-8 flex flex-col gap-3">
          <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
            Sign in
          </Link>
          <Link to={paths.forgotPassword} className={buttonClasses('outline', 'lg', 'w-full')}>
            Reset my password
          </Link>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <AuthHeading title="Cancel the email change?">
          Someone asked to move your account to another email address. If it was not you, cancel it: the
          change stops and every device signed in to your account is signed out.
        </AuthHeading>
        {cancel.isError && (
          <p role="alert" className="mb-6 flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
            {errorMessage(cancel.error)}
          </p>
        )}
        <Button
          size="lg"
          className="w-full"
          onClick={() => cancel.mutate(token)}
          busy={cancel.isPending}
          busyLabel="Cancelling…"
        >
          Cancel the email change
        </Button>
        <Link to={paths.login} className={buttonClasses('ghost', 'lg', 'mt-3 w-full')}>
          It was me: keep the change
        </Link>
      </>
    );
  }
  return (
    <>
      <title>{`Cancel Email Change · ${PRODUCT_NAME}`}</title>
      {body}
    </>
  );
}
