import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** A labelled amount in dollars, typed as text (the contract's schema checks it on submit). */
export function DollarsField({
  label,
  value,
  error,
  onChange,
  min,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (text: string) => void;
  /** '0' when only a positive amount makes sense; a bank balance can be negative. */
  min?: string;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={min}
          className="tabular-nums"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
