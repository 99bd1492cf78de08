import type { BankAccount } from '@app/contract/user';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { bankAccountLabel } from '../../../lib/bank-label';

/** A choice of the customer's linked accounts, with a 'select one' first option. */
export function BankAccountField({
  label,
  placeholder,
  bankAccounts,
  registration,
  error,
}: {
  label: string;
  placeholder: string;
  bankAccounts: BankAccount[];
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Select {...control} {...registration}>
          <option value="">{placeholder}</option>
          {bankAccounts.map((b) => (
            <option key={b._id} value={b._id}>
              {bankAccountLabel(b)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
