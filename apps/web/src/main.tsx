// First: configures zod before any schema exists (no eval under our CSP).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';
import './styles.css';

declare global {
  interface Window {
    /** Written into prerendered pages by the prerender script (React Router's static handler). */
    __staticRouterHydrationData?: HydrationState;
  }
}

const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Render once the first route's lazy code is loaded, so a prerendered page hydrates the same tree.
// A page the server did not prerender (the signed-in app) renders as a transition: React works in
// slices of a few milliseconds and yields to the browser in between instead of one long task. A
// prerendered page hydrates at once: a tap on its menu button during a sliced hydration was lost.
function start() {
  if (container.firstElementChild) {
    hydrateRoot(container, app);
    return;
  }
  startTransition(() => createRoot(container).render(app));
}

if (router.state.initialized) start();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
}
