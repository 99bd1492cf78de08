import type { CustomerOverview } from '@app/contract/admin-customer';
import { CUSTOMER_MSG } from '@app/contract/admin-customer';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AuditEntryItem } from '../activity/audit-entry-item';
import { useOlderAudit } from '../api/get-customer';
import { ListError } from '../components/list-states';
import { Section } from './section';

/** Every audit entry about the customer, newest first: the answer's first page, then 'Load older'. */
export function AuditCard({ customer }: { customer: CustomerOverview }) {
  const [wanted, setWanted] = useState(false);
  const older = useOlderAudit(customer.user._id, customer.auditNextCursor, wanted);
  const loading = older.isFetching;
  const entries = [...customer.audit, ...(older.data?.pages.flatMap((p) => p.data) ?? [])];
  // Before the first click the answer's cursor tells; after it, the pages do (or the one on its way).
  const more = !wanted ? customer.auditNextCursor !== null : older.data ? older.hasNextPage : loading;

  return (
    <Section id="activity" title="Activity about this customer">
      {entries.length === 0 ? (
        <EmptyState Icon={History} title="No activity yet" className="py-8">
          Admin actions and account changes about this customer appear here.
        </EmptyState>
      ) : (
        <ol
          aria-label="Activity about this customer"
          className="-mx-5 divide-y divide-slate-100 border-y border-slate-100 sm:-mx-6"
        >
          {entries.map((entry) => (
            <AuditEntryItem key={entry._id} entry={entry} />
          ))}
        </ol>
      )}
      {older.isError && (
        <div className="mt-4">
          <ListError
            error={older.error}
            fallback={CUSTOMER_MSG.auditFetchFailed}
            onRetry={() => void older.refetch()}
          />
        </div>
      )}
      {more && (
        <Button
          variant="outline"
          className="mt-4"
          disabled={loading}
          onClick={() => (wanted ? void older.fetchNextPage() : setWanted(true))}
        >
          {loading ? 'Loading…' : 'Load older'}
        </Button>
      )}
    </Section>
  );
}
