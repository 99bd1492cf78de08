import type { Page } from '@playwright/test';
import { expectDialogAccessible } from '../support/a11y.ts';
import { adminToken, createInvestor, createOfferingThroughApi } from '../support/accounts.ts';
import { checkerOnPhone, confirmItIsYou, signInAsAdmin } from '../support/admin-work.ts';
import { api, DEMO, loginThroughUi } from '../support/api.ts';
import { acknowledgeSheetThroughApi } from '../support/protection.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const unique = () => Date.now().toString(36).slice(-5).toUpperCase();

/** The customer buys through the API: these journeys are about what happens after the purchase. */
async function buyThroughApi(token: string, investmentId: string, unitsPurchased: number, consent = false) {
  await acknowledgeSheetThroughApi(token, investmentId);
  const res = await api('POST', '/auth/invest', { investmentId, unitsPurchased, consent }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string };
}

async function stepUpAdmin() {
  const stepUp = await api('POST', '/auth/step-up', { password: DEMO.admin.password }, await adminToken());
  expect(stepUp.status, JSON.stringify(stepUp.body)).toBe(200);
}

/** An admin money call through the API, with the step-up every one of them needs (ADR 043). */
async function adminCall(method: string, path: string, body: unknown) {
  await stepUpAdmin();
  const token = await adminToken();
  const res = await api(method, path, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

test('a customer chooses a roll-over and finds the rolled-over holding after maturity', async ({ page }) => {
  const investor = await createInvestor('Rolf Rollover', 1_000);
  const offering = await createOfferingThroughApi({
    name: `Cedar Grove Notes ${unique()}`,
    investmentReturn: '10%',
    duration: '1 year',
    pricePerUnit: 100,
  });
  const holding = await buyThroughApi(investor.token, offering._id, 2);
  // The issuer funds the offering's payouts, so maturity pays the return as well as the principal.
  await stepUpAdmin();
  await adminCall('POST', `/auth/admin/investments/${offering._id}/funding`, {
    amount: 100,
    reason: 'Issuer payment',
  });

  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);
  await page.goto('/investments');
  const card = page.getByRole('article', { name: offering.name });
  await expect(card).toBeVisible();
  const picker = card.getByRole('group', { name: /At maturity/ });
  await expect(picker).toContainText('$220.00 after the management charge');
  await expect(card.getByRole('radio', { name: 'Pay everything into my wallet' })).toBeChecked();

  await card.getByRole('radio', { name: 'Reinvest the amount invested and the return' }).check();
  await expect(card).toContainText('$220.00 is reinvested in');
  await card.getByRole('button', { name: 'Save instruction' }).click();
  await expect(card.locator('form').getByRole('status')).toHaveText('Your maturity instruction is saved.');
  await shoot(page, 'holding-life-instruction');

  // Maturity, as the maturity job runs it: 2 units at $100 come back with $20 and buy 2 units again.
  const run = await adminCall('POST', `/test-hooks/holdings/${holding._id}/mature`, undefined);
  expect(run.paid).toBeGreaterThanOrEqual(1);
  await page.reload();
  const rolled = page.getByRole('article', { name: offering.name });
  await expect(rolled).toHaveCount(1);
  await expect(rolled).toContainText('Reinvested from an earlier holding at maturity');
  // $220 buys 2 units at $100 with the 0.25% platform fee; the $19.50 left is in the wallet.
  await expect(rolled).toContainText('2 units × $100.00');
  await expect(
    rolled.getByRole('radio', { name: 'Reinvest the amount invested and the return' }),
  ).toBeChecked();
  await expect(rolled).toContainText('Active');
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByRole('article', { name: offering.name })).toContainText('Completed');
  await page.getByRole('tab', { name: 'My Investments' }).click();
  await shoot(page, 'holding-life-rolled-over');
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    expect(await hasHorizontalScroll(page)).toBe(false);
  }
});

test('a customer sees a default, then a recovery payment on the holding and in history', async ({ page }) => {
  const investor = await createInvestor('Della Default', 1_000);
  const offering = await createOfferingThroughApi({ name: `Quarry Loan ${unique()}`, pricePerUnit: 100 });
  await buyThroughApi(investor.token, offering._id, 3);

  await adminCall('PUT', `/auth/admin/investments/${offering._id}/performance`, {
    status: 'defaulted',
    note: 'The borrower stopped paying; we are collecting the security.',
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);
  await page.goto('/investments');
  const card = page.getByRole('article', { name: offering.name });
  await expect(card).toContainText('Defaulted');
  await expect(card).toContainText('we are collecting the security');
  await shoot(page, 'holding-life-defaulted');

  // The admin pays a recovery: a fresh step-up first, as for every admin money call.
  await stepUpAdmin();
  await adminCall('POST', `/auth/admin/investments/${offering._id}/recovery`, {
    amount: 120,
    note: 'First sale of the security.',
  });
  await page.reload();
  await expect(page.getByRole('article', { name: offering.name })).toContainText('Recovered $120.00');

  await page.getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByText(/^Recovery payment · /)).toBeVisible();
  await shoot(page, 'holding-life-recovery-history');
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test('a recovery past the approval limit waits for a second admin, who approves it from a phone', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // Two holders of $9,000 each, fee on top (a deposit past $10,000 would wait for a second admin).
  const offering = await createOfferingThroughApi({ name: `Mill Loan ${unique()}`, pricePerUnit: 1_000 });
  const investor = await createInvestor('Rhea Recovered', 9_100);
  const neighbour = await createInvestor('Nils Neighbour', 9_100);
  for (const holder of [investor, neighbour]) await buyThroughApi(holder.token, offering._id, 9, true);
  await adminCall('PUT', `/auth/admin/investments/${offering._id}/performance`, {
    status: 'defaulted',
    note: 'The borrower stopped paying; the mill is for sale.',
  });

  // The maker asks for $12,000: past the $10,000 limit, so nothing is paid yet.
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsAdmin(page);
  await page
    .getByRole('tablist', { name: 'Admin sections' })
    .getByRole('tab', { name: 'Investments' })
    .click();
  await page
    .getByRole('article', { name: offering.name })
    .getByRole('button', { name: 'Pay recovery' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Pay a recovery: ${offering.name}` });
  await expect(dialog).toContainText('Past the approval limit');
  await dialog.getByLabel('Amount recovered (USD)').fill('12000');
  await dialog.getByLabel(/^Note/).fill('The mill sold at auction.');
  await dialog.getByRole('button', { name: 'Pay recovery' }).click();
  await confirmItIsYou(page);
  await expect(toast(page, 'it is paid to the holders once a second admin approves it')).toBeVisible();
  const holding = async () =>
    (await api('GET', `/auth/user-investments/${investor.id}`, undefined, investor.token)).body.data[0];
  expect((await holding()).recovered).toBe(0);
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Approvals' }).click();
  const mine = page.getByRole('article', { name: `Recovery payment for ${offering.name}` });
  await expect(mine).toContainText('$12,000.00');
  await expect(mine).toContainText('The mill sold at auction.');
  await expect(mine).toContainText('You asked for this');

  // The checker approves it on a phone.
  const checker = await checkerOnPhone(browser);
  const waiting = checker.getByRole('article', { name: `Recovery payment for ${offering.name}` });
  await expect(waiting).toContainText('Paid to its holders, pro rata');
  expect(await hasHorizontalScroll(checker)).toBe(false);
  await shoot(checker, 'holding-life-recovery-approval', {
    fullPage: false,
    prepare: () => waiting.scrollIntoViewIfNeeded(),
  });
  await waiting
    .getByRole('button', { name: `Approve recovery payment of $12,000.00 for ${offering.name}` })
    .click();
  const approve = checker.getByRole('dialog', { name: 'Approve recovery payment?' });
  await expect(approve).toContainText('the amount is paid to the holders pro rata');
  await expectDialogAccessible(checker);
  await approve.getByRole('button', { name: 'Yes, approve' }).click();
  await confirmItIsYou(checker, DEMO.checker.password);
  await expect(toast(checker, 'Recovery paid to the holders.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await checker.context().close();

  // Equal principals: each holder gets half.
  expect((await holding()).recovered).toBe(6_000);
  await loginThroughUi(page, investor.email, investor.password);
  await page.goto('/investments');
  await expect(page.getByRole('article', { name: offering.name })).toContainText('Recovered $6,000.00');
});
