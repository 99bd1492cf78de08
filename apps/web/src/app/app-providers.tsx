import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client';

/**
 * Providers of the auth and signed-in screens: TanStack Query and the toast container. A lazy layout
 * route, so public pages never load either library; one instance across login → dashboard keeps the
 * 'Login Successful!' toast on screen while the route changes.
 */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick={false} theme="light" />
    </QueryClientProvider>
  );
}
