/** What counts as the visitor starting to use a page: a touch, a click, a key, the pointer, a scroll. */
const EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** Whether #root holds a prerendered page (this module runs before React touches it). */
const prerendered =
  typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null;

/**
 * Listening from the start: after a client-side navigation (a click) it has long resolved. A page
 * drawn in the browser (the SPA shell: a 404, a signed-in screen) has no HTML to show meanwhile, so
 * there it resolves at once.
 */
const interacted: Promise<void> =
  !prerendered || window.location.hash
    ? Promise.resolve()
    : new Promise((resolve) => {
        const done = () => {
          for (const type of EVENTS) window.removeEventListener(type, done, true);
          resolve();
        };
        for (const type of EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
      });

/**
 * Resolves when the visitor first uses a prerendered page, or at once when the address pointed into
 * it (a #section link), when the page is drawn in the browser, or outside one (the prerender renders
 * everything). Public pages load the code
 * of what is below the first screen with it: their prerendered HTML shows it, and its links and forms
 * work, without that code; it only has to be there before anyone can reach it.
 */
export const firstInteraction = (): Promise<void> => interacted;
