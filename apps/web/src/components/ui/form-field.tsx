import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';

/** Props a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  /** Extra content on the label row (e.g. a 'Forgot Password' link). */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint + error, with ids wired (htmlFor, aria-describedby, aria-invalid). */
export function FormField({ label, error, hint, optional, className, labelAside, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id} optional={optional}>
          {label}
        </Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
