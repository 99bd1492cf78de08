import { ADMIN_MSG, ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX } from '@app/contract/admin';
import type { User } from '@app/contract/user';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminUsers } from '../api/get-admin-users';
import { ListCount, ListError, ListLoading } from '../components/list-states';
import { ListToolbar } from '../components/list-toolbar';
import { Pagination } from '../components/pagination';
import type { AdminUrl } from '../use-admin-url';
import { PlanDialog } from './plan-dialog';
import { ReopenDialog } from './reopen-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { SendResetDialog } from './send-reset-dialog';
import { UserRow } from './user-row';

const head = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** Server-side paged users (10 a page), searchable by name or email prefix. */
export function UsersTab({ url, selfId }: { url: AdminUrl; selfId: string }) {
  const q = url.q.trim() || undefined;
  const [closedOnly, setClosedOnly] = useState(false);
  const users = useAdminUsers({ page: url.page, q, ...(closedOnly ? { status: 'closed' as const } : {}) });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [resetFor, setResetFor] = useState<User | null>(null);
  const [planFor, setPlanFor] = useState<User | null>(null);
  const [twoFactorFor, setTwoFactorFor] = useState<User | null>(null);
  const [reopenFor, setReopenFor] = useState<User | null>(null);

  return (
    <div className="space-y-4">
      <ListToolbar
        url={url}
        label="Search users by name or email"
        placeholder="Search name or email"
        maxLength={ADMIN_SEARCH_MAX}
      >
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={closedOnly}
            onChange={(e) => setClosedOnly(e.target.checked)}
          />
          Closed accounts only
        </label>
        {users.isFetching && !users.isPending && <Spinner size="sm" label="Updating the list…" />}
      </ListToolbar>
      <ListCount data={users.isFetching ? undefined : users.data} pageSize={ADMIN_PAGE_SIZE} noun="users" />
      {users.isPending ? (
        <ListLoading label="Loading users…" />
      ) : users.isError ? (
        <ListError
          error={users.error}
          fallback={ADMIN_MSG.usersFetchFailed}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.data.length === 0 ? (
        <EmptyState
          Icon={Users}
          title={q ? `No users match “${q}”` : closedOnly ? 'No closed accounts' : 'No users on this page'}
        >
          {q ? 'Search matches the start of a name, a last name or an email address.' : null}
        </EmptyState>
      ) : (
        <>
          <div className="md:overflow-hidden md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
            <table className="w-full text-sm max-md:block">
              <caption className="sr-only">Users, page {users.data.page}</caption>
              <thead className="bg-slate-50 max-md:sr-only">
                <tr>
                  <th scope="col" className={head}>
                    Name
                  </th>
                  <th scope="col" className={head}>
                    Email
                  </th>
                  <th scope="col" className={`${head} text-right`}>
                    Balance
                  </th>
                  <th scope="col" className={`${head} text-right`}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="max-md:block">
                {users.data.data.map((user) => (
                  <UserRow
                    key={user._id}
                    user={user}
                    isSelf={user._id === selfId}
                    editing={editingId === user._id}
                    onEdit={() => setEditingId(user._id)}
                    onDoneEditing={() => setEditingId(null)}
                    onSendReset={() => setResetFor(user)}
                    onChangePlan={() => setPlanFor(user)}
                    onResetTwoFactor={() => setTwoFactorFor(user)}
                    onReopen={() => setReopenFor(user)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label="Users pages"
            page={url.page}
            pageSize={ADMIN_PAGE_SIZE}
            total={users.data.total}
            hrefFor={(page) => url.searchFor({ page })}
          />
        </>
      )}
      <SendResetDialog user={resetFor} onClose={() => setResetFor(null)} />
      <PlanDialog user={planFor} onClose={() => setPlanFor(null)} />
      <ResetTwoFactorDialog user={twoFactorFor} onClose={() => setTwoFactorFor(null)} />
      <ReopenDialog user={reopenFor} onClose={() => setReopenFor(null)} />
    </div>
  );
}
