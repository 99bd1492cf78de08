import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { pageItems, rangeLabel } from './pagination-range';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The link (search string) of a page: pages are real links, so Back and reload work. */
  hrefFor: (page: number) => string;
  label?: string;
  className?: string;
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium tabular-nums transition-colors';

/** Previous, first … neighbours … last, Next, and the range shown. Hidden for one page or fewer. */
export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  const current = Math.min(page, pageCount);
  const edge = (disabled: boolean, to: number, text: string, Icon: typeof ChevronLeft, after = false) =>
    disabled ? (
      <span aria-disabled="true" className={cn(itemClass, 'gap-1 text-slate-400')}>
        {!after && <Icon aria-hidden="true" className="size-4" />}
        <span className="max-sm:sr-only">{text}</span>
        {after && <Icon aria-hidden="true" className="size-4" />}
      </span>
    ) : (
      <Link
        to={{ search: hrefFor(to) }}
        preventScrollReset
        className={cn(itemClass, 'gap-1 text-slate-700 hover:bg-slate-100')}
      >
        {!after && <Icon aria-hidden="true" className="size-4" />}
        <span className="max-sm:sr-only">{text}</span>
        {after && <Icon aria-hidden="true" className="size-4" />}
      </Link>
    );

  return (
    <nav
      aria-label={label}
      className={cn('mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-between', className)}
    >
      <p className="text-sm text-slate-600">
        Showing <span className="font-medium text-slate-900">{rangeLabel(current, pageSize, total)}</span>
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(current <= 1, current - 1, 'Previous', ChevronLeft)}</li>
        {pageItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={{ search: hrefFor(item) }}
                preventScrollReset
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                className={cn(
                  itemClass,
                  item === current ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {item.toLocaleString('en-US')}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={cn(itemClass, 'text-slate-500')}>
              …
            </li>
          ),
        )}
        <li>{edge(current >= pageCount, current + 1, 'Next', ChevronRight, true)}</li>
      </ul>
    </nav>
  );
}
