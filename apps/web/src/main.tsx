// First: configures zod before any schema exists (no eval under our CSP).
import './lib/zod-jitless';
// Then: a signed-in page's first GETs leave before the libraries below are evaluated.
import './app/early-requests';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';
import { keepFocusOnThePage } from './lib/focus-rescue';
import './styles.css';

declare global {
  interface Window {
    /** Written into prerendered pages by the prerender script (React Router's static handler). */
    __staticRouterHydrationData?: HydrationState;
  }
}

// Render once the first route's lazy code is loaded, so a prerendered page hydrates the same tree.
// As a transition: React works in short slices and yields to the browser in between instead of one
// long task that blocks a phone's main thread. A tap during the
// sliced hydration is not lost: React hydrates what was tapped at once before handling it, and the
// public mobile menu is a native popover that needs no script at all.
function boot() {
  keepFocusOnThePage();
  const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const start = () =>
    startTransition(() => {
      if (container.firstElementChild) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });

  if (router.state.initialized) start();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      start();
    });
  }
}

// In a task of its own: evaluating the libraries above is one task, creating the router (which
// starts a signed-in page's code and data requests) and hydrating come after it, so a phone's main
// thread is not blocked by both at once. A prerendered page is painted first (the frame after the
// next animation frame): the visitor sees the content before any route code is fetched or run. The
// signed-in shell has nothing to paint, and a hidden tab paints nothing, so those boot at once.
const hasContentToPaint = document.getElementById('root')?.firstElementChild != null;
if (hasContentToPaint && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(boot, 0));
} else setTimeout(boot, 0);
