import { PRODUCT_NAME } from '@app/contract/brand';
import { Suspense, useDeferredValue } from 'react';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { BalanceCard } from '../../features/dashboard/balance-card';
import { FirstStepsCard } from '../../features/dashboard/first-steps-card';
import { MarketHeatMap } from '../../features/dashboard/market-heat-map';
import { PortfolioPanel } from '../../features/dashboard/portfolio-panel';
import { ReturnBanner } from '../../features/investments/components/return-banner';
import { MyInvestmentsPanel } from '../../features/investments/my-investments-panel';
import {
  PaymentMethodsCard,
  preloadRemoveDialog,
} from '../../features/wallet/components/payment-methods-card';
import { useWalletPanels } from '../../features/wallet/use-wallet-panels';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { firstName, greetingFor } from '../../lib/format';
import { lazyWithPreload, usePreloadOnIntent } from '../../lib/lazy-with-preload';
import { useLatch } from '../../lib/use-latch';

/**
 * The Deposit, Withdraw and Add Payment Method panels (forms, zod, Radix Dialog): not on screen at
 * first, so their code loads when the pointer or the focus comes to the dashboard's content and
 * runs when a panel first opens, not before the dashboard is interactive.
 */
const WalletPanels = lazyWithPreload(() =>
  import('../../features/wallet/wallet-panels').then((m) => ({ default: m.WalletPanels })),
);
const preloadDialogs = () => {
  void WalletPanels.preload();
  preloadRemoveDialog();
};

/** Dashboard (spec): greeting, balance with Deposit/Withdraw/Invest, banner, heat map, My Investment. */
export function DashboardPage() {
  // Deferred: when the user arrives, React renders the dashboard as a background transition, in
  // slices that yield to the browser, instead of one long task (the same screens, a frame later).
  const me = useDeferredValue(useCurrentUser());
  const panels = useWalletPanels();
  // Mounted when a panel first opens, then kept: the 'Request Submitted' dialog outlives its panel.
  const walletPanelsMounted = useLatch(panels.panel !== null);
  const preloadOnIntent = usePreloadOnIntent<HTMLDivElement>(preloadDialogs);

  // What does not depend on the user's record (the greeting, the banner, the heat map) is drawn at
  // once, so the screen is there before the API answers; the rest fills in when /me does.
  const user = me.data;
  return (
    <>
      <title>{`Dashboard · ${PRODUCT_NAME}`}</title>
      {me.isError ? (
        <>
          <PageHeader title="Dashboard" />
          <Alert tone="error">{errorMessage(me.error)}</Alert>
        </>
      ) : (
        <div aria-busy={user ? undefined : true}>
          {/* Until /me answers: the greeting without the name, so nothing moves when it arrives. */}
          <PageHeader
            eyebrow="Dashboard"
            title={user ? `${greetingFor()}, ${firstName(user.name)}` : greetingFor()}
            description={`Welcome to ${PRODUCT_NAME}.`}
          />
          {!user && (
            <span className="sr-only" role="status">
              Loading your dashboard…
            </span>
          )}
          <div className="space-y-6" ref={preloadOnIntent}>
            {user ? (
              <BalanceCard
                user={user}
                onDeposit={() => panels.open('deposit')}
                onWithdraw={() => panels.open('withdraw')}
              />
            ) : (
              // The balance card's own height at each width: nothing moves when it arrives.
              <Skeleton className="h-67 w-full rounded-2xl sm:h-59 lg:h-41" />
            )}
            {user && (
              <FirstStepsCard
                user={user}
                onAddBank={() => panels.open('add-payment-method')}
                onDeposit={() => panels.open('deposit')}
              />
            )}
            {user ? <PortfolioPanel /> : <Skeleton className="h-96 w-full rounded-2xl" />}
            <ReturnBanner />
            {/* Without the heat map (one quiet line) the holdings take the whole width: no empty column. */}
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:has-[[data-heatmap=unavailable]]:grid-cols-1">
              <div className="min-w-0 lg:col-span-2 lg:has-[[data-heatmap=unavailable]]:col-span-1">
                <MarketHeatMap />
              </div>
              {/* min-w-0: a long holding name truncates instead of widening the phone layout. */}
              <div className="min-w-0 space-y-6">
                {user ? (
                  <>
                    <MyInvestmentsPanel userId={user._id} />
                    <PaymentMethodsCard
                      bankAccounts={user.bankAccounts}
                      onAdd={() => panels.open('add-payment-method')}
                    />
                  </>
                ) : (
                  <Skeleton className="h-64 w-full rounded-2xl" />
                )}
              </div>
            </div>
          </div>
          {user && walletPanelsMounted && (
            <Suspense fallback={null}>
              <WalletPanels user={user} panel={panels.panel} setPanel={panels.setPanel} />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}
