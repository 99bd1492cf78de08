import { PRODUCT_NAME } from '@app/contract/brand';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AuthHeading } from './components/auth-heading';
import { SignupForm } from './components/signup-form';
import { SignupSuccess } from './components/signup-success';

export function SignupPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  useEffect(() => {
    if (registeredEmail) window.scrollTo({ top: 0 });
  }, [registeredEmail]);

  if (registeredEmail) {
    return (
      <>
        <title>{`Welcome · ${PRODUCT_NAME}`}</title>
        <SignupSuccess email={registeredEmail} />
      </>
    );
  }

  return (
    <>
      <title>{`Sign Up · ${PRODUCT_NAME}`}</title>
      <AuthHeading title="Create your account">
        Start investing with {PRODUCT_NAME} in a few minutes.
      </AuthHeading>
      <SignupForm onRegistered={setRegisteredEmail} />
      <p className="mt-8 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Login
        </Link>
      </p>
    </>
  );
}
