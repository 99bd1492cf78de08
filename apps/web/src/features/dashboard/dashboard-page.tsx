import { PRODUCT_NAME } from '@app/contract';
import { Suspense, useDeferredValue } from 'react';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { firstName, greetingFor } from '../../lib/format';
import { lazyWithPreload, usePreloadOnIntent } from '../../lib/lazy-with-preload';
import { useLatch } from '../../lib/use-latch';
import { MyInvestmentsPanel } from '../investments/my-investments-panel';
import { PaymentMethodsCard, preloadRemoveDialog } from '../wallet/components/payment-methods-card';
import { useWalletPanels } from '../wallet/use-wallet-panels';
import { BalanceCard } from './balance-card';
import { MarketHeatMap } from './market-heat-map';
import { RoiBanner } from './roi-banner';

/**
 * The Deposit, Withdraw and Add Payment Method panels (forms, zod, Radix Dialog): not on screen at
 * first, so their code loads when the pointer or the focus comes to the dashboard's content and
 * runs when a panel first opens, not before the dashboard is interactive.
 */
const WalletPanels = lazyWithPreload(() =>
  import('../wallet/wallet-panels').then((m) => ({ default: m.WalletPanels })),
);
const preloadDialogs = () => {
  void WalletPanels.preload();
  preloadRemoveDialog();
};

function DashboardSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only" role="status">
        Loading your dashboard…
      </span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-44 w-full rounded-2xl" />
      <Skeleton className="h-14 w-full rounded-2xl" />
    </div>
  );
}

/** Dashboard (spec): greeting, balance with Deposit/Withdraw/Invest, banner, heat map, My Investment. */
export function DashboardPage() {
  // Deferred: when the user arrives, React renders the dashboard as a background transition, in
  // slices that yield to the browser, instead of one long task (the same screens, a frame later).
  const me = useDeferredValue(useCurrentUser());
  const panels = useWalletPanels();
  // Mounted when a panel first opens, then kept: the 'Request Submitted' dialog outlives its panel.
  const walletPanelsMounted = useLatch(panels.panel !== null);
  const preloadOnIntent = usePreloadOnIntent<HTMLDivElement>(preloadDialogs);

  return (
    <>
      <title>{`Dashboard · ${PRODUCT_NAME}`}</title>
      {me.isPending ? (
        <DashboardSkeleton />
      ) : me.isError ? (
        <>
          <PageHeader title="Dashboard" />
          <Alert tone="error">{errorMessage(me.error)}</Alert>
        </>
      ) : (
        <>
          <PageHeader
            eyebrow="Dashboard"
            title={`${greetingFor()}, ${firstName(me.data.name)}`}
            description={`Welcome to ${PRODUCT_NAME}.`}
          />
          <div className="space-y-6" ref={preloadOnIntent}>
            <BalanceCard
              user={me.data}
              onDeposit={() => panels.open('deposit')}
              onWithdraw={() => panels.open('withdraw')}
            />
            <RoiBanner />
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="min-w-0 lg:col-span-2">
                <MarketHeatMap />
              </div>
              <div className="space-y-6">
                <MyInvestmentsPanel userId={me.data._id} />
                <PaymentMethodsCard
                  bankAccounts={me.data.bankAccounts}
                  onAdd={() => panels.open('add-payment-method')}
                />
              </div>
            </div>
          </div>
          {walletPanelsMounted && (
            <Suspense fallback={null}>
              <WalletPanels user={me.data} panel={panels.panel} setPanel={panels.setPanel} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
