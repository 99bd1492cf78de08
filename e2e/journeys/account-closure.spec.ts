import { expectDialogAccessible } from '../support/a11y.ts';
import { createSignedInCustomer, fundThroughApi } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin-work.ts';
import { loginThroughUi } from '../support/api.ts';
import { resetLinkFor, waitForMail } from '../support/outbox.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

test('a customer with cash is told to withdraw it first', async ({ page }) => {
  const customer = await createSignedInCustomer('Carl Cashleft');
  await fundThroughApi(customer, 120);

  await page.setViewportSize(VIEWPORTS.phone);
  await loginThroughUi(page, customer.email, customer.password);
  await page.goto('/settings');
  const card = page.getByTestId('close-account-card');
  await card.getByRole('button', { name: 'Close account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account?' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(page);
  await dialog.getByLabel('Current password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  const left = dialog.getByTestId('closure-blockers');
  await expect(left).toContainText('Withdraw your cash balance of $120.00 first.');
  await expect(left.getByRole('link', { name: 'Withdraw from the dashboard' })).toBeVisible();
  await shoot(page, 'close-account-blocked', { fullPage: false });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Close account…' })).toBeFocused();
});

test('a customer closes the account, cannot sign in, and an admin reopens it with a reason', async ({
  page,
}) => {
  const customer = await createSignedInCustomer('Cleo Closer');
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, customer.email, customer.password);
  await page.goto('/settings');
  await page.getByTestId('close-account-card').getByRole('button', { name: 'Close account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account?' });
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(dialog.getByText('Your password is not correct.')).toBeVisible();
  await dialog.getByLabel('Current password').fill(customer.password);
  await shoot(page, 'close-account-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Close my account' }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(/Your account is closed and every session has been signed out/)).toBeVisible();
  await waitForMail(customer.email, /This is the last email we send you/);

  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page.getByText(/This account is closed/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The admin finds it among the closed accounts and reopens it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAsAdmin(page);
  await page.getByLabel('Closed accounts only').check();
  await page.getByLabel('Search users by name or email').fill(customer.email);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/^Closed /)).toBeVisible();
  await row.getByRole('button', { name: `Reopen the account of ${customer.name}` }).click();
  const reopen = page.getByRole('dialog', { name: 'Reopen this account?' });
  await expect(reopen).toBeVisible();
  await expectDialogAccessible(page);
  await reopen.getByRole('button', { name: 'Reopen account' }).click();
  await expect(reopen.getByText('Give the reason for reopening the account.')).toBeVisible();
  await reopen.getByLabel('Reason').fill('Asked by phone; identity checked on a video call');
  await shoot(page, 'admin-reopen-account', { fullPage: false });
  await reopen.getByRole('button', { name: 'Reopen account' }).click();
  await expect(page.getByText(/The account is open again/).first()).toBeVisible();
  await expect(reopen).toHaveCount(0);

  // The customer chooses a new password from the mailed link and signs in.
  const link = await resetLinkFor(customer.email);
  expect(link).toMatch(/reset-password/);
});
