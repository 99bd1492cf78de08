import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** A whole-screen message in place of a page: an icon, the page's h1, a line and one way on. */
export function MessageScreen({
  Icon,
  tone = 'brand',
  title,
  children,
  to,
  action,
}: {
  Icon: LucideIcon;
  tone?: 'brand' | 'danger';
  title: string;
  children: ReactNode;
  to: string;
  action: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm"
    >
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-full',
          tone === 'danger' ? 'bg-red-50' : 'bg-brand-50',
        )}
      >
        <Icon
          aria-hidden="true"
          className={cn('size-7', tone === 'danger' ? 'text-red-700' : 'text-brand-700')}
        />
      </span>
      <h1 id={headingId} className="mt-5 text-xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">{children}</p>
      <Link to={to} className={buttonClasses('primary', 'md', 'mt-6')}>
        {action}
      </Link>
    </section>
  );
}
