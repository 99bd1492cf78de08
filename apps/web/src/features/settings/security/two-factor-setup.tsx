import {
  enableTwoFactorSchema,
  type TwoFactorSetup as Setup,
  secretFromOtpauthUrl,
  twoFactorSetupSchema,
} from '@app/contract/security';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthenticationCodeField } from '../../../components/ui/authentication-code-field';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useEnableTwoFactor, useSetupTwoFactor } from '../api/use-two-factor';
import { SubmitOrCancel } from '../components/submit-or-cancel';

const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function ConfirmCode({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const form = useForm({ resolver: zodResolver(enableTwoFactorSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitToServer(
    form,
    ['code'],
    async ({ code }) => {
      const answer = await enable.mutateAsync(code);
      toast.success(answer.message);
      onEnabled(answer.recoveryCodes);
    },
    (e) => toast.error(errorMessage(e)),
  );
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="flex flex-col items-center gap-2">
        <img
          src={setup.qrDataUrl}
          alt="QR code to scan with your authenticator app"
          width={180}
          height={180}
          className="rounded-lg border border-slate-200 bg-white p-1"
        />
      </div>
      <div className="min-w-0 space-y-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>Open an authenticator app (Google Authenticator, 1Password, Authy…).</li>
          <li>Scan the QR code, or type the setup key below.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <div>
          <p className="text-sm font-medium text-slate-800">Setup key</p>
          <p
            className="mt-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
            data-testid="totp-secret"
          >
            {grouped(secretFromOtpauthUrl(setup.otpauthUrl))}
          </p>
        </div>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <AuthenticationCodeField
            error={errors.code?.message}
            recovery={false}
            maxLength={7}
            className="max-w-48 font-mono tracking-widest"
            {...form.register('code')}
          />
          <SubmitOrCancel busy={isSubmitting} busyLabel="Turning on…" onCancel={onCancel}>
            Turn on
          </SubmitOrCancel>
        </form>
      </div>
    </div>
  );
}

/** The password proves it is the account's owner, not someone holding a stolen session. */
function ConfirmPassword({
  onStarted,
  onCancel,
}: {
  onStarted: (setup: Setup) => void;
  onCancel: () => void;
}) {
  const start = useSetupTwoFactor();
  const form = useForm({ resolver: zodResolver(twoFactorSetupSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitToServer(
    form,
    ['password'],
    async (values) => {
      onStarted(await start.mutateAsync(values));
    },
    (e) => toast.error(errorMessage(e)),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <FormField
        label="Current password"
        error={errors.password?.message}
        hint="Confirm it is you before an authenticator app is linked to your account."
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            autoFocus
            {...form.register('password')}
          />
        )}
      </FormField>
      <SubmitOrCancel busy={isSubmitting} busyLabel="Preparing…" onCancel={onCancel}>
        Continue
      </SubmitOrCancel>
    </form>
  );
}

export function TwoFactorSetup({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const [asking, setAsking] = useState(false);
  const [setup, setSetup] = useState<Setup | null>(null);
  if (setup) {
    return (
      <ConfirmCode
        setup={setup}
        onCancel={() => {
          setSetup(null);
          setAsking(false);
        }}
        onEnabled={(codes) => {
          setSetup(null);
          setAsking(false);
          onEnabled(codes);
        }}
      />
    );
  }
  if (asking) return <ConfirmPassword onStarted={setSetup} onCancel={() => setAsking(false)} />;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        Two-factor sign-in is off. Anyone with your password can sign in.
      </p>
      <Button onClick={() => setAsking(true)}>
        <KeyRound aria-hidden="true" className="size-4" />
        Set up two-factor sign-in
      </Button>
    </div>
  );
}
