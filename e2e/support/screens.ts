import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
const dir = path.resolve(import.meta.dirname, '..', 'screenshots');

/**
 * Until every finite animation has ended (a dialog fading in, a panel sliding in): a screenshot or a
 * contrast check taken mid-way sees a half-drawn screen. Endless ones (a spinner) are left out.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Until the browser has drawn two frames, so a change made by a resize listener is on screen. */
async function twoFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Resizes the page and waits, by polling, until it has laid itself out at the new width: the
 * window reports the width, two frames were drawn and the finite animations have ended.
 */
export async function atSize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await twoFrames(page);
  await animationsDone(page);
}

/**
 * Full-page screenshots at phone and desktop widths, saved in e2e/screenshots/ for a person to look at.
 * With a dialog or side panel open, pass `fullPage: false`: a full-page capture stretches the page
 * behind a fixed overlay, so the shot shows the panel cut off mid-page though the screen is fine.
 * `prepare` runs at each width before its shot.
 */
export async function shoot(
  page: Page,
  name: string,
  { fullPage = true, prepare }: { fullPage?: boolean; prepare?: () => Promise<void> } = {},
) {
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await atSize(page, size);
    // From the top, so fixed and sticky parts (sidebar, top bar) are drawn where a person sees them.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    // E.g. scroll a field of a side panel into view: where it sits depends on the width.
    await prepare?.();
    await settleTransitions(page);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Waits (up to 1 s) for CSS transitions started by the resize, e.g. the phone drawer sliding away.
 * Not `animations: 'disabled'`: that ends the toasts' progress animation, which closes the toasts.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]),
  );
}

/**
 * True when the page is wider than the viewport (a horizontal scrollbar). Measured once the page has
 * laid itself out at the current size: the sidebar turns into a drawer by a media-query listener,
 * so right after a resize the desktop column is still drawn for a frame or two.
 */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  const size = page.viewportSize();
  if (size) await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await twoFrames(page);
  await settleTransitions(page);
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
