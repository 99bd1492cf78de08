/**
 * The regions around `element` that take the focus (a tab panel, a dialog, the main region), nearest
 * first, ending with the page's main region: where the focus can go when `element` itself is gone.
 */
export function focusableRegionsAround(element: HTMLElement | null): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let e = element?.parentElement; e; e = e.parentElement) {
    if (e.hasAttribute('tabindex')) found.push(e);
  }
  const main = document.querySelector<HTMLElement>('main[tabindex]');
  if (main && !found.includes(main)) found.push(main);
  return found;
}

/**
 * When the element that has the focus leaves the page (an approved request leaves its list, an ended
 * session leaves the table), the browser drops the focus to the page body and a keyboard or
 * screen-reader user loses their place (WCAG 2.4.3). This puts it on the nearest region around the
 * removed element that is still on the page. A click on nothing leaves the body focused, as it should.
 */
export function keepFocusOnThePage() {
  let focused: HTMLElement | null = null;
  let regions: HTMLElement[] = [];
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      focused = event.target;
      regions = focusableRegionsAround(event.target);
    },
    true,
  );
  new MutationObserver(() => {
    const active = document.activeElement;
    if ((active && active !== document.body) || !focused || focused.isConnected) return;
    regions.find((r) => r.isConnected)?.focus({ preventScroll: true });
  }).observe(document.body, { childList: true, subtree: true });
}
