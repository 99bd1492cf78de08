import { useHydrated } from '../../lib/use-hydrated';
import { Button, type ButtonProps } from './button';

/**
 * A form's submit button on a prerendered page: disabled until React has hydrated it (a click before
 * then would submit the form natively). A component of its own so that, when hydration ends, only the
 * button renders again, not the whole form in one long task.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={!hydrated || disabled} />;
}
