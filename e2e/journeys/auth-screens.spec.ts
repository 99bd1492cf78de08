import { createCustomer, loginThroughUi } from '../support/api.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const authScreens = [
  '/login',
  '/signup',
  '/forgot-password',
  '/verify-email',
  '/reset-password/not-a-real-token-aaaaaaaaaaaa',
];

for (const route of authScreens) {
  test(`${route} renders at phone and desktop widths without horizontal scroll or console errors`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (
        m.type() === 'error' &&
        !/Failed to load resource: the server responded with a status of 400/.test(m.text())
      ) {
        errors.push(m.text());
      }
    });
    for (const size of Object.values(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.goto(route);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
    }
    await shoot(page, `auth${route.replace(/\//g, '-').slice(0, 40)}`);
    expect(errors).toEqual([]);
  });
}

test('the signed-in layout at phone width: the sidebar opens from the toggle and closes after a click', async ({
  page,
}) => {
  const customer = await createCustomer('Mo Mobile');
  await page.setViewportSize(VIEWPORTS.phone);
  await loginThroughUi(page, customer.email, customer.password);
  const toggle = page.getByRole('button', { name: /toggle menu/i });
  await toggle.click();
  await expect(page.getByRole('link', { name: 'Transactions' })).toBeVisible();
  await page.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  // Closed again: the drawer slides away and is inert, so keyboard users cannot tab into it.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('complementary', { name: 'Main' })).toHaveAttribute('inert', '');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'signed-in-transactions');
});
