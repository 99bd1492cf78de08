import { DEMO, loginThroughUi } from '../support/api.ts';
import { expect, test } from '../support/test.ts';

// WCAG 4.1.3: a filter, a search or a range switch says what it now shows in a polite
// live region, as sighted users see the list change.

test('the category filter says how many investments it shows', async ({ page }) => {
  await loginThroughUi(page, DEMO.customer.email, DEMO.customer.password);
  await page.goto('/investment?tab=explore');
  const offerings = page.getByRole('list', { name: 'Investment offerings' }).getByRole('listitem');
  await expect(offerings.first()).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /^\d+ investments?( in .+)?$/ });
  await expect(status).toHaveText(`${await offerings.count()} investments`);
  await page.getByRole('button', { name: 'Crypto', exact: true }).click();
  await expect(status).toHaveText(/^\d+ investments? in Crypto$/);
  const shown = Number((await status.textContent())!.split(' ')[0]);
  await expect(offerings).toHaveCount(shown);
});

test('the admin lists say what a search, a status filter and a range show', async ({ page }) => {
  await page.goto(`/login?next=${encodeURIComponent('/admin-dashboard')}`);
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  await page.getByPlaceholder('Search name or email').fill(DEMO.customer.email);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–1 of 1 users' })).toBeAttached();
  await page.getByPlaceholder('Search name or email').fill('nobody-matches-this');
  await expect(page.getByRole('status').filter({ hasText: 'No users found' })).toBeAttached();

  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  await tabs.getByRole('tab', { name: 'Deposits' }).click();
  await page.getByLabel('Status').selectOption('rejected');
  await expect(
    page.getByRole('status').filter({ hasText: /^(Showing \d+–\d+ of \d+|No) rejected deposits( found)?$/ }),
  ).toBeAttached();

  await tabs.getByRole('tab', { name: 'Reports' }).click();
  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing the last 90 days' })).toBeAttached();
});
