import { type ClosureBlocker, closeAccountSchema } from '@app/contract/account-closure';
import { ERROR_CODES } from '@app/contract/messages';
import type { User } from '@app/contract/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { AuthenticationCodeField } from '../../../components/ui/authentication-code-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api';
import { clearSession } from '../../../lib/auth-storage';
import { submitToServer } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCloseAccount } from '../api/use-privacy';
import { SectionCard } from '../components/section-card';

/** Where the customer goes to clear each thing that keeps the account open. */
const WHERE_TO: Record<ClosureBlocker, { to: string; label: string }> = {
  cash: { to: paths.dashboard, label: 'Withdraw from the dashboard' },
  holdings: { to: paths.investments, label: 'See my investments' },
  pending: { to: paths.transactions, label: 'See my transactions' },
};

function CloseAccountForm({ user, onCancel }: { user: User; onCancel: () => void }) {
  const close = useCloseAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [left, setLeft] = useState<[ClosureBlocker, string][] | null>(null);
  const form = useForm({
    resolver: zodResolver(closeAccountSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitToServer(
    form,
    ['password', 'code'],
    async ({ password, code }) => {
      setLeft(null);
      const answer = await close.mutateAsync({ password, ...(code ? { code } : {}) });
      clearSession();
      queryClient.clear();
      toast.success(answer.message);
      navigate(paths.login, { replace: true });
    },
    (e) => {
      if (isApiError(e) && e.code === ERROR_CODES.ACCOUNT_NOT_EMPTY && e.errors) {
        setLeft(Object.entries(e.errors) as [ClosureBlocker, string][]);
        return;
      }
      toast.error(errorMessage(e));
    },
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {left && (
        <Alert tone="warning" title="Your account cannot be closed yet">
          <ul className="mt-1 list-disc space-y-2 pl-4" data-testid="closure-blockers">
            {left.map(([what, message]) => (
              <li key={what}>
                {message}{' '}
                {WHERE_TO[what] && (
                  <Link to={WHERE_TO[what].to} className="font-medium underline underline-offset-2">
                    {WHERE_TO[what].label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <FormField label="Current password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      {user.twoFactorEnabled && (
        <AuthenticationCodeField error={errors.code?.message} {...form.register('code')} />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Keep my account
        </Button>
        <Button type="submit" variant="danger" busy={isSubmitting} busyLabel="Closing…">
          Close my account
        </Button>
      </div>
    </form>
  );
}

/** Settings → Account → Close account (ADR 053): a dialog asks for the password and code again. */
export function CloseAccountCard({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      id="close-account"
      title="Close account"
      description="Closing signs you out everywhere and you can no longer sign in. You need a cash balance of $0.00, no open holdings and nothing pending first."
    >
      <div className="space-y-3 text-sm text-slate-600">
        <p>
          We remove your password, payment methods and marketing choices. The law requires us to keep the
          record of your money movements, identity checks and account activity, so those stay. You can
          download your data first under Privacy.
        </p>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Close account…
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Close your account?"
        description="Enter your password to confirm. Every session ends at once and sign-in is refused afterwards."
      >
        {open && <CloseAccountForm user={user} onCancel={() => setOpen(false)} />}
      </Dialog>
    </SectionCard>
  );
}
