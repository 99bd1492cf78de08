import { readFileSync } from 'node:fs';
import { MAX_PENDING_DEPOSITS, WALLET_MSG } from '@app/contract/wallet-rules';
import { expectDialogAccessible } from '../support/a11y.ts';
import {
  addBankThroughApi,
  createSignedInCustomer,
  decideRequestThroughApi,
  endPayoutHoldThroughApi,
  newestPendingDeposit,
  verifyIdentityThroughApi,
} from '../support/accounts.ts';
import { api, loginThroughUi } from '../support/api.ts';
import { openAddPaymentMethod } from '../support/payment-method-form.ts';
import { expectTrueReturnBanner } from '../support/return-banner.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

test('a customer adds a bank and a Bitcoin account, deposits, gets it approved, withdraws and sees both in Transactions', async ({
  page,
}) => {
  const customer = await createSignedInCustomer('Wendy Wallet');
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, customer.email, customer.password);

  // The dashboard: greeting, an empty wallet, the actions, the banner and the heat map.
  await expect(
    page.getByRole('heading', { name: /^Good (Morning|Afternoon|Evening), Wendy$/i }),
  ).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invest', exact: true })).toHaveAttribute(
    'href',
    '/investments',
  );
  await expectTrueReturnBanner(page);
  await expect(page.getByRole('region', { name: 'Stock heat map' })).toBeVisible();

  // A US bank account: the bank list follows the country.
  let dialog = await openAddPaymentMethod(page);
  const country = dialog.getByLabel('Country');
  const bank = dialog.getByLabel('Bank', { exact: true });
  await country.selectOption({ label: 'United Kingdom' });
  await expect(bank.getByRole('option', { name: 'Barclays' })).toBeAttached();
  await expect(bank.getByRole('option', { name: 'JPMorgan Chase' })).not.toBeAttached();
  await country.selectOption({ label: 'United States' });
  await expect(bank.getByRole('option', { name: 'Barclays' })).not.toBeAttached();
  await bank.selectOption('JPMorgan Chase');
  await dialog.getByLabel('Account Number').fill('000123456789');
  await dialog.getByLabel('Routing Number').fill('021000021');
  await expect(dialog.getByLabel('Account Holder Name')).toHaveValue('Wendy Wallet');
  await shoot(page, 'wallet-add-payment-method', { fullPage: false });
  await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payment method added.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove JPMorgan Chase •••• 6789' })).toBeVisible();

  // A Bitcoin wallet: the number field becomes the address field.
  dialog = await openAddPaymentMethod(page);
  await dialog.getByLabel('Country').selectOption({ label: 'United States' });
  await dialog.getByLabel('Bank', { exact: true }).selectOption('Bitcoin');
  await expect(dialog.getByLabel('Account Number')).toHaveCount(0);
  await dialog.getByLabel('Bitcoin Address').fill(BTC_ADDRESS);
  await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove Bitcoin bc1qar…5mdq' })).toBeVisible();

  // Deposit $1,500 from the bank; under $100 is refused first.
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Deposit Money' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(page);
  const from = dialog.getByLabel('Deposit from');
  await expect(from).toHaveValue('');
  await expect(from.getByRole('option', { name: 'Select Account' })).toBeAttached();
  await from.selectOption({ label: 'JPMorgan Chase •••• 6789' });
  await dialog.getByLabel('Amount').fill('50');
  await dialog.getByRole('button', { name: 'Request Deposit' }).click();
  await expect(dialog.getByText('Amount must be at least $100 per request.')).toBeVisible();
  await dialog.getByLabel('Amount').fill('1500');
  await shoot(page, 'wallet-deposit', { fullPage: false });
  await dialog.getByRole('button', { name: 'Request Deposit' }).click();
  let submitted = page.getByRole('dialog', { name: 'Request Submitted' });
  await expect(submitted).toBeVisible();
  await expectDialogAccessible(page);
  await expect(submitted).toContainText('$1,500.00');
  // A deposit says where to send the money, with the reference made for it.
  await expect(submitted.getByRole('region', { name: 'How to send the money' })).toContainText(
    /Reference\s*VI-[2-9A-HJKMNP-Z]{6}/,
  );
  await submitted.getByRole('button', { name: 'Done' }).click();
  await expect(submitted).toBeHidden();
  // Pending: nothing credited yet.
  await expect(page.getByTestId('balance')).toHaveText('$0.00');

  // The admin approves it (as the admin screen would, through the API).
  const deposit = await newestPendingDeposit(customer, 1500);
  await decideRequestThroughApi('deposit', deposit._id, 'approved');
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText('$1,500.00');

  // Money leaves only to a verified customer (ADR 046), and both accounts were just added: each is in
  // its payout hold, and the form says until when before the customer tries.
  await verifyIdentityThroughApi(customer);
  const accounts = (await api('GET', '/auth/me', undefined, customer.token)).body.bankAccounts as {
    _id: string;
    bankName: string;
  }[];
  await page.reload();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Withdraw Money' });
  const heldTo = dialog.getByLabel('Withdraw to');
  await heldTo.selectOption(accounts.find((b) => b.bankName === 'Bitcoin')!._id);
  await expect(heldTo.locator('option:checked')).toContainText('(on hold until');
  await expect(dialog.getByText(/For your safety it can receive money from/)).toBeVisible();
  await shoot(page, 'wallet-withdraw-hold', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // A day later (the journeys' clock hook): the holds have ended.
  for (const b of accounts) await endPayoutHoldThroughApi(b._id);
  await page.reload();

  // Withdraw $400 to the Bitcoin wallet; more than the balance is refused first.
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Withdraw Money' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(page);
  await dialog.getByLabel('Withdraw from').selectOption({ label: 'Wallet balance ($1,500.00)' });
  const to = dialog.getByLabel('Withdraw to');
  await expect(to).toHaveValue('');
  await expect(to.getByRole('option', { name: 'Select Bank' })).toBeAttached();
  await to.selectOption({ label: 'Bitcoin bc1qar…5mdq' });
  await dialog.getByLabel('Amount').fill('2000');
  await dialog.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(dialog.getByText('Your cash balance does not cover this amount.')).toBeVisible();
  await dialog.getByLabel('Amount').fill('400');
  await dialog.getByRole('button', { name: 'Request Withdrawal' }).click();
  submitted = page.getByRole('dialog', { name: 'Request Submitted' });
  await expect(submitted).toBeVisible();
  await expectDialogAccessible(page);
  await expect(submitted).toContainText('$400.00');
  await submitted.getByRole('button', { name: 'Done' }).click();
  // The amount is reserved at once, and Done refreshes the balance without a reload.
  await expect(page.getByTestId('balance')).toHaveText('$1,100.00');
  await shoot(page, 'wallet-dashboard');

  // Transactions: totals, counts, cards with their status badges.
  await page.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  const card = (label: string) => page.getByText(label, { exact: true }).locator('..');
  await expect(card('Total Deposits')).toContainText('$1,500.00');
  await expect(card('Total Withdrawals')).toContainText('$0.00');
  await expect(card('Pending Requests')).toContainText('1');
  await expect(page.getByRole('tab', { name: 'Deposits (1)' })).toHaveAttribute('aria-selected', 'true');
  const depositCard = page.getByRole('article', { name: 'Deposit of $1,500.00' });
  await expect(depositCard.getByText('Approved', { exact: true })).toBeVisible();
  await expect(depositCard).toContainText(deposit.reference);
  await expect(depositCard).not.toContainText(deposit._id);
  await page.getByRole('tab', { name: 'Withdrawals (1)' }).click();
  const withdrawalCard = page.getByRole('article', { name: 'Withdrawal of $400.00' });
  await expect(withdrawalCard.getByText('Pending', { exact: true })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'wallet-transactions');

  // The requests' CSV export holds both requests, under a name that says so.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Requests (CSV)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^deposit-and-withdrawal-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('"Type","Reference","Status","Method","Amount (USD)","Account","Created","Decided"');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(
    `"Deposit","${deposit.reference}","approved","Bank Transfer","1500.00","JPMorgan Chase 000123456789"`,
  );
  expect(lines[2]).toMatch(
    /^"Withdrawal","[^"]+","pending","[^"]*","400\.00","Bitcoin bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"/,
  );
});

test('a new customer sees empty transaction lists, a rejected deposit gets its badge, and a payment method can be removed', async ({
  page,
}) => {
  const customer = await createSignedInCustomer('Ezra Empty');
  await loginThroughUi(page, customer.email, customer.password);

  await page.goto('/transactions');
  await expect(page.getByRole('tab', { name: 'Deposits (0)' })).toBeVisible();
  await expect(page.getByText('No deposits yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Requests (CSV)' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Withdrawals (0)' }).click();
  await expect(page.getByText('No withdrawals yet')).toBeVisible();
  await shoot(page, 'wallet-transactions-empty');

  // A deposit the admin rejects: never credited, shown as Rejected.
  const bankAccountId = await addBankThroughApi(customer);
  const res = await api('POST', '/auth/deposit-requests', { amount: 250, bankAccountId }, customer.token);
  expect(res.status).toBe(201);
  await decideRequestThroughApi('deposit', res.body.data._id, 'rejected');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Deposits (1)' })).toBeVisible();
  const rejected = page.getByRole('article', { name: 'Deposit of $250.00' });
  await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByText('Total Deposits', { exact: true }).locator('..')).toContainText('$0.00');

  // Remove the linked account from the dashboard, after confirming.
  await page.goto('/dashboard');
  await expect(page.getByTestId('balance')).toHaveText('$0.00');
  await page.getByRole('button', { name: 'Remove Wells Fargo •••• 4321' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove payment method?' });
  await expect(confirm).toBeVisible();
  await expectDialogAccessible(page);
  await expect(confirm).toContainText('Wells Fargo •••• 4321');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove Wells Fargo •••• 4321' })).toHaveCount(0);
  await expect(page.getByText(/No payment method yet/)).toBeVisible();

  // With no account linked, Deposit offers to add one instead of a form.
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit Money' });
  await expect(deposit).toBeVisible();
  await expectDialogAccessible(page);
  await expect(deposit.getByRole('button', { name: 'Add Payment Method' })).toBeVisible();
  await expect(deposit.getByLabel('Amount')).toHaveCount(0);
  // Escape closes the panel and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(deposit).toBeHidden();
  await expect(page.getByRole('button', { name: 'Deposit', exact: true })).toBeFocused();
});

test('a customer with the most deposit requests waiting is told why the next one is refused', async ({
  page,
}) => {
  const customer = await createSignedInCustomer('Paula Pending');
  const bankAccountId = await addBankThroughApi(customer);
  for (let i = 0; i < MAX_PENDING_DEPOSITS; i++) {
    const res = await api(
      'POST',
      '/auth/deposit-requests',
      { amount: 100 + i, bankAccountId },
      customer.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, customer.email, customer.password);

  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit Money' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(page);
  await dialog.getByLabel('Amount').fill('300');
  await dialog.getByRole('button', { name: 'Request Deposit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(WALLET_MSG.tooManyPendingDeposits);
  await shoot(page, 'wallet-deposit-too-many-pending', { fullPage: false });

  // Once one is decided there is room again: the same form sends it.
  const waiting = await newestPendingDeposit(customer);
  await decideRequestThroughApi('deposit', waiting._id, 'rejected');
  await dialog.getByRole('button', { name: 'Request Deposit' }).click();
  await expect(page.getByRole('dialog', { name: 'Request Submitted' })).toContainText('$300.00');
});
