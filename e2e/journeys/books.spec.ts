import type { Locator, Page } from '@playwright/test';
import { expectDialogAccessible } from '../support/a11y.ts';
import { adminToken, createInvestor, createOfferingThroughApi } from '../support/accounts.ts';
import { checkerOnPhone, confirmItIsYou, signInAsAdmin } from '../support/admin-work.ts';
import { api, DEMO, loginThroughUi } from '../support/api.ts';
import { databaseUrl, makeHoldingDue } from '../support/database.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

// The books: trial balance, bank reconciliation, payout funding with four eyes, and a return that
// waits for its offering's funding (docs/ledger.md).

const usd = (v: number) => v.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const signedUsd = (v: number) => (v > 0 ? `+${usd(v)}` : v < 0 ? `−${usd(-v)}` : usd(0));
const yesterdayUtc = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const uniqueName = (what: string) => `${what} ${Date.now().toString(36).toUpperCase()}`;

async function openTab(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** Opens an offering's Fund payouts dialog on the Investments tab and books `amount` for `reason`. */
async function fund(page: Page, offeringName: string, amount: string, reason: string): Promise<Locator> {
  await page.getByRole('button', { name: `Fund payouts of ${offeringName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Fund payouts' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill(amount);
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Fund payouts' }).click();
  return dialog;
}

test('an admin reads a zero trial balance, reconciles the bank and funds an offering with a second admin', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const offering = await createOfferingThroughApi({ name: uniqueName('Books Orchard'), duration: '1 year' });
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsAdmin(page);
  await openTab(page, 'Reports');
  const books = page.getByRole('region', { name: 'Books' });

  // The trial balance: the bank as a debit, every other account as a credit, the total $0.00.
  const balance = (await api('GET', '/auth/admin/reports/trial-balance', undefined, await adminToken())).body;
  expect(balance.total).toBe(0);
  const bank = balance.data.find((r: { account: string }) => r.account === 'bank');
  const table = books.getByRole('table', { name: /Trial balance/ });
  const bankRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Bank' }) });
  await expect(bankRow.getByRole('cell').first()).toHaveText(usd(-bank.balance));
  await expect(bankRow.getByRole('cell').last()).toHaveText('');
  await expect(table.getByRole('row').last()).toContainText('$0.00');
  await expect(books).toContainText('The total is zero because every movement of money is booked twice');

  // A reconciliation: the day defaults to yesterday (UTC); the contract's schema asks for the balance.
  const form = books.getByRole('form', { name: 'Record a reconciliation' });
  await expect(form.getByLabel('Day (UTC)')).toHaveValue(yesterdayUtc());
  await form.getByRole('button', { name: 'Record' }).click();
  await expect(form.getByText("Enter the bank's closing balance in dollars.")).toBeVisible();
  await form.getByLabel('Bank closing balance (USD)').fill('1234.56');
  await form.getByRole('button', { name: 'Record' }).click();
  await expect(toast(page, 'Reconciliation recorded.')).toBeVisible();
  const [recorded] = (await api('GET', '/auth/admin/reconciliations', undefined, await adminToken())).body
    .data;
  expect(recorded.bankBalance).toBe(1234.56);
  const past = books.getByRole('list', { name: 'Past reconciliations, newest first' }).getByRole('listitem');
  await expect(past.first()).toContainText(signedUsd(recorded.difference));
  await expect(past.first()).toContainText(recorded.difference === 0 ? 'matches' : 'does not match');
  // The bank's real figure equal to the ledger's: no difference.
  await form.getByLabel('Bank closing balance (USD)').fill(String(recorded.ledgerBalance));
  await form.getByRole('button', { name: 'Record' }).click();
  await expect(books.getByRole('status').filter({ hasText: 'The bank and the ledger agree' })).toBeVisible();
  await expect(past.first()).toContainText('matches');
  await expect(past.first()).toContainText('Ada Admin');
  expect(await hasHorizontalScroll(page)).toBe(false);
  // What a person sees of the trial balance and of the reconciliations, at each width.
  await shoot(page, 'books-trial-balance', {
    fullPage: false,
    prepare: () => table.scrollIntoViewIfNeeded(),
  });
  await shoot(page, 'books-reconciliations', {
    fullPage: false,
    prepare: () => past.first().scrollIntoViewIfNeeded(),
  });

  // Fund payouts: the dialog checks with the contract's schema, then the step-up, then books it.
  await openTab(page, 'Investments');
  await shoot(page, 'books-offerings', {
    fullPage: false,
    prepare: () => page.getByRole('article', { name: offering.name }).scrollIntoViewIfNeeded(),
  });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.getByRole('button', { name: `Fund payouts of ${offering.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Fund payouts' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(offering.name);
  await dialog.getByRole('button', { name: 'Fund payouts' }).click();
  await expect(dialog.getByText('Enter an amount in dollars.')).toBeVisible();
  await expect(dialog.getByText('Say why the offering is funded.')).toBeVisible();
  await expectDialogAccessible(page);
  await shoot(page, 'books-fund-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await fund(page, offering.name, '250', 'Issuer wire for the first year');
  await confirmItIsYou(page);
  await expect(toast(page, 'Payout funding booked.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Past the $10,000 limit of the last 24 hours it waits for a second admin.
  await fund(page, offering.name, '20000', 'Issuer wire for the second year');
  await expect(toast(page, 'it waits for a second admin to approve it')).toBeVisible();
  await expect(dialog).toBeHidden();
  await openTab(page, 'Approvals');
  const mine = page.getByRole('article', { name: `Payout funding for ${offering.name}` });
  await expect(mine).toContainText('+$20,000.00');
  await expect(mine).toContainText('You asked for this');
  await expect(mine.getByRole('button', { name: /Approve/ })).toHaveCount(0);

  // The checker, on a phone, approves it on the funding's own route.
  const checker = await checkerOnPhone(browser);
  const waiting = checker.getByRole('article', { name: `Payout funding for ${offering.name}` });
  await expect(waiting).toContainText('From the bank account to its payout funding');
  await waiting
    .getByRole('button', { name: `Approve payout funding of $20,000.00 for ${offering.name}` })
    .click();
  const approve = checker.getByRole('dialog', { name: 'Approve payout funding?' });
  await expect(approve).toContainText(
    "the amount moves from the bank account to the offering's payout funding",
  );
  await expectDialogAccessible(checker);
  await approve.getByRole('button', { name: 'Yes, approve' }).click();
  await confirmItIsYou(checker, DEMO.checker.password);
  await expect(toast(checker, 'Funding approved and booked.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await checker.context().close();

  // The books still balance, with the bank $20,250 lower.
  const after = (await api('GET', '/auth/admin/reports/trial-balance', undefined, await adminToken())).body;
  expect(after.total).toBe(0);
  const bankAfter = after.data.find((r: { account: string }) => r.account === 'bank');
  expect(Math.round((bank.balance - bankAfter.balance) * 100)).toBe(20_250_00);
  await openTab(page, 'Reports');
  await expect(bankRow.getByRole('cell').first()).toHaveText(usd(-bankAfter.balance));
  await expect(table.getByRole('row').last()).toContainText('$0.00');
});

test('a return the funding cannot cover is delayed for the customer, listed for the admin and paid once funded', async ({
  browser,
  page,
}) => {
  test.skip(!databaseUrl(), 'needs E2E_DATABASE_URL: a maturity moves into the past only in the database');
  test.setTimeout(180_000);
  const offering = await createOfferingThroughApi({
    name: uniqueName('Unfunded Grove'),
    duration: '1 year',
    investmentReturn: '10%',
  });
  const investor = await createInvestor('Della Delayed', 1_000);
  const bought = await api(
    'POST',
    '/auth/invest',
    { investmentId: offering._id, unitsPurchased: 5 },
    investor.token,
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  const holdingId: string = bought.body.data._id;
  await makeHoldingDue(holdingId);
  // The server's maturity job runs every minute: it pays the principal and delays the $50 return.
  const holding = async () =>
    (await api('GET', `/auth/user-investments/${investor.id}`, undefined, investor.token)).body.data.find(
      (h: { _id: string }) => h._id === holdingId,
    );
  await expect
    .poll(async () => (await holding())?.returnDelayed, { timeout: 90_000, intervals: [2_000] })
    .toBe(true);

  // The customer sees it in Completed: the badge and why.
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);
  await page.goto('/investments?tab=completed');
  const card = page
    .getByRole('list', { name: 'Completed investments' })
    .getByRole('article', { name: offering.name });
  await expect(card).toContainText('Return delayed');
  await expect(card).toContainText('Your principal was paid into your wallet');
  await expect(card).toContainText('it is paid into your wallet once the offering is funded');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'books-return-delayed');

  // The admin sees the shortfall, opens the customer and funds the offering.
  const adminContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await openTab(admin, 'Reports');
  const shortfalls = admin.getByRole('list', { name: 'Returns waiting for funding, oldest first' });
  const row = shortfalls.getByRole('listitem').filter({ hasText: offering.name });
  await expect(row).toContainText('Return due$50.00');
  await expect(row).toContainText('Shortfall$50.00');
  await row.getByRole('link', { name: /Open the customer/ }).click();
  await expect(admin.getByRole('article', { name: offering.name })).toContainText('Return delayed');
  await admin.goBack();
  await openTab(admin, 'Investments');
  await fund(admin, offering.name, '50', 'Issuer wire for the delayed return');
  await confirmItIsYou(admin);
  await expect(toast(admin, 'Payout funding booked.')).toBeVisible();
  await openTab(admin, 'Reports');
  await expect(row).toHaveCount(0);
  await adminContext.close();

  expect((await holding()).returnDelayed).toBe(false);
  await page.reload();
  await expect(card).not.toContainText('Return delayed');
  await expect(card).toContainText('Paid into your wallet on');
});
