import type { Page } from '@playwright/test';
import { expectDialogAccessible } from '../support/a11y.ts';
import { addBankThroughApi, createSignedInCustomer } from '../support/accounts.ts';
import { confirmItIsYou } from '../support/admin-work.ts';
import { api, apiLogin, DEMO } from '../support/api.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

async function signIn(page: Page, who: { email: string; password: string }, next = '/admin-dashboard') {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
}

const statValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=../following-sibling::p');

async function openTab(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('a large balance edit waits for a second admin, who approves it; the customer is credited once', async ({
  browser,
  page,
}) => {
  const customer = await createSignedInCustomer('Maya Maker');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.admin);

  // The demo admin sets $25,000: above the $10,000 limit, so nothing is booked yet.
  await page.getByLabel('Search users by name or email').fill(customer.email);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Edit balance of ${customer.name}` }).click();
  await row.getByLabel('New balance (USD)').fill('25000');
  await row.getByLabel('Reason for the change').fill('Wire received outside the platform, ticket 9');
  await row.getByRole('button', { name: 'Confirm new balance' }).click();
  // A balance edit moves money: the password again first (ADR 043).
  await confirmItIsYou(page);
  await expect(page.getByRole('alert').filter({ hasText: 'waits for a second admin' })).toBeVisible();
  expect((await api('GET', '/auth/me', undefined, customer.token)).body.balance).toBe(0);
  await expect(statValue(page, 'Pending Adjustments')).toHaveText(/^[1-9]\d*$/);

  // The one who asked sees it pending, without buttons to decide it.
  await openTab(page, 'Adjustments');
  const mine = page.getByRole('article', { name: `Adjustment for ${customer.name}` });
  await expect(mine).toContainText('$25,000.00');
  await expect(mine).toContainText('You asked for this change');
  await expect(mine.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  await shoot(page, 'admin-adjustments-pending');
  expect(await hasHorizontalScroll(page)).toBe(false);

  // A second admin approves it in their own session.
  const other = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const checker = await other.newPage();
  await signIn(checker, DEMO.checker, '/admin-dashboard?tab=adjustments');
  const card = checker.getByRole('article', { name: `Adjustment for ${customer.name}` });
  await card.getByRole('button', { name: `Approve adjustment for ${customer.name}` }).click();
  const dialog = checker.getByRole('dialog', { name: 'Approve adjustment?' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(checker);
  await expect(dialog).toContainText('$0.00 → $25,000.00');
  await shoot(checker, 'admin-adjustment-approve-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  // Deciding what waits for a second admin needs the password again (ADR 028).
  await confirmItIsYou(checker, DEMO.checker.password);
  await expect(
    checker.getByRole('alert').filter({ hasText: 'Adjustment approved and booked.' }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await other.close();

  expect((await api('GET', '/auth/me', undefined, customer.token)).body.balance).toBe(25_000);
  // Deciding it again through the API: already decided.
  const { token } = await apiLogin(DEMO.checker.email, DEMO.checker.password);
  // A new session has not stepped up: the decision is refused before it is looked at.
  const blind = await api('GET', '/auth/admin/adjustments', undefined, token);
  const stepUpFirst = await api(
    'PATCH',
    `/auth/admin/adjustments/${blind.body.data[0]._id}`,
    { decision: 'rejected' },
    token,
  );
  expect(stepUpFirst.body.code).toBe('STEP_UP_REQUIRED');
  expect((await api('POST', '/auth/step-up', { password: DEMO.checker.password }, token)).status).toBe(200);
  const list = await api('GET', '/auth/admin/adjustments', undefined, token);
  const decided = list.body.data.find((a: { userId: { _id: string } }) => a.userId._id === customer.id);
  expect(decided).toMatchObject({ status: 'approved', decidedBy: { name: expect.any(String) } });
  const again = await api('PATCH', `/auth/admin/adjustments/${decided._id}`, { decision: 'rejected' }, token);
  expect(again.status).toBe(409);
  const byCustomer = await api('GET', '/auth/admin/adjustments', undefined, customer.token);
  expect(byCustomer.status).toBe(403);

  await page.getByLabel('Show').selectOption('all');
  await expect(mine).toContainText('Approved');
  await shoot(page, 'admin-adjustments-all');
});

test('a large deposit needs two admins: the first approval waits, the second books it from Approvals', async ({
  browser,
  page,
}) => {
  const customer = await createSignedInCustomer('Dora Double');
  const bankAccountId = await addBankThroughApi(customer);
  const deposit = await api(
    'POST',
    '/auth/deposit-requests',
    { amount: 12_000, bankAccountId },
    customer.token,
  );
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);

  // The demo admin approves it on Deposits: past the $10,000 limit, so it only counts as the first.
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.admin, '/admin-dashboard?tab=deposits&status=pending');
  await page
    .getByRole('button', { name: /Approve/ })
    .first()
    .waitFor();
  const card = page.getByRole('article').filter({ hasText: customer.name });
  await card.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, approve' }).click();
  // Every decision on money needs the password again, the first approval too (ADR 043).
  await confirmItIsYou(page);
  await expect(page.getByRole('alert').filter({ hasText: 'a second admin must approve it' })).toBeVisible();
  await expect(card).toContainText('Approved once by Ada Admin');
  expect((await api('GET', '/auth/me', undefined, customer.token)).body.balance).toBe(0);

  // It waits in Approvals; the admin who gave the first approval has no buttons there.
  await openTab(page, 'Approvals');
  const mine = page.getByRole('article', { name: `Deposit for ${customer.name}` });
  await expect(mine).toContainText('+$12,000.00');
  await expect(mine).toContainText('You asked for this');
  await expect(mine.getByRole('button', { name: /Approve/ })).toHaveCount(0);

  // The second admin, on a phone, approves it and sees the change as it will book.
  const other = await browser.newContext({ viewport: VIEWPORTS.phone });
  const checker = await other.newPage();
  await signIn(checker, DEMO.checker, '/admin-dashboard?tab=approvals');
  const waiting = checker.getByRole('article', { name: `Deposit for ${customer.name}` });
  // Named by its short reference, as every request is.
  await waiting
    .getByRole('button', {
      name: new RegExp(`^Approve deposit VI-[A-Z0-9]{6} of \\$12,000\\.00 for ${customer.name}$`),
    })
    .click();
  const dialog = checker.getByRole('dialog', { name: 'Approve deposit?' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(checker);
  await expect(dialog).toContainText('Balance now');
  await expect(dialog).toContainText('$0.00');
  await expect(dialog).toContainText('After approval');
  await expect(dialog).toContainText('$12,000.00');
  await shoot(checker, 'admin-approvals-deposit-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  await confirmItIsYou(checker, DEMO.checker.password);
  await expect(checker.getByRole('alert').filter({ hasText: 'Request approved.' })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  expect(await hasHorizontalScroll(checker)).toBe(false);
  await other.close();

  expect((await api('GET', '/auth/me', undefined, customer.token)).body.balance).toBe(12_000);
});
