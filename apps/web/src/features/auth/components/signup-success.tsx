import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MINUTES } from '@app/contract/auth-rules';
import { PRODUCT_NAME } from '@app/contract/brand';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

const CHECK_DELAY_MS = 500;

function AnimatedCheck() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="mx-auto flex size-20 items-center justify-center" data-testid="signup-check">
      {shown && (
        <svg aria-hidden="true" viewBox="0 0 52 52" className="size-20 animate-pop-in">
          <circle cx="26" cy="26" r="25" className="fill-brand-50 stroke-brand-600" strokeWidth="2" />
          <path
            d="M15 27l7 7 15-15"
            fill="none"
            className="animate-draw-check stroke-brand-700"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeDasharray="48"
          />
        </svg>
      )}
    </div>
  );
}

/** Shown after a successful registration: check your email for the code, then sign in. */
export function SignupSuccess({ email }: { email: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [proceeding, setProceeding] = useState(false);
  const busy = proceeding && navigation.state !== 'idle';

  return (
    <div className="text-center">
      <AnimatedCheck />
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Welcome to {PRODUCT_NAME}
      </h1>
      <p className="mt-3 text-slate-600">
        Check your email to verify your account. We sent a {VERIFICATION_CODE_LENGTH}-digit code, valid for{' '}
        {VERIFICATION_CODE_TTL_MINUTES} minutes, to
        <strong className="mt-1 block font-semibold wrap-anywhere text-slate-900">{email}</strong>
      </p>
      <div className="mt-8 flex flex-col gap-3">
        <Link to={paths.verifyEmailWith({ email })} className={buttonClasses('primary', 'lg', 'w-full')}>
          Enter verification code
        </Link>
        <Button
          variant="outline"
          size="lg"
          fullWidth
          busy={busy}
          busyLabel="Proceed…"
          onClick={() => {
            setProceeding(true);
            navigate(paths.loginWith({ email }));
          }}
        >
          Proceed to Login
        </Button>
      </div>
    </div>
  );
}
