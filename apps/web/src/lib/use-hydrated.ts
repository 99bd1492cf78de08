import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and on the server), true afterwards. Parts that
 * depend on the query string (absent when the page was prerendered) wait for it, so hydration
 * matches the static HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
