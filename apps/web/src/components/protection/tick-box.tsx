import { type ReactNode, useId } from 'react';
import { FieldError } from '../../components/ui/field-error';

/** A labelled checkbox with its error, for the explicit ticks investor protection asks for. */
export function TickBox({
  checked,
  onChange,
  error,
  disabledHint,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  /** When set, the box cannot be ticked yet and this says why. */
  disabledHint?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const described = [error && `${id}-error`, disabledHint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabledHint !== undefined}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed"
        />
        <label
          htmlFor={id}
          className={disabledHint !== undefined ? 'text-sm text-slate-600' : 'text-sm text-slate-800'}
        >
          {children}
        </label>
      </div>
      {disabledHint !== undefined && (
        <p id={`${id}-hint`} className="pl-8 text-sm text-slate-600">
          {disabledHint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
