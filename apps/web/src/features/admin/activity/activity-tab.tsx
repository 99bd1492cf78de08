import { ADMIN_MSG, AUDIT_PAGE_SIZE } from '@app/contract/admin';
import { History } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAuditLog } from '../api/get-audit-log';
import { ListError, ListLoading } from '../components/list-states';
import { Pagination } from '../components/pagination';
import type { AdminUrl } from '../use-admin-url';
import { AuditEntryItem } from './audit-entry-item';

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
        {audit.data.data.map((entry) => (
          <AuditEntryItem key={entry._id} entry={entry} />
        ))}
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
