import { SUPPORT_CATEGORY_LABELS, SUPPORT_STATUSES, type SupportStatus } from '@app/contract/support';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useSupportQueue } from '../api/support';
import { DueBadge } from './due-badge';
import { SupportThreadPanel } from './support-thread-panel';

const STATUS_LABEL: Record<SupportStatus, string> = {
  waiting: 'Waiting',
  answered: 'Answered',
  closed: 'Closed',
};

/** The console's Support tab: waiting conversations first, oldest wait first; one opens beside the list. */
export function SupportTab() {
  const [status, setStatus] = useState<SupportStatus>('waiting');
  const [openId, setOpenId] = useState<string | null>(null);
  const queue = useSupportQueue(status);
  return (
    <div className="space-y-4">
      <fieldset className="flex gap-1" aria-label="Show conversations">
        {SUPPORT_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setOpenId(null);
            }}
            className={cn(
              'h-9 rounded-lg px-3 text-sm font-semibold',
              status === s
                ? 'bg-brand-700 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {STATUS_LABEL[s]}
          </button>
        ))}
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {queue.isPending ? (
          <Skeleton className="h-48 w-full rounded-2xl" />
        ) : queue.isError ? (
          <Alert tone="error">{errorMessage(queue.error)}</Alert>
        ) : queue.data.length === 0 ? (
          <EmptyState
            className="self-start"
            title={`No ${STATUS_LABEL[status].toLowerCase()} conversations`}
          />
        ) : (
          <ul
            aria-label="Support conversations"
            className="divide-y divide-slate-200 self-start rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            {queue.data.map((t) => (
              <li key={t._id}>
                <button
                  type="button"
                  aria-current={openId === t._id ? 'true' : undefined}
                  onClick={() => setOpenId(t._id)}
                  className={cn(
                    'w-full space-y-1 px-4 py-3 text-left hover:bg-slate-50',
                    openId === t._id && 'bg-brand-50',
                  )}
                >
                  <span className="block truncate font-semibold text-slate-900">{t.subject}</span>
                  <span className="block text-xs text-slate-600">
                    {t.reference} · {SUPPORT_CATEGORY_LABELS[t.category]} · {t.customer?.name} · since{' '}
                    {formatDateTime(t.updatedAt)}
                  </span>
                  <span className="flex flex-wrap gap-1">
                    <DueBadge thread={t} />
                    {t.assignedTo ? (
                      <Badge>Taken by {t.assignedTo.name}</Badge>
                    ) : (
                      <Badge tone="warning">Not taken</Badge>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {openId && <SupportThreadPanel id={openId} />}
      </div>
    </div>
  );
}
