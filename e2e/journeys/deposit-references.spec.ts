import { REFERENCE_MSG } from '@app/contract/references';
import { WALLET_MSG } from '@app/contract/wallet-rules';
import type { Locator, Page } from '@playwright/test';
import { expectDialogAccessible } from '../support/a11y.ts';
import { addBankThroughApi, createSignedInCustomer } from '../support/accounts.ts';
import { confirmItIsYou, signInAsAdmin } from '../support/admin-work.ts';
import { api, loginThroughUi } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { atSize, hasHorizontalScroll, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const REFERENCE = /VI-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}/;
const DEMO_BANK = 'Demo Bank (not a real account)';

/**
 * The screen at phone and desktop widths, to /tmp/fw-refs-<name>-<width>.png, for a person to look
 * at; `target` is scrolled into view at each width.
 */
async function shootBoth(page: Page, name: string, target?: Locator) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await atSize(page, size);
    await target?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/fw-refs-${name}-${label}.png` });
  }
}

test('a deposit says how the money arrives; the admin finds it by reference and rejects it with a reason the customer reads', async ({
  page,
  browser,
}) => {
  const customer = await createSignedInCustomer('Rafa Reference');
  await addBankThroughApi(customer);
  await page.setViewportSize(VIEWPORTS.phone);
  await loginThroughUi(page, customer.email, customer.password);

  // The request: the dialog gives the platform's bank and the reference made for it.
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Deposit Money' });
  await panel.getByLabel('Amount').fill('750');
  await panel.getByRole('button', { name: 'Request Deposit' }).click();
  const submitted = page.getByRole('dialog', { name: 'Request Submitted' });
  await expect(submitted).toBeVisible();
  await expectDialogAccessible(page);
  const howTo = submitted.getByRole('region', { name: 'How to send the money' });
  await expect(howTo).toContainText(WALLET_MSG.payToHowTo);
  await expect(howTo.locator('[data-pay-to="bankName"]')).toHaveText(DEMO_BANK);
  await expect(howTo.locator('[data-pay-to="accountNumber"]')).toHaveText('12345678');
  const reference = (await howTo.locator('[data-pay-to="reference"]').innerText()).trim();
  expect(reference).toMatch(new RegExp(`^${REFERENCE.source}$`));
  await shootBoth(page, 'deposit-submitted');

  // The mail says the same, with the reference and no database id.
  const received = await waitForMail(customer.email, /We received your request to deposit \$750\.00/);
  expect(received).toContain(`Reference: ${reference}`);
  expect(received).toContain(`Bank: ${DEMO_BANK}`);
  expect(received).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  await submitted.getByRole('button', { name: 'Done' }).click();

  // The request in Transactions keeps the instructions while it waits.
  await page.goto('/transactions');
  const card = page.getByRole('article', { name: 'Deposit of $750.00' });
  await expect(card).toContainText(`Reference ${reference}`);
  await expect(card.getByRole('region', { name: 'How to send the money' })).toContainText(reference);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shootBoth(page, 'transactions-pending', card);

  // The admin, in a session of their own, finds the request by its reference typed loosely.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.setViewportSize(VIEWPORTS.desktop);
  await signInAsAdmin(admin);
  await admin.goto('/admin-dashboard?tab=deposits');
  const search = admin.getByRole('searchbox', { name: 'Search deposits by reference' });
  await search.fill('VI-0O1');
  await search.press('Enter');
  await expect(admin.getByRole('alert')).toHaveText(REFERENCE_MSG.searchInvalid);
  await search.fill(reference.toLowerCase().replace('-', ' '));
  await search.press('Enter');
  await expect(admin).toHaveURL(/[?&]q=/);
  const cards = admin.getByRole('article');
  await expect(cards).toHaveCount(1);
  const found = admin.getByRole('article', { name: `Deposit request ${reference}` });
  await expect(found).toContainText(customer.name);
  await expect(found).toContainText('$750.00');
  await shootBoth(admin, 'admin-search', found);

  // Reject asks for the reason; without one it says so and sends nothing.
  await admin.setViewportSize(VIEWPORTS.desktop);
  await found.getByRole('button', { name: 'Reject' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Reject deposit?' });
  await expect(confirm).toBeVisible();
  await expectDialogAccessible(admin);
  await expect(confirm).toContainText(reference);
  await confirm.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(confirm).toContainText(WALLET_MSG.rejectionReasonRequired);
  const still = await api('GET', `/auth/deposit-requests/${customer.id}`, undefined, customer.token);
  expect(still.body.data[0]).toMatchObject({ reference, status: 'pending' });
  const reason = 'No transfer with this reference reached our account within 10 days.';
  await confirm.getByLabel('Reason for the rejection').fill(reason);
  await shootBoth(admin, 'admin-reject');
  await confirm.getByRole('button', { name: 'Yes, reject' }).click();
  // Every decision on money needs the password again (ADR 043).
  await confirmItIsYou(admin);
  await expect(confirm).toBeHidden();
  await expect(found.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(found).toContainText(reason);
  await adminContext.close();

  // The customer reads the reason on the request and in the mail; nothing is left to send.
  await page.reload();
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Reason: ${reason}`);
  await expect(card.getByRole('region', { name: 'How to send the money' })).toHaveCount(0);
  const decided = await waitForMail(customer.email, /deposit request of \$750\.00 .* was rejected/);
  expect(decided).toContain(`(reference ${reference})`);
  expect(decided).toContain(`Reason: ${reason}`);
  await shootBoth(page, 'transactions-rejected', card);
});
