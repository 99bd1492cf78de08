import { PRODUCT_NAME } from '@app/contract/brand';
import { platformFeeBpsFor } from '@app/contract/fees';
import { isOnSale } from '@app/contract/holding-life';
import type { Offering } from '@app/contract/investments-responses';
import { Suspense, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { lazyWithPreload, usePreloadOnIntent } from '../../lib/lazy-with-preload';
import { useHoldings } from '../../lib/queries/holdings';
import { useLatch } from '../../lib/use-latch';
import { useFreePlanFeeBps, useOfferings } from './api/get-offerings';
import { ExploreTab } from './components/explore-tab';
import { HoldingsTab } from './components/holdings-tab';
import { InvestmentsBalanceCard } from './components/investments-balance-card';
import { ReturnBanner } from './components/return-banner';
import { notifyVerificationNeeded } from './components/verification-notice';

/*
 * The Learn dialog and the Details and Invest Now panels (a form, zod, Radix Dialog) are not on screen
 * at first: their code loads when the pointer or the focus comes to the page's content and runs when
 * one first opens, not before the page is interactive.
 */
const LearnDialog = lazyWithPreload(() =>
  import('./components/learn-dialog').then((m) => ({ default: m.LearnDialog })),
);
const OfferingDetailsPanel = lazyWithPreload(() =>
  import('./components/offering-details-panel').then((m) => ({ default: m.OfferingDetailsPanel })),
);
const InvestPanel = lazyWithPreload(() =>
  import('./components/invest-panel').then((m) => ({ default: m.InvestPanel })),
);
const preloadDialogs = () => {
  void LearnDialog.preload();
  void OfferingDetailsPanel.preload();
  void InvestPanel.preload();
};

const AutoInvestTab = lazyWithPreload(() =>
  import('./auto-invest/auto-invest-tab').then((m) => ({ default: m.AutoInvestTab })),
);

const TABS = {
  mine: 'My Investments',
  explore: 'Explore',
  completed: 'Completed',
  auto: 'Auto-invest',
} as const;
type Tab = keyof typeof TABS;
const isTab = (v: string | null): v is Tab => v !== null && v in TABS;

/** /investments and /investment: balance, banner, tabs, details and Invest Now panels. */
export function InvestmentsPage() {
  // Deferred: when the answers arrive, React renders them as a background transition, in slices
  // that yield to the browser, instead of one long task (the same screens, a frame later).
  const currentUser = useCurrentUser();
  const me = useDeferredValue(currentUser);
  const holdings = useDeferredValue(useHoldings(currentUser.data?._id));
  const offerings = useOfferings();
  const freePlanFeeBps = useFreePlanFeeBps();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'mine';
  const setTab = (next: string) =>
    setParams(
      (p) => {
        p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  const [learnOpen, setLearnOpen] = useState(false);
  const [panel, setPanel] = useState<{ kind: 'details' | 'invest'; offering: Offering } | null>(null);
  // Show the offering as it is now (a refetch after a price change updates an open panel).
  const current = panel && (offerings.data?.find((o) => o._id === panel.offering._id) ?? panel.offering);
  // Each is mounted when it first opens, then kept (closing and focus return work as before).
  const learnMounted = useLatch(learnOpen);
  const detailsMounted = useLatch(panel?.kind === 'details');
  const preloadOnIntent = usePreloadOnIntent<HTMLDivElement>(preloadDialogs);

  const startInvest = (offering: Offering) => {
    // Not on sale (delayed, defaulted, in recovery): the cards show no Invest button; a stale list never opens the panel.
    if (!isOnSale(offering)) return;
    if (!me.data?.isVerified) {
      setPanel(null);
      notifyVerificationNeeded();
      return;
    }
    setPanel({ kind: 'invest', offering });
  };

  return (
    <>
      <title>{`Investments · ${PRODUCT_NAME}`}</title>
      <PageHeader
        eyebrow="Investments"
        title="Investments"
        description="Browse the offerings open today, invest from your wallet and follow each investment to maturity."
      />
      {me.isPending ? (
        <div aria-busy="true" className="space-y-6">
          <span className="sr-only" role="status">
            Loading investments…
          </span>
          <Skeleton className="h-44 w-full rounded-2xl" />
          <Skeleton className="h-14 w-full rounded-2xl" />
        </div>
      ) : me.isError ? (
        <Alert tone="error">{errorMessage(me.error)}</Alert>
      ) : (
        <div className="space-y-6" ref={preloadOnIntent}>
          <InvestmentsBalanceCard user={me.data} onLearn={() => setLearnOpen(true)} />
          <ReturnBanner />
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="Investments" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
              {(Object.keys(TABS) as Tab[]).map((t) => (
                <TabsTrigger key={t} value={t}>
                  {TABS[t]}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="mine">
              <HoldingsTab status="active" holdings={holdings} onExplore={() => setTab('explore')} />
            </TabsContent>
            <TabsContent value="explore">
              <ExploreTab
                verified={me.data.isVerified}
                onDetails={(offering) => setPanel({ kind: 'details', offering })}
                onInvest={startInvest}
              />
            </TabsContent>
            <TabsContent value="completed">
              <HoldingsTab status="completed" holdings={holdings} onExplore={() => setTab('explore')} />
            </TabsContent>
            <TabsContent value="auto">
              {tab === 'auto' && (
                <Suspense fallback={<Skeleton className="h-56 w-full rounded-2xl" />}>
                  <AutoInvestTab verified={me.data.isVerified} />
                </Suspense>
              )}
            </TabsContent>
          </Tabs>
          {learnMounted && (
            <Suspense fallback={null}>
              <LearnDialog open={learnOpen} onOpenChange={setLearnOpen} />
            </Suspense>
          )}
          {detailsMounted && (
            <Suspense fallback={null}>
              <OfferingDetailsPanel
                offering={current}
                open={panel?.kind === 'details'}
                onOpenChange={(open) => !open && setPanel(null)}
                onInvest={startInvest}
              />
            </Suspense>
          )}
          {panel?.kind === 'invest' && current && freePlanFeeBps.data !== undefined && (
            <Suspense fallback={null}>
              <InvestPanel
                offering={current}
                balance={me.data.balance}
                feeBps={platformFeeBpsFor(me.data.plan, freePlanFeeBps.data)}
                onClose={() => setPanel(null)}
                onInvested={() => {
                  setPanel(null);
                  setTab('mine');
                }}
              />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}
