import { PRODUCT_NAME } from '@app/contract/brand';
import type { Notification } from '@app/contract/notifications';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { useMarkRead, useNotifications } from '../../lib/queries/notifications';

/** /notifications: what happened, newest first; opening one marks it read and goes to its page. */
export function NotificationsPage() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  const open = async (n: Notification) => {
    if (!n.readAt) await markRead.mutateAsync({ ids: [n._id] }).catch(() => undefined);
    navigate(n.link);
  };

  return (
    <>
      <title>{`Notifications · ${PRODUCT_NAME}`}</title>
      <PageHeader
        title="Notifications"
        description={unread > 0 ? `${unread} unread` : 'You are up to date.'}
        actions={
          unread > 0 ? (
            <Button
              variant="outline"
              size="sm"
              busy={markRead.isPending}
              busyLabel="Marking…"
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all read
            </Button>
          ) : null
        }
      />
      {list.isPending ? (
        <div aria-busy="true" className="space-y-2">
          <span className="sr-only" role="status">
            Loading your notifications…
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error, 'Your notifications could not be loaded.')}</Alert>
      ) : items.length === 0 ? (
        <EmptyState Icon={Bell} title="No notifications yet">
          Deposits, purchases, payouts, security events and replies from support appear here.
        </EmptyState>
      ) : (
        <>
          <ul
            aria-label="Notifications"
            className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            {items.map((n) => (
              <li key={n._id}>
                <button
                  type="button"
                  onClick={() => open(n)}
                  className={cn(
                    'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                    !n.readAt && 'bg-brand-50/60',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-2 size-2 shrink-0 rounded-full',
                      n.readAt ? 'bg-transparent' : 'bg-brand-700',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block text-sm text-slate-900', !n.readAt && 'font-semibold')}>
                      {n.text}
                      {!n.readAt && <span className="sr-only"> (unread)</span>}
                    </span>
                    <span className="mt-0.5 block text-xs text-slate-600">{formatDateTime(n.createdAt)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button
                variant="outline"
                busy={list.isFetchingNextPage}
                busyLabel="Loading…"
                onClick={() => list.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
