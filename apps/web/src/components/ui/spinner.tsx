import { cn } from '../../lib/cn';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  className?: string;
  /** Text for screen readers; ignored when `decorative`. */
  label?: string;
  /** Inside a control that already says it is busy. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', className, label = 'Loading…', decorative = false }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-current border-r-transparent text-brand-600',
        sizes[size],
        className,
      )}
    />
  );
  if (decorative) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
