import { readFileSync } from 'node:fs';
import { createInvestor, createOfferingThroughApi } from '../support/accounts.ts';
import { api, loginThroughUi } from '../support/api.ts';
import { acknowledgeSheetThroughApi } from '../support/protection.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

test('a customer reads the whole history with server totals, filters it, downloads CSV and a statement, and sees the portfolio first on the dashboard', async ({
  page,
}) => {
  const investor = await createInvestor('Hana History', 5_000);
  const offering = await createOfferingThroughApi({
    name: `History Orchard ${Date.now().toString(36)}`,
    pricePerUnit: 100,
    category: 'Real Estate',
  });
  await acknowledgeSheetThroughApi(investor.token, offering._id);
  const bought = await api(
    'POST',
    '/auth/invest',
    { investmentId: offering._id, unitsPurchased: 3 },
    investor.token,
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);

  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);

  // Dashboard: the portfolio leads, with a text summary, a table fallback and the next maturity.
  const portfolio = page
    .getByRole('region', { name: 'Your portfolio' })
    .or(page.locator('[aria-labelledby="portfolio-title"]'));
  await expect(portfolio.getByRole('figure', { name: 'Allocation by category' })).toBeVisible();
  await expect(portfolio.getByRole('row', { name: /Real Estate/ })).toContainText('$300.00');
  await expect(page.getByTestId('value-summary')).toContainText('invested $300.00');
  // An account opened today has one day to draw: the chart says so instead of a flat band.
  await expect(portfolio.getByTestId('chart-empty')).toContainText('Not enough history yet');
  await expect(portfolio.getByTestId('value-chart')).toHaveCount(0);
  await expect(portfolio.getByRole('list', { name: 'Next maturities' })).toContainText(offering.name);
  await portfolio.getByText('Show as a table').click();
  await expect(portfolio.getByRole('columnheader', { name: 'Wallet' })).toBeVisible();
  await portfolio.getByRole('button', { name: '1 month' }).click();
  await expect(portfolio.getByRole('button', { name: '1 month' })).toHaveAttribute('aria-pressed', 'true');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'history-dashboard-portfolio');

  // Transactions: every movement with its running balance and totals from the server. The purchase
  // paid the free plan's 0.25% platform fee ($0.75) after its cost.
  await page.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  const movements = page.getByRole('list', { name: 'Movements' });
  await expect(movements.getByRole('listitem')).toHaveCount(3);
  await expect(movements.getByRole('listitem').nth(0)).toContainText('Platform fee');
  await expect(movements.getByRole('listitem').nth(0)).toContainText('Balance $4,699.25');
  await expect(movements.getByRole('listitem').nth(1)).toContainText(`Investment in ${offering.name}`);
  await expect(movements.getByRole('listitem').nth(1)).toContainText('Balance $4,700.00');
  await expect(page.getByTestId('total-count')).toHaveText('3');
  await expect(page.getByTestId('total-in')).toHaveText('$5,000.00');
  await expect(page.getByTestId('total-out')).toHaveText('-$300.75');

  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Deposit' });
  await expect(movements.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('total-net')).toHaveText('$5,000.00');
  await page.getByLabel('From', { exact: true }).fill('2030-01-02');
  await page.getByLabel('To', { exact: true }).fill('2030-01-01');
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('');
  await page.getByLabel('To', { exact: true }).fill('');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'All types' });
  await expect(movements.getByRole('listitem')).toHaveCount(3);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Account history (CSV)' }).click();
  const historyFile = await csvDownload;
  expect(historyFile.suggestedFilename()).toMatch(/^account-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await historyFile.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv).toHaveLength(4);
  expect(csv[1]).toContain('"-0.75","4699.25"');
  expect(csv[2]).toContain('"-300.00","4700.00"');

  // Statements: this month as PDF.
  const month = new Date().toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
  await expect(page.getByRole('heading', { name: 'Statements', exact: true })).toBeVisible();
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${month} statement as PDF` }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'history-transactions');
});

test('the portfolio chart has an amount axis and a date axis once there are 3 days to draw', async ({
  page,
}) => {
  const investor = await createInvestor('Axel Axes', 1_000);
  await loginThroughUi(page, investor.email, investor.password);
  const portfolio = page.locator('[aria-labelledby="portfolio-title"]');
  await expect(portfolio.getByTestId('chart-empty')).toBeVisible();
  await shoot(page, 'history-chart-empty');

  // Thirty days of history, as the API would answer for an older account.
  const history = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    cash: 1_000 + i * 100,
    invested: i < 10 ? 0 : 2_500,
  }));
  await page.route('**/api/auth/portfolio?*', (r) =>
    r.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        allocation: [],
        history,
        maturities: [],
        returns: { realisedXirr: null, expectedXirr: null },
        calendar: [],
      }),
    }),
  );
  await page.reload();
  const chart = portfolio.getByTestId('value-chart');
  await expect(chart).toBeVisible();
  await expect(portfolio.getByTestId('chart-empty')).toHaveCount(0);
  // The largest total is $6,400: the axis runs from $0 to $8K in $2K steps.
  await expect(chart.getByTestId('amount-tick')).toHaveText(['$0', '$2K', '$4K', '$6K', '$8K']);
  await expect(chart.getByTestId('date-tick')).toHaveText(['1 Mar 2026', '16 Mar 2026', '30 Mar 2026']);
  await expect(portfolio.getByTestId('value-summary')).toContainText(
    'On 30 Mar 2026: wallet $3,900.00, invested $2,500.00, total $6,400.00.',
  );
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'history-chart-axes', {
    prepare: () => chart.scrollIntoViewIfNeeded(),
  });
});
