import { ADMIN_PAGE_SIZE } from '@app/contract/admin';
import { REFERENCE_MSG, referenceCode } from '@app/contract/references';
import { REQUEST_STATUSES, WALLET_MSG } from '@app/contract/wallet';
import { Inbox } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import type { RequestKind } from '../api/admin-paths';
import { useWalletRequests } from '../api/get-wallet-requests';
import { ListFilter } from '../components/list-filter';
import { ListCount, ListError, ListLoading } from '../components/list-states';
import { ListToolbar } from '../components/list-toolbar';
import { Pagination } from '../components/pagination';
import type { AdminUrl } from '../use-admin-url';
import { DecisionDialog } from './decision-dialog';
import { RequestCard, statusLabel } from './request-card';
import { useRequestDecision } from './use-request-decision';

/** Deposits or withdrawals: a 2-column card grid, 10 a page, by status and reference from the URL. */
export function RequestsTab({ kind, url }: { kind: RequestKind; url: AdminUrl }) {
  // A search that cannot be a reference is said here, not sent (the server would answer 400).
  const typed = url.q.trim();
  const code = typed ? referenceCode(typed) : null;
  const badSearch = typed !== '' && code === null;
  const requests = useWalletRequests(kind, { page: url.page, status: url.status, q: code ?? undefined });
  const decision = useRequestDecision(kind);
  const plural = kind === 'deposit' ? 'deposits' : 'withdrawals';

  return (
    <div className="space-y-4">
      <ListToolbar
        url={url}
        label={`Search ${plural} by reference`}
        placeholder="Reference, e.g. VI-7KD3QX"
        maxLength={40}
      >
        <ListFilter
          label="Status"
          value={url.status ?? ''}
          onChange={(status) => url.update({ status: status || undefined, page: undefined })}
        >
          <option value="">All</option>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </ListFilter>
      </ListToolbar>
      <ListCount
        data={requests.isFetching || badSearch ? undefined : requests.data}
        pageSize={ADMIN_PAGE_SIZE}
        noun={url.status ? `${url.status} ${plural}` : plural}
      />
      {badSearch ? (
        <Alert tone="error">{REFERENCE_MSG.searchInvalid}</Alert>
      ) : requests.isPending ? (
        <ListLoading label={`Loading ${plural}…`} rows={4} />
      ) : requests.isError ? (
        <ListError
          error={requests.error}
          fallback={kind === 'deposit' ? WALLET_MSG.depositsFetchFailed : WALLET_MSG.withdrawalsFetchFailed}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.data.length === 0 ? (
        <EmptyState
          Icon={Inbox}
          title={
            code
              ? `No ${url.status ? `${url.status} ` : ''}${plural} match “${typed}”`
              : `No ${url.status ? `${url.status} ` : ''}${plural}`
          }
        />
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2">
            {requests.data.data.map((request) => (
              <li key={request._id} className="flex min-w-0">
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
