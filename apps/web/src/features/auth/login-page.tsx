import { PRODUCT_NAME } from '@app/contract/brand';
import { MSG } from '@app/contract/messages';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { paths } from '../../config/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { AuthHeading } from './components/auth-heading';
import { LoginForm } from './components/login-form';
import { TwoFactorForm } from './components/two-factor-form';
import { useCompleteLogin } from './use-complete-login';

/**
 * 'Session expired' for /login?expired=1. The prerendered /login has no query string: the note appears
 * once hydration is done (its own component, so only it renders again then, not the form).
 */
function SessionExpiredNote() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated || searchParams.get('expired') !== '1') return null;
  return (
    <Alert tone="warning" className="mb-6">
      {MSG.sessionExpired}
    </Alert>
  );
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);

  if (challengeToken) {
    return (
      <>
        <title>{`Two-step verification · ${PRODUCT_NAME}`}</title>
        <AuthHeading title="Two-step verification">
          Enter the code from your authenticator app to finish signing in.
        </AuthHeading>
        <TwoFactorForm
          challengeToken={challengeToken}
          onSignedIn={completeLogin}
          onCancel={() => setChallengeToken(null)}
        />
      </>
    );
  }

  return (
    <>
      <title>{`Login · ${PRODUCT_NAME}`}</title>
      <AuthHeading title="Login">Welcome back. Sign in to your {PRODUCT_NAME} account.</AuthHeading>
      <SessionExpiredNote />
      <LoginForm
        defaultEmail={searchParams.get('email') ?? ''}
        onSignedIn={completeLogin}
        onTwoFactor={setChallengeToken}
      />
      <p className="mt-8 text-center text-sm text-slate-600">
        Don't have an account?{' '}
        <Link to={paths.signup} className="font-semibold text-brand-700 hover:underline">
          Sign Up
        </Link>
      </p>
    </>
  );
}
