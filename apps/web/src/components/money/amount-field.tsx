import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

/** The Amount input: dollars, a '$' in front, decimal keyboard on phones. */
export function AmountField({
  registration,
  error,
  hint = 'Minimum $100, maximum $50,000 per request.',
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}) {
  return (
    <FormField label="Amount" error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-500"
          >
            $
          </span>
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            className="pl-7 tabular-nums"
            {...registration}
          />
        </div>
      )}
    </FormField>
  );
}
