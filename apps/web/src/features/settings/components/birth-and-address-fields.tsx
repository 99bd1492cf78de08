import { ADDRESS_MAX } from '@app/contract/profile';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** A read-only field looks it: what identity review locks. */
export const LOCKED_LOOK = 'read-only:bg-slate-50 read-only:text-slate-600 read-only:hover:border-slate-300';

/**
 * Date of Birth and Address, the profile fields identity approval needs: on the Account form and
 * the first step of Verification.
 */
export function BirthAndAddressFields({
  dob,
  address,
  dobHint,
  dobLocked = false,
  addressClassName,
}: {
  dob: { field: UseFormRegisterReturn; error?: string | undefined };
  address: { field: UseFormRegisterReturn; error?: string | undefined };
  dobHint: string;
  dobLocked?: boolean;
  addressClassName?: string;
}) {
  return (
    <>
      <FormField label="Date of Birth" error={dob.error} hint={dobHint}>
        {(control) => (
          <Input
            {...control}
            type="date"
            autoComplete="bday"
            readOnly={dobLocked}
            className={LOCKED_LOOK}
            {...dob.field}
          />
        )}
      </FormField>
      <FormField label="Address" error={address.error} className={addressClassName}>
        {(control) => (
          <Input {...control} autoComplete="street-address" maxLength={ADDRESS_MAX} {...address.field} />
        )}
      </FormField>
    </>
  );
}
