import { ADMIN_PAGE_SIZE } from '@app/contract/admin';
import { REQUEST_STATUSES, WALLET_MSG } from '@app/contract/wallet';
import { Inbox } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import type { RequestKind } from '../api/admin-paths';
import { useWalletRequests } from '../api/get-wallet-requests';
import { ListError, ListLoading } from '../components/list-states';
import { Pagination } from '../components/pagination';
import type { AdminUrl } from '../use-admin-url';
import { DecisionDialog } from './decision-dialog';
import { RequestCard, statusLabel } from './request-card';
import { useRequestDecision } from './use-request-decision';

/** Deposits or withdrawals: a 2-column card grid, 10 a page, filtered by status from the URL. */
export function RequestsTab({ kind, url }: { kind: RequestKind; url: AdminUrl }) {
  const requests = useWalletRequests(kind, { page: url.page, status: url.status });
  const decision = useRequestDecision(kind);
  const filterId = useId();
  const plural = kind === 'deposit' ? 'deposits' : 'withdrawals';

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
                  onDecide={(status) => decision.ask({ request, status })}
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
      <DecisionDialog {...decision.dialogProps} />
    </div>
  );
}
