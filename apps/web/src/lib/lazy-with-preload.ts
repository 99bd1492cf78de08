import { type ComponentType, type LazyExoticComponent, lazy, type RefCallback, useCallback } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the component's code (once); call it on intent, e.g. pointer over or focus. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a preload(): for dialogs and panels that are not on screen at first render, so a
 * signed-in page parses and runs their code (forms, validation, Radix Dialog) only when the user is
 * about to open one, not before the page is interactive. Render it inside <Suspense>.
 */
export function lazyWithPreload<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/**
 * A ref for the part of a page whose buttons open lazily loaded dialogs: the first time the pointer
 * comes over it or the focus comes into it, `preload` runs (so a click finds the code loaded).
 */
export function usePreloadOnIntent<E extends HTMLElement>(preload: () => void): RefCallback<E> {
  return useCallback(
    (node: E | null) => {
      if (!node) return;
      const onIntent = () => {
        preload();
        node.removeEventListener('pointerover', onIntent);
        node.removeEventListener('focusin', onIntent);
      };
      node.addEventListener('pointerover', onIntent, { passive: true });
      node.addEventListener('focusin', onIntent);
      return () => {
        node.removeEventListener('pointerover', onIntent);
        node.removeEventListener('focusin', onIntent);
      };
    },
    [preload],
  );
}
