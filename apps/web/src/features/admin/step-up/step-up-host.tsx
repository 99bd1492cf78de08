import { STEP_UP_MSG, stepUpResponseSchema } from '@app/contract/security';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { api, errorMessage, isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { setStepUpHandler } from '../../../lib/step-up';

/**
 * The admin console's step-up dialog (ADR 028): when a sharp action answers STEP_UP_REQUIRED, the API
 * client asks here; the admin enters the password (and the code when two-factor sign-in is on), the
 * server keeps the proof for 10 minutes, and the action is sent again. Cancel leaves it undone.
 */
export function StepUpHost() {
  const me = useCurrentUser();
  const needsCode = me.data?.twoFactorEnabled ?? false;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const ids = { password: useId(), code: useId() };

  useEffect(() => {
    setStepUpHandler(
      () =>
        new Promise<boolean>((resolve) => {
          resolver.current?.(false);
          resolver.current = resolve;
          setPassword('');
          setCode('');
          setErrors({});
          setOpen(true);
        }),
    );
    return () => {
      setStepUpHandler(null);
      resolver.current?.(false);
    };
  }, []);

  const finish = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOpen(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await api.post(
        '/auth/step-up',
        { password, ...(needsCode ? { code } : {}) },
        { schema: stepUpResponseSchema, noStepUp: true },
      );
      finish(true);
    } catch (err) {
      setErrors(isApiError(err) && err.errors ? err.errors : { password: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && finish(false)}
      title="Confirm it is you"
      description={`${STEP_UP_MSG.required} It stays confirmed for 10 minutes.`}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label="Confirm it is you">
        <div className="space-y-1.5">
          <Label htmlFor={ids.password}>Password</Label>
          <PasswordInput
            id={ids.password}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${ids.password}-error` : undefined}
          />
          <FieldError id={`${ids.password}-error`} message={errors.password} />
        </div>
        {needsCode && (
          <div className="space-y-1.5">
            <Label htmlFor={ids.code}>Code from your authenticator app</Label>
            <Input
              id={ids.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? `${ids.code}-error` : undefined}
            />
            <FieldError id={`${ids.code}-error`} message={errors.code} />
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => finish(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyLabel="Checking…">
            Confirm
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
