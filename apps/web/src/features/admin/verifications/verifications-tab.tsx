import { ADMIN_PAGE_SIZE } from '@app/contract/admin';
import { MSG } from '@app/contract/messages';
import type { User } from '@app/contract/user';
import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePendingKyc } from '../api/get-kyc-submissions';
import { ListError, ListLoading } from '../components/list-states';
import { Pagination } from '../components/pagination';
import type { AdminUrl } from '../use-admin-url';
import { DocumentViewer } from './document-viewer';
import { KycCard } from './kyc-card';
import { type KycDecision, KycDecisionDialog } from './kyc-decision-dialog';

/** Identity checks waiting for a decision, oldest first, 10 a page. */
export function VerificationsTab({ url }: { url: AdminUrl }) {
  const kyc = usePendingKyc();
  const [viewing, setViewing] = useState<User | null>(null);
  const [deciding, setDeciding] = useState<KycDecision | null>(null);
  const all = kyc.data ?? [];
  const pageCount = Math.max(1, Math.ceil(all.length / ADMIN_PAGE_SIZE));
  const page = Math.min(url.page, pageCount);
  const shown = all.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);

  return (
    <div className="space-y-4">
      {kyc.isPending ? (
        <ListLoading label="Loading verifications…" rows={4} />
      ) : kyc.isError ? (
        <ListError error={kyc.error} fallback={MSG.genericError} onRetry={() => void kyc.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState Icon={IdCard} title="No verifications waiting">
          New identity documents appear here for review.
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2">
            {shown.map((user) => (
              <li key={user._id} className="flex min-w-0">
                <KycCard
                  user={user}
                  onView={() => setViewing(user)}
                  onDecide={(decision) => setDeciding({ user, decision })}
                />
              </li>
            ))}
          </ul>
          <Pagination
            label="Verifications pages"
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={all.length}
            hrefFor={(p) => url.searchFor({ page: p })}
          />
        </>
      )}
      <DocumentViewer user={viewing} onClose={() => setViewing(null)} />
      <KycDecisionDialog pending={deciding} onClose={() => setDeciding(null)} />
    </div>
  );
}
