import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { createSignedInCustomer, giveBirthDate, submitDocumentThroughApi } from '../support/accounts.ts';
import { loginThroughUi } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

test('a customer asks for their data with the password, is mailed when it is ready, and downloads the zip', async ({
  page,
}) => {
  const customer = await createSignedInCustomer('Dana Download');
  await giveBirthDate(customer);
  await submitDocumentThroughApi(customer);

  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, customer.email, customer.password);
  await page.goto('/settings?section=privacy');
  const card = page.getByTestId('data-export-card');
  await expect(card.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await expect(card.getByText(/kept for 7 days/)).toBeVisible();

  // The password is asked again; a wrong one is named on the field.
  await card.getByRole('button', { name: 'Download my data' }).click();
  await expect(card.getByText('Enter your current password to confirm.')).toBeVisible();
  await card.getByLabel('Current password').fill('not-my-password');
  await card.getByRole('button', { name: 'Download my data' }).click();
  await expect(card.getByText('Your password is not correct.')).toBeVisible();
  await card.getByLabel('Current password').fill(customer.password);
  await card.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByText(/Your archive is being prepared/).first()).toBeVisible();
  await shoot(page, 'data-export-building', { fullPage: false });
  expect(await hasHorizontalScroll(page)).toBe(false);

  // Built off the request path by the job; the page asks again until it is ready.
  await expect(card.getByText('Your archive is ready')).toBeVisible({ timeout: 30_000 });
  await waitForMail(customer.email, /archive of your data/, 20_000);
  await expectNoAxeViolations(page);
  await shoot(page, 'data-export-ready', { fullPage: false });

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download archive (zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^verdant-invest-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync((await download.path())!);
  // A zip starts with its local file header; the document is stored as sent, so its name is in it.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('identity-document.png'))).toBe(true);
  expect(bytes.includes(Buffer.from('ledger.json'))).toBe(true);
});
