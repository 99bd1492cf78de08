import { ADMIN_MSG, ADMIN_PAGE_SIZE } from '@app/contract/admin';
import { MSG } from '@app/contract/messages';
import { REQUEST_STATUSES, WALLET_MSG } from '@app/contract/wallet';
import { Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import { errorMessage, isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { RequestKind } from '../api/admin-paths';
import { useWalletRequests } from '../api/get-wallet-requests';
import { useDecideRequest } from '../api/use-decide-request';
import { ListCount, ListError, ListLoading } from '../components/list-states';
import { Pagination } from '../components/pagination';
import type { AdminUrl } from '../use-admin-url';
import { DecisionDialog, type PendingDecision } from './decision-dialog';
import { RequestCard, statusLabel } from './request-card';

/** Deposits or withdrawals: a 2-column card grid, 10 a page, filtered by status from the URL. */
export function RequestsTab({ kind, url }: { kind: RequestKind; url: AdminUrl }) {
  const requests = useWalletRequests(kind, { page: url.page, status: url.status });
  const decide = useDecideRequest(kind);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const filterId = useId();
  const plural = kind === 'deposit' ? 'deposits' : 'withdrawals';

  const confirm = async () => {
    if (!pending) return;
    try {
      const answer = await decide.mutateAsync({ id: pending.request._id, status: pending.status });
      // A deposit past the approval limit answers with why it still waits (ADR 027).
      toast.success(answer.data.approvals ? answer.message : MSG.successful);
    } catch (e) {
      toast.error(isApiError(e) && e.status === 409 ? ADMIN_MSG.alreadyDecided : errorMessage(e, MSG.failed));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
          Status
        </label>
        <Select
          id={filterId}
          value={url.status ?? ''}
          onChange={(e) => url.update({ status: e.target.value || undefined, page: undefined })}
          className="h-10 w-44"
        >
          <option value="">All</option>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Select>
      </div>
      <ListCount
        data={requests.isFetching ? undefined : requests.data}
        pageSize={ADMIN_PAGE_SIZE}
        noun={url.status ? `${url.status} ${plural}` : plural}
      />
      {requests.isPending ? (
        <ListLoading label={`Loading ${plural}…`} rows={4} />
      ) : requests.isError ? (
        <ListError
          error={requests.error}
          fallback={kind === 'deposit' ? WALLET_MSG.depositsFetchFailed : WALLET_MSG.withdrawalsFetchFailed}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.data.length === 0 ? (
        <EmptyState Icon={Inbox} title={`No ${url.status ? `${url.status} ` : ''}${plural}`} />
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2">
            {requests.data.data.map((request) => (
              <li key={request._id} className="flex">
                <RequestCard
                  kind={kind}
                  request={request}
                  onDecide={(status) => setPending({ request, status })}
                />
              </li>
            ))}
          </ul>
          <Pagination
            label={`${plural} pages`}
            page={url.page}
            pageSize={ADMIN_PAGE_SIZE}
            total={requests.data.total}
            hrefFor={(page) => url.searchFor({ page })}
          />
        </>
      )}
      <DecisionDialog
        kind={kind}
        pending={pending}
        busy={decide.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
