import { type ReactNode, useId } from 'react';
import { Select } from '../../../components/ui/select';

/** A list's filter: a short label and its select (Status: All / Pending / …). */
export function ListFilter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option>s. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="h-10 w-44">
        {children}
      </Select>
    </div>
  );
}
