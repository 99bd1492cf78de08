import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { firstInteraction } from '../../../lib/first-interaction';
import { SiteHeader } from './site-header';

/**
 * The footer is below the fold: prerendered with the page (its links work without code), its code
 * loads as its own chunk when the visitor first uses the page.
 */
const SiteFooter = lazy(() =>
  firstInteraction()
    .then(() => import('./site-footer'))
    .then((m) => ({ default: m.SiteFooter })),
);

/** Header and footer around every marketing page (docs/product.md §2 "Public layout"). */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A boundary around the page: hydration commits header first, then the page in small slices. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
