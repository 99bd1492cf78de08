import type { BankAccount } from '@app/contract/user';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { bankAccountLabel } from '../../../lib/bank-label';
import { formatDateTime } from '../../../lib/format';

/** Whether an account is still in its payout hold (ADR 046): it cannot receive a withdrawal yet. */
export const onPayoutHold = (b: BankAccount, now = Date.now()) =>
  b.availableAt !== undefined && Date.parse(b.availableAt) > now;

/**
 * A choice of the customer's linked accounts, with a 'select one' first option. For a payout, an
 * account in its hold says until when in its option.
 */
export function BankAccountField({
  label,
  placeholder,
  bankAccounts,
  registration,
  error,
  hint,
  showHold = false,
}: {
  label: string;
  placeholder: string;
  bankAccounts: BankAccount[];
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  showHold?: boolean;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <Select {...control} {...registration}>
          <option value="">{placeholder}</option>
          {bankAccounts.map((b) => (
            <option key={b._id} value={b._id}>
              {showHold && onPayoutHold(b)
                ? `${bankAccountLabel(b)} (on hold until ${formatDateTime(b.availableAt!)})`
                : bankAccountLabel(b)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
