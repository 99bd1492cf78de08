import { KYC_MSG, type KycDetails, type KycDetailsInput, kycDetailsSchema } from '@app/contract/kyc';
import type { User } from '@app/contract/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/use-update-profile';
import { BirthAndAddressFields } from '../components/birth-and-address-fields';
import { toastFailed, toastSuccessful } from '../components/result-toast';

/**
 * The first step of verification: the date of birth and address that approval needs, saved to the
 * profile (the rest of it unchanged) before the document form is offered.
 */
export function IdentityDetailsForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<KycDetailsInput, unknown, KycDetails>({
    resolver: zodResolver(kycDetailsSchema),
    defaultValues: { dob: user.dob ?? '', address: user.address },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        userId: user._id,
        name: user.name,
        phonenumber: user.phonenumber,
        email: user.email,
        dob: values.dob,
        address: values.address,
      });
      toastSuccessful(KYC_MSG.detailsSaved);
    } catch (e) {
      applyServerFieldErrors(e, setError, ['dob', 'address']);
      toastFailed(errorMessage(e));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="identity-details-title"
      className="max-w-lg space-y-5"
    >
      <div>
        <h3 id="identity-details-title" className="font-semibold text-slate-900">
          Step 1 of 2: your details
        </h3>
        <p className="mt-1 text-sm text-slate-600">{KYC_MSG.profileFirst}</p>
      </div>
      <BirthAndAddressFields
        dob={{ field: register('dob'), error: errors.dob?.message }}
        address={{ field: register('address'), error: errors.address?.message }}
        dobHint="As on your document. You must be 18 or over."
      />
      <Button type="submit" busy={isSubmitting} busyLabel="Saving…">
        Save and continue
      </Button>
    </form>
  );
}
