import { updateProfileSchema } from '@app/contract/profile';
import type { User } from '@app/contract/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AuthenticationCodeField } from '../../../components/ui/authentication-code-field';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/use-update-profile';
import { BirthAndAddressFields, LOCKED_LOOK } from '../components/birth-and-address-fields';
import { toastFailed, toastSuccessful } from '../components/result-toast';

const FIELDS = ['name', 'phonenumber', 'email', 'dob', 'address', 'password', 'code'] as const;
const LOCKED_HINT = 'Locked while your identity is under review or verified. Contact support to change it.';

const formValues = (user: User) => ({
  name: user.name,
  phonenumber: user.phonenumber,
  email: user.email,
  dob: user.dob ?? '',
  address: user.address,
  password: '',
  code: '',
});

/** Full Name, Mobile Number, Email, Date of Birth, Address; saved by PUT /auth/admin/users-profile/:id. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  // Name and birth date are what the identity document was checked against (server rule too).
  const identityLocked =
    user.userRole !== 'admin' && (user.kycStatus === 'pending' || user.kycStatus === 'approved');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(updateProfileSchema), defaultValues: formValues(user) });
  // A new email is a security change: the server asks for the password (and a code with 2FA on).
  const emailChanging = watch('email').trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit(async ({ password, code, ...values }) => {
    try {
      const proof = emailChanging ? { password, ...(user.twoFactorEnabled ? { code } : {}) } : {};
      const answer = await update.mutateAsync({ userId: user._id, ...values, ...proof });
      reset(formValues(answer.user));
      toastSuccessful(answer.message);
    } catch (e) {
      applyServerFieldErrors(e, setError, FIELDS);
      toastFailed(errorMessage(e));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <FormField
        label="Full Name"
        error={errors.name?.message}
        hint={identityLocked ? LOCKED_HINT : undefined}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            readOnly={identityLocked}
            className={LOCKED_LOOK}
            {...register('name')}
          />
        )}
      </FormField>
      <FormField
        label="Mobile Number"
        error={errors.phonenumber?.message}
        hint="International format, e.g. +1 555 123 4567"
      >
        {(control) => <Input {...control} type="tel" autoComplete="tel" {...register('phonenumber')} />}
      </FormField>
      <FormField
        label="Email"
        error={errors.email?.message}
        hint="We send a code to a new address to confirm it."
      >
        {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      {emailChanging && (
        <div className="grid gap-5 rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:col-span-2 sm:grid-cols-2">
          <p className="text-sm text-slate-700 sm:col-span-2">
            Changing your email needs your current password
            {user.twoFactorEnabled ? ' and a code from your authenticator app' : ''}. Your current address is
            told at once, with a link to cancel the change.
          </p>
          <FormField label="Current password" error={errors.password?.message}>
            {(control) => (
              <Input {...control} type="password" autoComplete="current-password" {...register('password')} />
            )}
          </FormField>
          {user.twoFactorEnabled && (
            <AuthenticationCodeField
              error={errors.code?.message}
              hint="From your authenticator app, or a recovery code."
              className="max-w-48 font-mono tracking-widest"
              {...register('code')}
            />
          )}
        </div>
      )}
      <BirthAndAddressFields
        dob={{ field: register('dob'), error: errors.dob?.message }}
        address={{ field: register('address'), error: errors.address?.message }}
        dobHint={
          identityLocked ? LOCKED_HINT : 'Checked against your identity document. You must be 18 or over.'
        }
        dobLocked={identityLocked}
        addressClassName="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button type="submit" busy={isSubmitting} busyLabel="Updating…">
          Update Profile
        </Button>
      </div>
    </form>
  );
}
