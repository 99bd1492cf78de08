import type { LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  optional?: boolean;
}

export function Label({ className, children, optional, ...rest }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={cn('block text-sm font-medium text-slate-800', className)} {...rest}>
      {children}
      {optional && <span className="ml-1 font-normal text-slate-600">(optional)</span>}
    </label>
  );
}
