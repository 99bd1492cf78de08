import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';

/** The contract (and zod) load only when someone starts typing, keeping the landing page light. */
const loadEmailSchema = () => import('@app/contract/fields').then((m) => m.emailSchema);

export function signupWithEmail(email: string): string {
  return `${paths.signup}?${new URLSearchParams({ email }).toString()}`;
}

/**
 * Email + Join. A valid email opens /signup?email=… (the sign-up form reads it); an invalid one shows
 * the contract's message. Without JavaScript, or before React has hydrated the prerendered page, it is
 * a plain GET form to /signup that the browser's own email validation guards; our check takes over
 * (noValidate) once hydrated.
 */
export function JoinForm() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = inputRef.current?.value ?? '';
    setChecking(true);
    try {
      const schema = await loadEmailSchema();
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
        inputRef.current?.focus();
        return;
      }
      setError(undefined);
      navigate(signupWithEmail(parsed.data));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form
      action={paths.signup}
      method="get"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="mx-auto mt-8 max-w-xl text-left"
      aria-label="Join with your email"
    >
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => void loadEmailSchema()}
          onInput={() => error && setError(undefined)}
          className={`${inputClasses} h-12 sm:flex-1`}
        />
        <button type="submit" disabled={checking} className={buttonClasses('primary', 'lg')}>
          Join
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm text-red-700">
        {error}
      </p>
    </form>
  );
}
