import type { Page } from '@playwright/test';
import { expectDialogAccessible, expectNoAxeViolations } from '../support/a11y.ts';
import { createInvestor, createOfferingThroughApi } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin-work.ts';
import { loginThroughUi } from '../support/api.ts';
import { VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

// Keyboard only (Tab, Shift+Tab, Enter, Escape), at both widths: every dialog passes axe, and the
// focus comes back to what opened it after each close, never to the page body.

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 25) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`keyboard: an investment's details, Invest Now and Learn at ${width} width`, async ({ page }) => {
    const investor = await createInvestor(`Kay Keyboard ${width}`, 2_000);
    const offering = await createOfferingThroughApi({ name: `Keyboard Meadow ${Date.now().toString(36)}` });
    await page.setViewportSize(viewport);
    await loginThroughUi(page, investor.email, investor.password);
    await expectNoAxeViolations(page);

    await page.goto('/investments?tab=explore');
    const details = page.getByRole('button', { name: `Details of ${offering.name}` });
    await details.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: offering.name });
    await expect(panel).toBeVisible();
    await expectDialogAccessible(page);
    // The scrolling body is a tab stop of its own, so a keyboard can scroll it.
    await tabTo(page, panel.getByRole('region', { name: `${offering.name}: details` }));
    await page.keyboard.press('Tab');
    await tabTo(page, panel.getByRole('button', { name: 'Invest Now' }));
    await page.keyboard.press('Enter');
    const invest = page.getByRole('dialog', { name: 'Invest Now' });
    await expect(invest).toBeVisible();
    await expectDialogAccessible(page);
    await page.keyboard.press('Escape');
    await expect(invest).toBeHidden();
    // The Invest Now button went with the details panel: the focus goes back to Details.
    await expect(details).toBeFocused();

    await page.getByRole('button', { name: 'Learn' }).focus();
    await page.keyboard.press('Enter');
    const learn = page.getByRole('dialog', { name: 'How investing works' });
    await expectDialogAccessible(page);
    await tabTo(page, learn.getByRole('region', { name: 'How investing works' }));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Learn' })).toBeFocused();
  });

  test(`keyboard: the admin balance editor gives the focus back at ${width} width`, async ({ page }) => {
    const customer = await createInvestor(`Bea Balance ${width}`, 1_000);
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await page.getByLabel('Search users by name or email').fill(customer.email);
    await page.keyboard.press('Tab');
    const edit = page.getByRole('button', { name: `Edit balance of ${customer.name}` });
    await tabTo(page, edit, 40);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('New balance (USD)')).toBeFocused();
    await expectNoAxeViolations(page, 'table');
    await page.keyboard.press('Escape');
    await expect(edit).toBeFocused();
    // Cancel by keyboard too.
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(edit).toBeFocused();
  });
}

test('keyboard: the phone drawer is modal and gives the focus back to the menu button', async ({ page }) => {
  const investor = await createInvestor('Dru Drawer', 1_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await loginThroughUi(page, investor.email, investor.password);
  const menu = page.getByRole('button', { name: 'Toggle menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // Forwards and backwards, the focus never walks into the page under the drawer: it is inert.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press(key);
      expect(await focusedInside(page, '#main-content, header')).toBe(false);
    }
  }
  await page.getByRole('button', { name: 'Close menu' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // "Close menu" has the focus
  await expect(menu).toBeFocused();
});
