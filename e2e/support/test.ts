import { test as base, expect } from '@playwright/test';

/**
 * The journeys' `test`: Playwright's, with one promise kept on every page (WCAG 2.4.3):
 * when a dialog or side panel closes, the focus goes somewhere, never to the page body. A script in
 * the page watches every `[role=dialog]` leave the page; if, a moment later, nothing has the focus,
 * no other dialog is open and the page has neither navigated nor been resized (a test's screenshot at
 * another width can hide the focused element), it reports the dialog's name. A click or a key press
 * within that moment judges it at once, as the person found it.
 * Each test fails at its end if any close lost the focus.
 */
const WATCH_DIALOG_CLOSES = () => {
  const REPORT = 'focus-lost-after-close:';
  const open = new Map<Element, { name: string; href: string }>();
  const nameOf = (d: Element) =>
    d.getAttribute('aria-label') ??
    (d.getAttribute('aria-labelledby')
      ? document.getElementById(d.getAttribute('aria-labelledby')!.split(' ')[0]!)?.textContent
      : null) ??
    'unnamed dialog';
  let resizes = 0;
  // Checks still waiting for their moment: the test's end waits for none to be left.
  const waiting = new Set<() => void>();
  Object.defineProperty(window, '__focusChecksPending', { get: () => waiting.size });
  addEventListener('resize', () => resizes++);
  // A click or a key judges the waiting checks first: the focus as the person found it when they acted
  // (a click on Log out takes the focus away with the page it ends).
  const judgeNow = () => {
    for (const judge of [...waiting]) judge();
  };
  addEventListener('pointerdown', judgeNow, true);
  addEventListener('keydown', judgeNow, true);
  const sweep = () => {
    document.querySelectorAll('[role="dialog"]').forEach((d) => {
      if (!open.has(d)) open.set(d, { name: nameOf(d), href: location.href });
    });
    for (const [d, seen] of open) {
      if (d.isConnected) continue;
      open.delete(d);
      const resizesAtClose = resizes;
      const judge = () => {
        if (!waiting.delete(judge)) return;
        const lost = !document.activeElement || document.activeElement === document.body;
        const anotherOpen = document.querySelector('[role="dialog"]:not([data-state="closed"])');
        const sameScreen = location.href === seen.href && resizes === resizesAtClose;
        if (lost && !anotherOpen && sameScreen) console.error(`${REPORT}${seen.name}`);
      };
      waiting.add(judge);
      setTimeout(judge, 150);
    }
  };
  new MutationObserver(sweep).observe(document, { subtree: true, childList: true });
};

export const test = base.extend({
  page: async ({ page }, use) => {
    const lost: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith('focus-lost-after-close:')) lost.push(text.slice('focus-lost-after-close:'.length));
    });
    await page.addInitScript(WATCH_DIALOG_CLOSES);
    await use(page);
    // The last close of a test gets its moment too: wait until no check is pending (the page may be gone).
    await page
      .waitForFunction(() => (window as { __focusChecksPending?: number }).__focusChecksPending === 0, null, {
        timeout: 5_000,
      })
      .catch(() => undefined);
    expect(lost, 'dialogs whose close left the focus on the page body').toEqual([]);
  },
});

export { expect };
