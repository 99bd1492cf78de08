import { lazy, Suspense } from 'react';
import { PageMeta, SITE_NAME } from '../components/page-meta';
import { Hero } from '../landing/hero';
import { TICKER_HEIGHT } from '../landing/ticker-config';

const TickerStrip = lazy(() => import('../landing/ticker-strip').then((m) => ({ default: m.TickerStrip })));
const LandingBelowTheFold = lazy(() =>
  import('../landing/below-the-fold').then((m) => ({ default: m.LandingBelowTheFold })),
);

/**
 * The landing page: the spec's ten sections, top to bottom. All of it is prerendered; the hero's code
 * is in the entry bundle, while the ticker (section 1) and sections 3 to 10 load as separate chunks
 * and hydrate as they arrive (selective hydration), so the page is interactive sooner.
 */
export function LandingPage() {
  return (
    <>
      <PageMeta
        title={SITE_NAME}
        description="Verdant Invest makes it easy for everyone to invest: open an account in minutes, choose from up to 15 funds and follow your savings and goals in one app. Capital at risk."
      />
      <Suspense
        fallback={<div className="border-b border-slate-200 bg-white" style={{ height: TICKER_HEIGHT }} />}
      >
        <TickerStrip />
      </Suspense>
      <Hero />
      <Suspense fallback={<div className="min-h-screen" />}>
        <LandingBelowTheFold />
      </Suspense>
    </>
  );
}
