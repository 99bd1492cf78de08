import { CUSTOMER_MSG, type CustomerOverview } from '@app/contract/admin-customer';
import { PRODUCT_NAME } from '@app/contract/brand';
import { ArrowLeft, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { MovementHistory } from '../../../components/money/movement-history';
import { Alert } from '../../../components/ui/alert';
import { CopyableText } from '../../../components/ui/copyable-text';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { adminApiPaths, adminKeys } from '../api/admin-paths';
import { useCustomer } from '../api/get-customer';
import { ListError } from '../components/list-states';
import { MessageScreen } from '../components/message-screen';
import { NotAllowed } from '../components/not-allowed';
import { StepUpHost } from '../step-up/step-up-host';
import { AuditCard } from './audit-card';
import { BalanceCard } from './balance-card';
import { CustomerActions } from './customer-actions';
import { IdentityCard } from './identity-card';
import { HoldingsCard, PaymentMethodsCard, RequestsCard } from './money-lists';
import { PendingRequestsCard } from './pending-requests-card';
import { ProfileCard } from './profile-card';
import { ProtectionCard } from './protection-card';
import { SessionsCard } from './sessions-card';

const usersTab = `${paths.adminDashboard}?tab=users`;

function BackLink() {
  return (
    <Link
      to={usersTab}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All users
    </Link>
  );
}

function Loading() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span role="status" className="sr-only">
        Loading the customer…
      </span>
      <Skeleton className="h-9 w-64" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
      <Skeleton className="h-96 w-full rounded-2xl" />
    </div>
  );
}

function NoSuchCustomer() {
  return (
    <MessageScreen Icon={UserX} title={CUSTOMER_MSG.notFoundTitle} to={usersTab} action="Back to all users">
      No account has this id. It may have been removed, or the link is mistyped.
    </MessageScreen>
  );
}

function CustomerSections({ customer, selfId }: { customer: CustomerOverview; selfId: string }) {
  const userId = customer.user._id;
  const isSelf = userId === selfId;
  return (
    <div className="space-y-6">
      <PendingRequestsCard customer={customer} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <BalanceCard customer={customer} isSelf={isSelf} />
          <IdentityCard customer={customer} isSelf={isSelf} />
          <ProtectionCard customer={customer} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <ProfileCard customer={customer} />
          <SessionsCard customer={customer} />
        </div>
      </div>
      <MovementHistory
        title="Ledger"
        source={{
          path: adminApiPaths.customerMovements(userId),
          queryKey: adminKeys.customerMovements(userId),
        }}
      />
      <HoldingsCard customer={customer} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <RequestsCard customer={customer} />
        <PaymentMethodsCard customer={customer} />
      </div>
      <AuditCard customer={customer} />
    </div>
  );
}

const titleOf = (name = 'Customer') => <title>{`${name} · Admin · ${PRODUCT_NAME}`}</title>;

function CustomerView({ userId, selfId }: { userId: string; selfId: string }) {
  const customer = useCustomer(userId);
  if (customer.isPending || customer.isError) {
    const status = isApiError(customer.error) ? customer.error.status : 0;
    return (
      <>
        {titleOf()}
        {customer.isPending ? (
          <Loading />
        ) : status === 403 ? (
          <NotAllowed />
        ) : status === 404 || status === 400 ? (
          // A malformed id (400) names no customer either.
          <NoSuchCustomer />
        ) : (
          <ListError
            error={customer.error}
            fallback={CUSTOMER_MSG.fetchFailed}
            onRetry={() => void customer.refetch()}
          />
        )}
      </>
    );
  }
  const c = customer.data;
  return (
    <>
      {titleOf(c.user.name)}
      <PageHeader
        eyebrow={c.user.userRole === 'admin' ? 'Admin account' : 'Customer'}
        title={<span className="break-words">{c.user.name}</span>}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <CopyableText value={c.user.email} label="Email address" />
            {customer.isFetching && <Spinner size="sm" label="Refreshing…" />}
          </span>
        }
        actions={<CustomerActions customer={c} isSelf={c.user._id === selfId} />}
      />
      <CustomerSections customer={c} selfId={selfId} />
    </>
  );
}

/** /admin-dashboard/users/:id: one customer's whole picture and the admin's actions on it. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const named = me.data?.userRole === 'admin';
  return (
    <>
      {/* The loaded page names the customer in its own title. */}
      {!named && titleOf()}
      <BackLink />
      {me.isPending ? (
        <Loading />
      ) : me.isError ? (
        <Alert tone="error">{errorMessage(me.error)}</Alert>
      ) : me.data.userRole !== 'admin' ? (
        <NotAllowed />
      ) : (
        <>
          <StepUpHost />
          <CustomerView key={id} userId={id} selfId={me.data._id} />
        </>
      )}
    </>
  );
}
