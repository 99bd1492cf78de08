import { totp } from '@app/test-support';
import type { Page } from '@playwright/test';
import { expectDialogAccessible } from '../support/a11y.ts';
import { NEW_ADMIN } from '../support/api.ts';
import { shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

async function signIn(page: Page) {
  await page.goto(`/login?next=${encodeURIComponent('/admin-dashboard')}`);
  await page.getByLabel('Email').fill(NEW_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_ADMIN.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

// ADR 028: outside production an admin without two-factor sign-in is warned (production refuses the
// console until it is on); the warning leads to the set-up, and step-up then asks for a code too.
test('a new admin is warned about two-factor sign-in, turns it on from the console, and steps up with a code', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page);
  const warning = page.getByRole('status').filter({ hasText: 'Two-factor sign-in is off' });
  await expect(warning).toBeVisible();
  await shoot(page, 'admin-2fa-warning', { fullPage: false });

  await warning.getByRole('link', { name: 'Set it up now' }).click();
  await expect(page).toHaveURL(/\/settings\?section=security$/);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await page.getByLabel('Current password').fill(NEW_ADMIN.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel('Authentication code').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const saveCodes = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(saveCodes).toBeVisible();
  await expectDialogAccessible(page);
  await saveCodes.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();

  // The console no longer warns.
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
  await expect(warning).toHaveCount(0);

  // A sharp action (an export) asks for the password and a code; a wrong code is refused in place.
  // (The set-up spent this half minute's code: the app's next one is used, within the allowed drift.)
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Reports' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download users CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(page);
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_ADMIN.password);
  await dialog.getByLabel('Code from your authenticator app').fill('000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText(/code is not correct/i)).toBeVisible();
  await shoot(page, 'admin-step-up-with-code', { fullPage: false });
  await dialog.getByLabel('Code from your authenticator app').fill(totp(secret, { stepsAhead: 1 }));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  expect((await download).suggestedFilename()).toMatch(/^users-/);
});
