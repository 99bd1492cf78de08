import { HEARD_ABOUT } from '@app/contract/auth-rules';
import { MSG } from '@app/contract/messages';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { EmailField } from '../../../components/ui/email-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { PASSWORD_RULE_HINT, PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { Select } from '../../../components/ui/select';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { authSchemas } from '../api/auth-schemas';
import { useRegister } from '../api/use-register';

const resolver = lazyZodResolver(() => authSchemas().then((m) => m.registerSchema));

const FIELDS = [
  'name',
  'email',
  'phonenumber',
  'password',
  'confirmPassword',
  'refferalcode',
  'how',
] as const;

export function SignupForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const registerUser = useRegister();
  const form = useForm({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      phonenumber: '',
      password: '',
      confirmPassword: '',
      refferalcode: '',
      how: '',
    },
  });
  const { setError, control, setValue } = form;
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control, name: 'password' }) ?? '';

  // The landing page's Join form opens /signup?email=…, a share link /signup?ref=CODE; read them after
  // hydration (the page is prerendered).
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const email = query.get('email');
    if (email) setValue('email', email.slice(0, 254));
    const ref = query.get('ref');
    if (ref) setValue('refferalcode', ref.slice(0, 32));
  }, [setValue]);

  const onSubmit = submitToServer(
    form,
    FIELDS,
    async (values) => {
      await registerUser.mutateAsync(values);
      toast.success(MSG.registrationSuccess);
      onRegistered(values.email);
    },
    (e) => {
      if (isApiError(e) && e.status === 409) {
        setError('email', { type: 'server', message: e.message || MSG.emailTaken }, { shouldFocus: true });
        return;
      }
      toast.error(errorMessage(e, MSG.registrationFailed));
    },
  );

  return (
    <form onFocus={resolver.preload} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Full Name" error={errors.name?.message}>
        {(c) => <Input {...c} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <FormField label="Phone Number" error={errors.phonenumber?.message}>
        {(c) => (
          <Input
            {...c}
            type="tel"
            autoComplete="tel"
            placeholder="+1 555 123 4567"
            {...form.register('phonenumber')}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={PASSWORD_RULE_HINT}>
        {(c) => (
          <div className="space-y-2">
            <PasswordInput {...c} autoComplete="new-password" {...form.register('password')} />
            <PasswordStrengthMeter password={password} />
          </div>
        )}
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        {(c) => <PasswordInput {...c} autoComplete="new-password" {...form.register('confirmPassword')} />}
      </FormField>
      <FormField label="Referral code" optional error={errors.refferalcode?.message}>
        {(c) => <Input {...c} autoComplete="off" {...form.register('refferalcode')} />}
      </FormField>
      <FormField label="How did you hear about us" optional error={errors.how?.message}>
        {(c) => (
          <Select {...c} {...form.register('how')}>
            <option value="">Select an option</option>
            {HEARD_ABOUT.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <SubmitButton size="lg" fullWidth busy={isSubmitting} busyLabel="Signing up…">
        Sign Up
      </SubmitButton>
      <p className="text-center text-xs text-slate-600">
        By signing up you agree to our{' '}
        <Link to={paths.terms} className="font-medium text-brand-700 underline">
          Terms
        </Link>{' '}
        and confirm you are 18 or older.
      </p>
    </form>
  );
}
