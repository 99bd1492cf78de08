import { ADMIN_MSG, AUDIT_PAGE_SIZE } from '@app/contract/admin';
import { History } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { ListError, ListLoading } from '../components/list-states';
import { Pagination } from '../components/pagination';
import type { AdminUrl } from '../use-admin-url';
import { actionLabel, detailLines, targetLabel } from './audit-describe';

/** The audit trail, newest first: who did what, to whom, when, and the details. */
export function ActivityTab({ url }: { url: AdminUrl }) {
  const audit = useAuditLog(url.page);
  if (audit.isPending) return <ListLoading label="Loading activity…" rows={6} />;
  if (audit.isError) {
    return (
      <ListError
        error={audit.error}
        fallback={ADMIN_MSG.auditFetchFailed}
        onRetry={() => void audit.refetch()}
      />
    );
  }
  if (audit.data.data.length === 0) return <EmptyState Icon={History} title="No activity on this page" />;
  return (
    <div>
      <ol
        aria-label="Activity"
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {audit.data.data.map((entry) => {
          const lines = detailLines(entry.details);
          return (
            <li key={entry._id} className="grid gap-x-6 gap-y-1 p-4 sm:grid-cols-[11rem_1fr] sm:p-5">
              <time dateTime={entry.createdAt} className="text-sm text-slate-500 tabular-nums">
                {formatDateTime(entry.createdAt)}
              </time>
              <div className="min-w-0">
                <p className="text-slate-900">
                  <span className="font-semibold">{entry.actor?.name ?? 'System'}</span>{' '}
                  <span className="text-slate-600">·</span> {actionLabel(entry.action)}{' '}
                  <span className="text-slate-600">·</span>{' '}
                  <span className="font-medium">{targetLabel(entry.target)}</span>
                </p>
                {lines.length > 0 && (
                  <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {lines.map((l) => (
                      <div key={l.label} className="flex min-w-0 gap-1.5">
                        <dt className="text-slate-500">{l.label}:</dt>
                        <dd className="min-w-0 break-words text-slate-800">{l.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <Pagination
        label="Activity pages"
        page={url.page}
        pageSize={AUDIT_PAGE_SIZE}
        total={audit.data.total}
        hrefFor={(page) => url.searchFor({ page })}
      />
    </div>
  );
}
