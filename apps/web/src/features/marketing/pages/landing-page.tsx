import { lazy, Suspense, use } from 'react';
import { firstInteraction } from '../../../lib/first-interaction';
import { trackedImport } from '../../../lib/tracked-import';
import { PageMeta, SITE_NAME } from '../components/page-meta';
import { Hero } from '../landing/hero';
import { TICKER_HEIGHT } from '../landing/ticker-config';

// The ticker (its widget in a sandboxed frame) and sections 3 to 10 load when the visitor first uses
// the page (lib/first-interaction.ts): until then their prerendered HTML stands as it is, its links
// and the join form (a plain GET form to /signup) work, and the page loads only the header and hero.
const TickerStrip = lazy(() =>
  firstInteraction()
    .then(() => import('../landing/ticker-strip'))
    .then((m) => ({ default: m.TickerStrip })),
);
const loadBelowTheFold = trackedImport(() =>
  firstInteraction().then(() => import('../landing/below-the-fold')),
);

/**
 * Sections 3 to 10 (the join form, the FAQ accordion): their chunk starts loading at the visitor's
 * first interaction, and once it has arrived this part hydrates without suspending, so a tap on Join
 * or a question during hydration is handled by React rather than falling through to the browser.
 */
function LandingBelowTheFold() {
  const { LandingBelowTheFold: Sections } = use(loadBelowTheFold());
  return <Sections />;
}

/**
 * The landing page: its ten sections (docs/product.md §2), top to bottom. All of it is prerendered; the hero's code
 * is in the entry bundle, while the ticker (section 1) and sections 3 to 10 load as separate chunks
 * at the first interaction and hydrate as they arrive (selective hydration), so the page is
 * interactive sooner and a visitor who only reads the first screen downloads no more.
 */
export function LandingPage() {
  // Start waiting for the below-the-fold chunk now, not when React reaches its boundary.
  void loadBelowTheFold();
  return (
    <>
      <PageMeta
        title={SITE_NAME}
        description="Verdant Invest makes it easy for everyone to invest: open an account in minutes, choose among offerings in four asset classes and follow your savings and goals in one app. Capital at risk."
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
