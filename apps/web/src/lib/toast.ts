/**
 * Toasts, with react-toastify (its code and its injected stylesheet) loaded on the first toast
 * instead of with every sign-in and signed-in page: `toast.success('…')` as before. A toast asked
 * for before the library or its container has arrived waits in react-toastify's own queue and shows
 * once the container mounts (AppProviders mounts it on the first request: <LazyToastContainer>).
 */
import type { ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');

let loading: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();

/** Starts loading react-toastify (once); tells the container to mount. */
export function loadToastify(): Promise<Toastify> {
  if (!loading) {
    loading = import('react-toastify');
    for (const listener of listeners) listener();
  }
  return loading;
}

/** For useSyncExternalStore: has any toast been asked for yet? */
export const toastsRequested = (): boolean => loading !== undefined;
export function subscribeToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Kind = 'success' | 'error' | 'info';
const show =
  (kind: Kind) =>
  (content: ReactNode, options?: ToastOptions): void => {
    void loadToastify().then((m) => m.toast[kind](content, options));
  };

export const toast = { success: show('success'), error: show('error'), info: show('info') };
