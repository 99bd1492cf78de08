import type { Page } from '@playwright/test';
import { expectDialogAccessible } from '../support/a11y.ts';
import { createSignedInCustomer } from '../support/accounts.ts';
import {
  confirmItIsYou,
  customerWithPendingDocument,
  customerWithPendingWork,
} from '../support/admin-work.ts';
import { api, DEMO, loginThroughUi } from '../support/api.ts';
import { documentPng } from '../support/png.ts';
import { fillKeyInformationForm } from '../support/protection.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

/** The end of a request's id, as the admin's cards show it. */

/** A toast with this text is shown; it is closed, so the next step cannot mistake it for its own. */
async function expectToast(page: Page, text: string) {
  // Exactly this text: 'Successful!' must not match the sign-in's 'Login Successful!'.
  const toast = page.getByRole('alert').filter({ has: page.getByText(text, { exact: true }) });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'close' }).click();
  await expect(toast).toHaveCount(0);
}

async function openTab(page: Page, name: string, param: string) {
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-dashboard\\?tab=${param}$`));
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Activity entries reading 'Ada Admin · {action} · {target}' (the demo admin did it). */
const activityEntry = (page: Page) => (action: string, target: string) =>
  page
    .getByRole('list', { name: 'Activity' })
    .getByRole('listitem')
    .filter({ hasText: `Ada Admin · ${action} · ${target}` });

/** The figure on one of the summary cards. */
const statValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=../following-sibling::p');

test('an admin signs in to the console, edits a balance, decides a deposit and a withdrawal, reviews an identity document and finds it all in Activity', async ({
  page,
}) => {
  // Two customers made through the API (one verified, one waiting) and screens at two widths.
  test.setTimeout(120_000);
  const customer = await customerWithPendingWork('Nadia Newfield');
  // Nadia is verified (she withdraws: ADR 046); Vera's passport waits for review.
  const reviewee = await customerWithPendingDocument('Vera Review');
  await page.setViewportSize(VIEWPORTS.desktop);

  // Signed out, the console sends to the login page, which comes back to it.
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin-dashboard$/);
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Admin Dashboard · /);

  // The summary cards, with this customer's requests and document among the pending ones.
  for (const label of ['Total Users', 'Pending Deposits', 'Pending Withdrawals', 'Pending Verifications']) {
    await expect(statValue(page, label)).toHaveText(/^[1-9][\d,]*$/);
  }
  await expect(statValue(page, 'Total Balance')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const pendingDeposits = Number(
    (await statValue(page, 'Pending Deposits').textContent())!.replace(/,/g, ''),
  );
  await expect(page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText([
    'Users',
    'Approvals',
    'Deposits',
    'Withdrawals',
    'Investments',
    'Verifications',
    'Adjustments',
    'Support',
    'Activity',
    'Reports',
  ]);
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');

  // Users: find the customer by email, set the balance ($700 after the held withdrawal) to $1,234.56.
  await page.getByLabel('Search users by name or email').fill(customer.email);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(customer.email)}`));
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: '@' });
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: customer.email });
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText('$700.00');
  await row.getByRole('button', { name: `Edit balance of ${customer.name}` }).click();
  const newBalance = row.getByLabel('New balance (USD)');
  await expect(newBalance).toBeFocused();
  await expect(newBalance).toHaveValue('700.00');
  await newBalance.fill('1234.56');
  await row.getByLabel('Reason for the change').fill('Goodwill credit after a support call');
  await row.getByRole('button', { name: 'Confirm new balance' }).click();
  // A balance edit moves money: the password again first (ADR 043), then the later decisions need none.
  await confirmItIsYou(page);
  await expectToast(page, 'Successful!');
  await expect(row.getByLabel('New balance (USD)')).toHaveCount(0);
  await expect(row).toContainText('$1,234.56');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'admin-users');

  // Deposits: approve the pending $2,500; the card turns Approved where it stands.
  await openTab(page, 'Deposits', 'deposits');
  const depositCard = page.getByRole('article', { name: `Deposit request ${customer.depositRef}` });
  await expect(depositCard.getByText('Pending', { exact: true })).toBeVisible();
  await expect(depositCard).toContainText(customer.name);
  await expect(depositCard).toContainText('$2,500.00');
  await depositCard.getByRole('button', { name: 'Approve' }).click();
  let confirm = page.getByRole('dialog', { name: 'Approve deposit?' });
  await expect(confirm).toBeVisible();
  await expectDialogAccessible(page);
  await expect(confirm).toContainText(`${customer.depositRef} of $2,500.00 for ${customer.name}`);
  await confirm.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(confirm).toBeHidden();
  await expectToast(page, 'Successful!');
  await expect(depositCard.getByText('Approved', { exact: true })).toBeVisible();
  await expect(depositCard.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(statValue(page, 'Pending Deposits')).toHaveText(String(pendingDeposits - 1));
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'admin-deposits');

  // The page lives in the URL: the opening deposit is on page 2, and stays there after a reload.
  const depositPages = page.getByRole('navigation', { name: 'deposits pages' });
  await depositPages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?tab=deposits&page=2$/);
  const openingCard = page.getByRole('article', {
    name: `Deposit request ${customer.openingDepositRef}`,
  });
  await expect(openingCard.getByText('Approved', { exact: true })).toBeVisible();
  await expect(depositCard).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
  await expect(depositPages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(openingCard).toBeVisible();

  // So does the status filter (back to the first page), and a reload keeps tab and filter.
  await page.getByLabel('Status').selectOption('approved');
  await expect(page).toHaveURL(/\?tab=deposits&status=approved$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Status')).toHaveValue('approved');
  await expect(depositCard.getByText('Approved', { exact: true })).toBeVisible();

  // Withdrawals: reject the pending $300 (the held amount goes back).
  await openTab(page, 'Withdrawals', 'withdrawals');
  const withdrawalCard = page.getByRole('article', {
    name: `Withdrawal request ${customer.withdrawalRef}`,
  });
  await expect(withdrawalCard.getByText('Pending', { exact: true })).toBeVisible();
  // Where the money goes (ADR 046): the holder, the bank and the masked number, on the card and in the dialog.
  const destination = `${customer.name}, Wells Fargo •••• 4321`;
  await expect(withdrawalCard).toContainText('Pays to');
  await expect(withdrawalCard).toContainText(destination);
  await expect(withdrawalCard).not.toContainText('000987654321');
  await shoot(page, 'admin-withdrawal-destination', {
    fullPage: false,
    prepare: () => withdrawalCard.scrollIntoViewIfNeeded(),
  });
  await withdrawalCard.getByRole('button', { name: 'Reject' }).click();
  confirm = page.getByRole('dialog', { name: 'Reject withdrawal?' });
  await expect(confirm).toBeVisible();
  await expectDialogAccessible(page);
  await expect(confirm).toContainText('$300.00');
  await expect(confirm).toContainText(`paid to ${destination}`);
  await expect(confirm).toContainText('The held amount goes back to the customer’s balance.');
  await confirm.getByLabel('Reason for the rejection').fill('The destination account is closed.');
  await confirm.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(confirm).toBeHidden();
  await expectToast(page, 'Successful!');
  await expect(withdrawalCard.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(withdrawalCard.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  // $1,234.56 set by hand + $2,500 approved + $300 released.
  const me = await api('GET', '/auth/me', undefined, customer.token);
  expect(me.body.balance).toBe(4034.56);

  // Verifications: look at the passport, then approve.
  await openTab(page, 'Verifications', 'verifications');
  const kycCard = page.getByRole('article', { name: `Verification of ${reviewee.name}` });
  await expect(kycCard).toContainText(reviewee.email);
  await expect(kycCard).toContainText('Passport');
  await expect(kycCard).toContainText('X1234567');
  await kycCard.getByRole('button', { name: 'View document' }).click();
  const viewer = page.getByRole('dialog', { name: `Document of ${reviewee.name}` });
  await expect(viewer).toBeVisible();
  await expectDialogAccessible(page);
  const picture = viewer.getByRole('img', { name: `Passport of ${reviewee.name}` });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(viewer.getByRole('link', { name: 'Download' })).toBeVisible();
  await shoot(page, 'admin-document-viewer', { fullPage: false });
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await kycCard.getByRole('button', { name: 'Approve' }).click();
  confirm = page.getByRole('dialog', { name: 'Approve verification?' });
  await expect(confirm).toBeVisible();
  await expectDialogAccessible(page);
  await expect(confirm).toContainText(`${reviewee.name} will be verified and may invest.`);
  await confirm.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(confirm).toBeHidden();
  await expectToast(page, 'Successful!');
  await expect(kycCard).toHaveCount(0);
  expect((await api('GET', '/auth/me', undefined, reviewee.token)).body.kycStatus).toBe('approved');

  // Activity: each decision above, by the admin, about this customer.
  await openTab(page, 'Activity', 'activity');
  const entry = activityEntry(page);
  await expect(entry('Balance adjusted', customer.name)).toHaveCount(1);
  await expect(entry('Balance adjusted', customer.name)).toContainText(
    /Old balance:\s*\$700\.00\s*New balance:\s*\$1,234\.56\s*Change:\s*\$534\.56\s*Reason:\s*Goodwill credit after a support call/,
  );
  await expect(entry('Deposit approved', customer.name).filter({ hasText: '$2,500.00' })).toHaveCount(1);
  await expect(entry('Withdrawal rejected', customer.name)).toHaveCount(1);
  await expect(entry('Withdrawal rejected', customer.name)).toContainText(/Amount:\s*\$300\.00/);
  await expect(entry('Identity document viewed', reviewee.name)).toHaveCount(1);
  await expect(entry('Verification approved', reviewee.name)).toHaveCount(1);

  // The tab survives a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  await expect(entry('Verification approved', reviewee.name)).toHaveCount(1);
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('an admin creates, edits and deletes an investment offering and finds each step in Activity', async ({
  page,
}) => {
  const offeringName = `Hillside Orchard Fund ${Date.now().toString(36)}`;
  // The offering's picture is on another https:// site; the browser gets it from here instead.
  const picture = 'https://images.example.com/hillside-orchard.png';
  await page.route(picture, (route) =>
    route.fulfill({ contentType: 'image/png', body: documentPng(112, 112) }),
  );
  await loginThroughUi(page, DEMO.admin.email, DEMO.admin.password);
  await page.getByRole('link', { name: 'Admin Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // Create, in the side panel.
  await openTab(page, 'Investments', 'investments');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create Investment' }).click();
  let panel = page.getByRole('dialog', { name: 'Create Investment' });
  await expect(panel).toBeVisible();
  await expectDialogAccessible(page);
  await panel.getByLabel('Name').fill(offeringName);
  // An http:// picture would be blocked by the page's security policy: refused before sending.
  await panel.getByLabel('Image URL').fill('http://images.example.com/hillside-orchard.png');
  await panel.getByLabel('Category').selectOption('Agriculture');
  await panel.getByLabel('Return').fill('18%');
  await panel.getByLabel('Duration').fill('9 months');
  await panel.getByLabel('Price per unit (USD)').fill('250');
  await fillKeyInformationForm(panel);
  // No investor count to type: it is the real holders'.
  await expect(panel.getByLabel('Investors')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Create Investment' }).click();
  await expect(panel.getByText('Image must be a secure web address starting with https://.')).toBeVisible();
  await expect(panel.getByLabel('Image URL')).toHaveAttribute('aria-invalid', 'true');
  await panel.getByLabel('Image URL').fill(picture);
  await shoot(page, 'admin-offering-form', { fullPage: false });
  await panel.getByRole('button', { name: 'Create Investment' }).click();
  await expect(panel).toBeHidden();
  await expectToast(page, 'Investment added successfully.');
  const offering = page.getByRole('article', { name: offeringName });
  await expect(offering).toContainText('Agriculture');
  await expect(offering).toContainText('24.0% a year · 18.0% over 9 months · $250.00 per unit · 0 investors');
  const thumbnail = offering.locator(`img[src="${picture}"]`);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(112);
  let explore = await api('GET', '/auth/investments');
  expect(explore.body.data.map((o: { name: string }) => o.name)).toContain(offeringName);

  // Edit: the return goes up to 21%.
  await offering.getByRole('button', { name: `Edit ${offeringName}` }).click();
  panel = page.getByRole('dialog', { name: 'Edit Investment' });
  await expect(panel).toBeVisible();
  await expectDialogAccessible(page);
  await expect(panel.getByLabel('Name')).toHaveValue(offeringName);
  await expect(panel.getByLabel('Return')).toHaveValue('18%');
  await expect(panel.getByLabel('Investors')).toHaveCount(0);
  await panel.getByLabel('Return').fill('21%');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toBeHidden();
  await expectToast(page, 'Investment updated successfully.');
  await expect(offering).toContainText('28.0% a year · 21.0% over 9 months · $250.00 per unit · 0 investors');

  // Delete: the offering is archived, kept (marked) in the admin list, gone from Explore.
  await offering.getByRole('button', { name: `Delete ${offeringName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this investment?' });
  await expect(confirm).toBeVisible();
  await expectDialogAccessible(page);
  await expect(confirm).toContainText(offeringName);
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(confirm).toBeHidden();
  await expectToast(page, 'Investment archived: it is no longer offered, existing holdings are kept.');
  await expect(offering.getByText('Archived', { exact: true })).toBeVisible();
  await expect(offering.getByRole('button', { name: `Delete ${offeringName}` })).toHaveCount(0);
  await expect(offering.getByRole('button', { name: `Edit ${offeringName}` })).toBeVisible();
  explore = await api('GET', '/auth/investments');
  expect(explore.body.data.map((o: { name: string }) => o.name)).not.toContain(offeringName);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'admin-investments');

  // Activity: created, updated (old → new), deleted.
  await openTab(page, 'Activity', 'activity');
  const entry = activityEntry(page);
  await expect(entry('Investment created', offeringName)).toHaveCount(1);
  await expect(entry('Investment created', offeringName)).toContainText(/Price per unit:\s*\$250\.00/);
  await expect(entry('Investment updated', offeringName)).toHaveCount(1);
  await expect(entry('Investment updated', offeringName)).toContainText(/Return:\s*18% → 21%/);
  await expect(entry('Investment deleted (archived)', offeringName)).toHaveCount(1);
  await shoot(page, 'admin-activity');
});

test('a customer is not let into the admin console, and the admin API refuses them', async ({ page }) => {
  const customer = await createSignedInCustomer('Carl Customer');
  await loginThroughUi(page, customer.email, customer.password);
  await expect(page.getByRole('link', { name: 'Admin Dashboard', exact: true })).toHaveCount(0);

  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'You are not allowed to view this page' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

  for (const path of ['/auth/admin/users', '/auth/admin/stats', '/auth/admin/audit']) {
    expect((await api('GET', path, undefined, customer.token)).status, path).toBe(403);
  }
  const edit = await api(
    'PUT',
    `/auth/admin/edit-task/${customer.id}`,
    { newBalanceValue: 1_000_000, reason: 'me' },
    customer.token,
  );
  expect(edit.status).toBe(403);
  expect((await api('GET', '/auth/me', undefined, customer.token)).body.balance).toBe(0);
});
