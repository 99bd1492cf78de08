import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 transition-colors hover:border-slate-400 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...rest }: InputProps) {
  return <input type={type} className={cn(inputClasses, 'h-11', className)} {...rest} />;
}
