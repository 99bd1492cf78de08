import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { adminToken, createSignedInCustomer, fundThroughApi } from '../support/accounts.ts';
import { confirmItIsYou } from '../support/admin-work.ts';
import { api, DEMO } from '../support/api.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`/login?next=${encodeURIComponent('/admin-dashboard')}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

const csvLines = async (download: Promise<Download>) =>
  readFileSync(await (await download).path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

const today = () => new Date().toISOString().slice(0, 10);
const usd = (v: number) => v.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test('an admin reads the money flows over 90 days as a table and downloads users and ledger CSVs', async ({
  page,
}) => {
  const customer = await createSignedInCustomer('Rhea Reports');
  await fundThroughApi(customer, 1234.56);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.admin);

  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Money flows' })).toBeVisible();
  await expect(page.getByText('Assets under management')).toBeVisible();

  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Show the flows as a table (90 days)')).toBeVisible();
  await expect(page.getByTestId('flow-summary-deposits')).toContainText('in the last 90 days');

  // The table alternative: one row a day, today's deposits as the server sums them.
  const report = await api('GET', '/auth/admin/reports/flows?days=90', undefined, await adminToken());
  const todayRow = report.body.data.at(-1);
  expect(todayRow.date).toBe(today());
  expect(todayRow.deposits).toBeGreaterThanOrEqual(1234.56);
  await page.getByText('Show the flows as a table (90 days)').click();
  const table = page.getByRole('table', { name: 'Money flows per day, oldest first' });
  await expect(table.getByRole('row')).toHaveCount(1 + 90);
  const dayText = new Date().toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const last = table.getByRole('row').last();
  await expect(last.getByRole('rowheader')).toHaveText(dayText);
  await expect(last.getByRole('cell').first()).toHaveText(usd(todayRow.deposits));
  await page.getByText('Show the flows as a table (90 days)').click();

  // Exports of today: the new customer is in the users file, the deposit in the ledger file.
  await page.getByLabel('From', { exact: true }).fill(today());
  await page.getByLabel('To', { exact: true }).fill(today());
  const usersDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download users CSV' }).click();
  // An export is a sharp action: the password again, then the download goes on (ADR 028).
  await confirmItIsYou(page);
  expect((await usersDownload).suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}-to-/);
  const users = await csvLines(usersDownload);
  expect(users[0]).toBe(
    '"Joined (UTC)","Name","Email","Role","Plan","Identity check","Email verified","Balance (USD)","ID"',
  );
  expect(users.find((l) => l.includes(`"${customer.email}"`))).toContain(
    `"Rhea Reports","${customer.email}","customer","free","none","yes","1234.56","${customer.id}"`,
  );

  const ledgerDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ledger CSV' }).click();
  const ledger = await csvLines(ledgerDownload);
  expect(ledger[0]).toBe(
    '"Date (UTC)","Customer name","Customer email","Customer ID","Kind","Amount (USD)","Balance after (USD)","Reference","Offering","Subject ID","Actor","Actor ID","Reason","ID"',
  );
  // The deposit carries the VI- reference the customer put on the bank transfer, beside the names.
  expect(ledger.find((l) => l.includes(`"${customer.id}"`))).toMatch(
    new RegExp(
      `"Rhea Reports","${customer.email}","${customer.id}","deposit","1234.56","1234.56","VI-[A-Z0-9]{6}",`,
    ),
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'admin-reports');

  // Each download is on record in the activity log.
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText('Data exported (CSV download)').first()).toBeVisible();
});
