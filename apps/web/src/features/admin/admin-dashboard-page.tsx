import { PRODUCT_NAME } from '@app/contract/brand';
import { ERROR_CODES } from '@app/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage, isApiError } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { ActivityTab } from './activity/activity-tab';
import { AdjustmentsTab } from './adjustments/adjustments-tab';
import { adminKeys } from './api/admin-paths';
import { useAdminStats } from './api/get-admin-stats';
import { ApprovalsTab } from './approvals/approvals-tab';
import { NotAllowed } from './components/not-allowed';
import { StatCards } from './components/stat-cards';
import { OfferingsTab } from './investments/offerings-tab';
import { ReportsTab } from './reports/reports-tab';
import { RequestsTab } from './requests/requests-tab';
import { StepUpHost } from './step-up/step-up-host';
import { TwoFactorRequired, TwoFactorWarning } from './step-up/two-factor-notices';
import { SupportTab } from './support/support-tab';
import { ADMIN_TABS, type AdminTab, useAdminUrl } from './use-admin-url';
import { UsersTab } from './users/users-tab';
import { VerificationsTab } from './verifications/verifications-tab';

const title = <title>{`Admin Dashboard · ${PRODUCT_NAME}`}</title>;

function Loading() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span role="status" className="sr-only">
        Loading the admin console…
      </span>
      <Skeleton className="h-9 w-64" />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-6">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

/** The console itself, for an admin: summary cards and the tabs (tab and page in the URL). */
function AdminConsole({ selfId, twoFactorOn }: { selfId: string; twoFactorOn: boolean }) {
  const url = useAdminUrl();
  const stats = useAdminStats();
  const queryClient = useQueryClient();
  // The server decides: a role taken away mid-session turns every admin call into a 403, and where
  // admins must have two-factor sign-in, so does its absence (ADR 028).
  const needsTwoFactor = isApiError(stats.error) && stats.error.code === ERROR_CODES.TWO_FACTOR_REQUIRED;
  const revoked = isApiError(stats.error) && stats.error.status === 403 && !needsTwoFactor;
  useEffect(() => {
    if (revoked) queryClient.removeQueries({ queryKey: adminKeys.all, type: 'inactive' });
  }, [revoked, queryClient]);
  if (revoked) return <NotAllowed />;
  if (needsTwoFactor) return <TwoFactorRequired />;

  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Users, balances, requests, identity checks, offerings, adjustments and reports."
      />
      <StepUpHost />
      <div className="space-y-6">
        {!twoFactorOn && <TwoFactorWarning />}
        <StatCards />
        <Tabs value={url.tab} onValueChange={(v) => url.selectTab(v as AdminTab)}>
          <TabsList aria-label="Admin sections" className="w-full max-sm:grid max-sm:grid-cols-3 sm:w-auto">
            {ADMIN_TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} className="max-sm:px-2">
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="users">
            <UsersTab url={url} selfId={selfId} />
          </TabsContent>
          <TabsContent value="approvals">
            <ApprovalsTab selfId={selfId} />
          </TabsContent>
          <TabsContent value="deposits">
            <RequestsTab kind="deposit" url={url} />
          </TabsContent>
          <TabsContent value="withdrawals">
            <RequestsTab kind="withdrawal" url={url} />
          </TabsContent>
          <TabsContent value="investments">
            <OfferingsTab />
          </TabsContent>
          <TabsContent value="verifications">
            <VerificationsTab url={url} />
          </TabsContent>
          <TabsContent value="adjustments">
            <AdjustmentsTab selfId={selfId} />
          </TabsContent>
          <TabsContent value="support">
            <SupportTab />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityTab url={url} />
          </TabsContent>
          <TabsContent value="reports">
            <ReportsTab />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

/**
 * /admin-dashboard. The role shown here comes from GET /auth/me (the server's answer, not the stored
 * one); a customer sees the 'not allowed' screen, and every admin call is refused by the server anyway.
 */
export function AdminDashboardPage() {
  const me = useCurrentUser();
  return (
    <>
      {title}
      {me.isPending ? (
        <Loading />
      ) : me.isError ? (
        <>
          <PageHeader title="Admin Dashboard" />
          <Alert tone="error">{errorMessage(me.error)}</Alert>
        </>
      ) : me.data.userRole !== 'admin' ? (
        <NotAllowed />
      ) : (
        <AdminConsole selfId={me.data._id} twoFactorOn={me.data.twoFactorEnabled} />
      )}
    </>
  );
}
