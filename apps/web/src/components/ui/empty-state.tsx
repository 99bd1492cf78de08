import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A quiet box for 'nothing here yet' and 'coming soon' states. */
export function EmptyState({
  Icon,
  title,
  children,
  className,
}: {
  Icon?: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
          <Icon aria-hidden="true" className="size-6 text-brand-700" />
        </span>
      )}
      <p className="mt-4 font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
    </div>
  );
}
