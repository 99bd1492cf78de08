import { expect, type Page } from '@playwright/test';
import { expectDialogAccessible } from './a11y.ts';

/** Opens Add Payment Method from the dashboard; answers the panel once it is shown and accessible. */
export async function openAddPaymentMethod(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Add Payment Method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(page);
  await expect(dialog).toBeVisible();
  return dialog;
}
