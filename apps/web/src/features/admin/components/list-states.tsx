import { RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';

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
