import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { animationsDone } from './screens.ts';

/** WCAG 2.0–2.2, levels A and AA: the rules the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe on what is on screen now (or only inside `scope`, e.g. an open dialog): no violation. The
 * market widgets' sandboxed frame is third-party code and is left out.
 */
export async function expectNoAxeViolations(page: Page, scope?: string) {
  // A dialog fading in is half transparent: contrast is measured once it is drawn.
  await animationsDone(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe');
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}

/** The open dialog or side panel passes axe. */
export const expectDialogAccessible = (page: Page) => expectNoAxeViolations(page, '[role="dialog"]');

/** After a dialog closes, the focus is back on `opener`, never on the page body. */
export async function expectFocusBackOn(opener: Locator) {
  await expect(opener).toBeFocused();
}
