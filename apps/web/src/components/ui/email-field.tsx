import { FormField } from './form-field';
import { Input, type InputProps } from './input';

/** The email field of the sign-in, sign-up, verification and reset forms: one label, type and hint. */
export function EmailField({ error, ...input }: InputProps & { error?: string }) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" {...input} />
      )}
    </FormField>
  );
}
