import { PRODUCT_NAME } from '@app/contract/brand';
import { cn } from '../../lib/cn';

/** The brand mark and name. `tone="light"` for dark backgrounds. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 font-bold tracking-tight', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect
          width="32"
          height="32"
          rx="8"
          className={tone === 'dark' ? 'fill-brand-700' : 'fill-white/15'}
        />
        <path
          d="M9 10l7 13 7-13"
          fill="none"
          className="stroke-accent-300"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={cn('text-lg', tone === 'dark' ? 'text-slate-900' : 'text-white')}>{PRODUCT_NAME}</span>
    </span>
  );
}
