import { RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LiveStatus } from '../../../components/ui/live-status';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { rangeLabel } from './pagination-range';

/** Placeholder rows while a list loads (announced once to screen readers). */
export function ListLoading({
  label,
  rows = 5,
  className,
}: {
  label: string;
  rows?: number;
  className?: string;
}) {
  return (
    <div aria-busy="true" className={cn('space-y-3', className)}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={i} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** The server's error text (or the screen's fallback) and a way to try again. */
export function ListError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry?: () => void;
}) {
  return (
    <Alert tone="error" title={errorMessage(error, fallback)}>
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      )}
    </Alert>
  );
}

/**
 * What a search, a filter or a page change now shows, said in a polite live region (sighted users
 * see the list change). Rendered with the list's controls, so it is on the page before it changes.
 */
export function ListCount({
  data,
  pageSize,
  noun,
}: {
  data: { page: number; total: number } | undefined;
  pageSize: number;
  noun: string;
}) {
  const text = !data
    ? ''
    : data.total === 0
      ? `No ${noun} found`
      : `Showing ${rangeLabel(data.page, pageSize, data.total)} ${noun}`;
  return <LiveStatus>{text}</LiveStatus>;
}
