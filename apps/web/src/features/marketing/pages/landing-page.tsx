import { lazy, Suspense, use } from 'react';
import { trackedImport } from '../../../lib/tracked-import';
import { PageMeta, SITE_NAME } from '../components/page-meta';
import { Hero } from '../landing/hero';
import { TICKER_HEIGHT } from '../landing/ticker-config';

const TickerStrip = lazy(() => import('../landing/ticker-strip').then((m) => ({ default: m.TickerStrip })));
const loadBelowTheFold = trackedImport(() => import('../landing/below-the-fold'));

/**
 * Sections 3 to 10 (the join form, the FAQ accordion): their chunk starts loading as soon as the
 * landing page renders, and once it has arrived this part hydrates without suspending, so a tap on
 * Join or a question during hydration is handled by React rather than falling through to the browser.
 */
function LandingBelowTheFold() {
  const { LandingBelowTheFold: Sections } = use(loadBelowTheFold());
  return <Sections />;
}

/**
 * The landing page: the spec's ten sections, top to bottom. All of it is prerendered; the hero's code
 * is in the entry bundle, while the ticker (section 1) and sections 3 to 10 load as separate chunks
 * and hydrate as they arrive (selective hydration), so the page is interactive sooner.
 */
export function LandingPage() {
  // Start fetching the below-the-fold chunk now, not when React reaches its boundary.
  void loadBelowTheFold();
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
