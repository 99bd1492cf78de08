import { expectDialogAccessible } from '../support/a11y.ts';
import { createSignedInCustomer, turnOnTwoFactorThroughApi } from '../support/accounts.ts';
import { confirmItIsYou, signInAsAdmin } from '../support/admin-work.ts';
import { api } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

test('an admin resets a customer’s two-factor sign-in with a reason, and the customer signs in with the password alone', async ({
  page,
}) => {
  const customer = await createSignedInCustomer('Tomas Twofactor');
  await turnOnTwoFactorThroughApi(customer);

  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsAdmin(page);
  await page.getByLabel('Search users by name or email').fill(customer.email);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Reset 2FA of ${customer.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in?' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(dialog.getByText('Give the reason for the reset')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Lost phone; identity checked on a video call');
  await shoot(page, 'admin-2fa-reset', { fullPage: false });
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
  // A 2FA reset is a sharp action: the admin proves the password again first (ADR 028).
  await confirmItIsYou(page);
  await expect(page.getByText('Two-factor sign-in is off for this customer').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Reset 2FA of ${customer.name}` })).toHaveCount(0);

  const login = await api('POST', '/auth/login', { email: customer.email, password: customer.password });
  expect(login.body.token).toEqual(expect.any(String));
  await waitForMail(customer.email, /support team turned off two-factor sign-in/);
});
