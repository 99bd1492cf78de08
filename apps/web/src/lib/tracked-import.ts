import type { ReactPromise } from 'react';

type Settling<T> = Promise<T> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * A cached dynamic import for `use()`: the first call starts loading, and the promise records its
 * outcome (status/value, as React reads it), so once the module has arrived `use()` returns it at
 * once, without suspending. That matters while React hydrates a prerendered page: a tap on a part
 * whose code has arrived makes React hydrate that part there and then and handle the tap, where a
 * React.lazy part would still suspend once and the tap would fall through to the browser (a native
 * form submission, say).
 */
export function trackedImport<T>(load: () => Promise<T>): () => ReactPromise<T> {
  let promise: ReactPromise<T> | undefined;
  return () => {
    if (promise) return promise;
    const tracked = load() as Settling<T>;
    tracked.status = 'pending';
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
      },
    );
    promise = tracked as ReactPromise<T>;
    return promise;
  };
}
