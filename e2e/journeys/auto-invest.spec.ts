import { expectDialogAccessible } from '../support/a11y.ts';
import { createInvestor, createOfferingThroughApi, decideRequestThroughApi } from '../support/accounts.ts';
import { api, loginThroughUi } from '../support/api.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const unique = () => Date.now().toString(36).slice(-5).toUpperCase();

test('a customer sets up auto-invest, sees the preview, deposits, watches it buy, reads the report, pauses it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // $100 in the wallet: not enough for one $100 unit with its fee, so the strategy waits for cash.
  const investor = await createInvestor('Astrid Autoinvest', 100);
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);
  await page.goto('/investments?tab=auto');
  await expect(page.getByRole('tab', { name: 'Auto-invest' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No strategy yet')).toBeVisible();

  // Criteria narrow enough that only this journey's offering matches: banking at 40% a year.
  await page.getByRole('button', { name: 'New strategy' }).click();
  const panel = page.getByRole('dialog', { name: 'New auto-invest strategy' });
  await panel.getByLabel('Name').fill('Bank notes ladder');
  await panel.getByLabel('Budget ($)').fill('5000');
  // Too few criteria: one category alone is refused on the field, before anything is sent.
  await panel.getByRole('checkbox', { name: 'Banking' }).check();
  await panel.getByLabel('Amount per offering ($)').fill('500');
  await panel.getByRole('checkbox', { name: /I will read the key information sheet/ }).check();
  await panel.getByRole('button', { name: 'Save strategy' }).click();
  await expect(panel.getByText(/Choose at least two criteria/)).toBeVisible();
  await panel.getByLabel('Lowest yearly rate (%)').fill('39.5');
  await panel.getByLabel('Highest yearly rate (%)').fill('40.5');
  await expectDialogAccessible(page);
  await shoot(page, 'auto-invest-form', { fullPage: false });
  await panel.getByRole('button', { name: 'Save strategy' }).click();
  await expect(panel).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: 'Bank notes ladder' });
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Banking · 39.5%–40.5% a year');

  const offering = await createOfferingThroughApi({
    name: `Harbor Bank Notes ${unique()}`,
    category: 'Banking',
    investmentReturn: '20%',
    duration: '6 months',
    pricePerUnit: 100,
  });
  // The preview says what it would buy now and why not; the job's own look is in the decisions.
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Report of Bank notes ladder' }).click();
    const report = page.getByRole('dialog', { name: 'Bank notes ladder: report' });
    await expect(report).toContainText(`Would skip ${offering.name}: no cash above the reserve`, {
      timeout: 1_000,
    });
    await expect(report).toContainText(`Skipped ${offering.name}: no cash above the reserve`, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await page
    .getByRole('dialog', { name: 'Bank notes ladder: report' })
    .getByRole('button', { name: 'Close' })
    .click();

  // A deposit credited: the strategy looks again and buys $500 (10% of its $5,000 budget).
  const deposit = await api('POST', '/auth/deposit-requests', { amount: 1_000 }, investor.token);
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
  await decideRequestThroughApi('deposit', deposit.body.data._id, 'approved');
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Report of Bank notes ladder' }).click();
    await expect(page.getByRole('dialog', { name: 'Bank notes ladder: report' })).toContainText(
      `Bought ${offering.name} for $500.00`,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 30_000 });
  const bought = page.getByRole('dialog', { name: 'Bank notes ladder: report' });
  await expect(bought).toContainText('Invested$500.00');
  await expect(bought).toContainText('40.00%');
  await expectDialogAccessible(page);
  await shoot(page, 'auto-invest-report', { fullPage: false });
  await bought.getByRole('button', { name: 'Close' }).click();

  // The list was read before the purchase committed: read it again, as a person coming back would.
  await page.reload();
  const strategyCard = page.getByRole('listitem').filter({ hasText: 'Bank notes ladder' });
  await expect(strategyCard).toContainText('$500.00 of $5,000.00');
  await strategyCard.getByRole('button', { name: 'Pause Bank notes ladder' }).click();
  await expect(strategyCard).toContainText('Paused');
  await shoot(page, 'auto-invest-tab');
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    expect(await hasHorizontalScroll(page), `sideways scroll at ${size.width}px`).toBe(false);
  }

  // The purchase is an ordinary holding, cancellable in its reflection period.
  await page.getByRole('tab', { name: 'My Investments' }).click();
  await expect(page.getByRole('article', { name: offering.name })).toBeVisible();
});

test('the public auto-invest page says how offerings are matched and in what order', async ({ page }) => {
  await page.goto('/auto-invest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investing by rules you set');
  await expect(page.getByText(/in the order you created them, oldest first/)).toBeVisible();
  await shoot(page, 'auto-invest-public');
});
