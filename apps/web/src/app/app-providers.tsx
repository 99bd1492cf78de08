import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';
import { loadToastify, subscribeToastsRequested, toastsRequested } from '../lib/toast';

const ToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

/**
 * The toast container, mounted once the first toast is asked for (lib/toast.ts): react-toastify is
 * then loaded, and that toast waits in its queue until the container is there.
 */
function LazyToastContainer() {
  const requested = useSyncExternalStore(subscribeToastsRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      {/*
        At the bottom: at the top a toast covers the page's heading, which says where the customer is.
        It leaves after 5 s even under the pointer: on a phone it sits over the page's last button, and
        a pointer resting there must not keep it (screen readers hear it from its live region at once).
      */}
      <ToastContainer
        position="bottom-right"
        autoClose={5000}
        pauseOnHover={false}
        newestOnTop
        closeOnClick={false}
        theme="light"
      />
    </Suspense>
  );
}

/**
 * Providers of the auth and signed-in screens: TanStack Query and the toast container. A lazy layout
 * route, so public pages never load either library; one instance across login → dashboard keeps the
 * 'Login Successful!' toast on screen while the route changes. react-toastify itself loads with the
 * first toast, not with the page.
 */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <LazyToastContainer />
    </QueryClientProvider>
  );
}
