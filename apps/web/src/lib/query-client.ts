import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/** One client for the signed-in and auth screens (loaded lazily: public pages never ship it). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; network trouble and 5xx get two more tries.
      retry: (failureCount, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
