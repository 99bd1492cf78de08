import { FormField } from './form-field';
import { Input, type InputProps } from './input';

/**
 * The field for a two-factor code: the 6 digits of an authenticator app or, where `recovery` allows
 * it, a recovery code (letters too, so no numeric keyboard). One definition for sign-in, turning
 * two-factor off and re-authenticating.
 */
export function AuthenticationCodeField({
  error,
  recovery = true,
  hint = recovery
    ? 'The 6-digit code from your authenticator app, or one of your recovery codes.'
    : undefined,
  className,
  ...input
}: InputProps & { error?: string; recovery?: boolean; hint?: string }) {
  return (
    <FormField label="Authentication code" error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          inputMode={recovery ? undefined : 'numeric'}
          className={className ?? 'font-mono tracking-widest'}
          {...input}
        />
      )}
    </FormField>
  );
}
