import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { createHolderThroughApi } from '../support/accounts.ts';
import { api, loginThroughUi } from '../support/api.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

test('a customer reads real returns and the payout calendar, downloads it and a tax statement, and reads the public statistics', async ({
  page,
}) => {
  const { investor, offering } = await createHolderThroughApi(
    'Rita Returns',
    2_000,
    { namePrefix: 'Returns Orchard', pricePerUnit: 100, investmentReturn: '6%', duration: '6 months' },
    3,
  );
  const { body: portfolioBody } = await api('GET', '/auth/portfolio', undefined, investor.token);
  const expected = portfolioBody.returns.expectedXirr as number;
  expect(expected).toBeGreaterThan(0);
  const [payoutMonth] = portfolioBody.calendar as { month: string; principal: number; return: number }[];

  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);

  // Dashboard: both rates with what they count, and the expected payouts month by month.
  const portfolio = page.locator('[aria-labelledby="portfolio-title"]');
  await expect(portfolio.getByRole('heading', { name: 'Your returns, net of fees' })).toBeVisible();
  await expect(portfolio.getByTestId('realised-xirr')).toHaveText('Not yet');
  await expect(portfolio.getByTestId('expected-xirr')).toHaveText(`${(expected * 100).toFixed(2)}% a year`);
  await expect(portfolio.getByText(/What the holdings that have ended earned/)).toBeVisible();
  const month = new Date(`${payoutMonth!.month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
  const calendar = portfolio.getByRole('table', { name: 'Expected payouts by month' });
  await expect(calendar.getByRole('row', { name: new RegExp(month) })).toContainText('$300.00');

  const icsDownload = page.waitForEvent('download');
  await portfolio.getByRole('button', { name: 'Add to my calendar (.ics)' }).click();
  const ics = await icsDownload;
  expect(ics.suggestedFilename()).toBe('expected-payouts.ics');
  const icsText = readFileSync(await ics.path(), 'utf8');
  expect(icsText.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const unfolded = icsText.replace(/\r\n /g, '');
  expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(unfolded).toContain(offering.name);
  await expect(page.getByRole('status').filter({ hasText: 'Calendar file downloaded.' })).toBeAttached();

  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    expect(await hasHorizontalScroll(page), `horizontal scroll at ${size.width}px`).toBe(false);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await expectNoAxeViolations(page);
  await shoot(page, 'real-returns-dashboard', {
    prepare: () => portfolio.getByRole('heading', { name: 'Payout calendar' }).scrollIntoViewIfNeeded(),
  });

  // Transactions: this year's tax statement, as a PDF and a CSV with the note.
  await page.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  const year = new Date().getUTCFullYear();
  await expect(page.getByRole('heading', { name: 'Tax statements' })).toBeVisible();
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${year} tax statement as PDF` }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`tax-statement-${year}.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${year} tax statement as CSV` }).click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv).toContain('"Deposits","2000.00"');
  expect(csv).toContain('"Invested in holdings","300.00"');
  expect(csv).toContain('It is not tax advice');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoAxeViolations(page);
  await shoot(page, 'real-returns-tax-statements', {
    prepare: () => page.getByRole('heading', { name: 'Tax statements' }).scrollIntoViewIfNeeded(),
  });

  // The public statistics, reached from the footer: the months of the last 36 with maturities, with an
  // explanation and the risk; months without any are left out (no rows of zeros), and said so.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How our holdings have paid out');
  await expect(page.getByRole('heading', { name: 'What the figures mean' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Capital at risk' })).toBeVisible();
  // The figures have arrived once the summary is there.
  await expect(page.getByTestId('statistics-summary')).toBeVisible();
  const rows = page.locator('section[aria-label="Maturities by month"] tbody tr');
  const shown = await rows.count();
  if (shown === 0)
    await expect(page.getByTestId('statistics-summary')).toHaveText(
      'No holdings have matured in the last 36 months yet.',
    );
  expect(shown).toBeLessThanOrEqual(36);
  for (const matured of await rows.locator('td:first-of-type').allTextContents())
    expect(matured).not.toBe('0');
  if (shown > 0 && shown < 36)
    await expect(page.getByTestId('statistics-table-note')).toContainText(
      `${36 - shown} months without maturities are left out.`,
    );
  await expect(page.getByTestId('statistics-summary')).toBeVisible();
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    expect(await hasHorizontalScroll(page), `horizontal scroll at ${size.width}px`).toBe(false);
  }
  await expectNoAxeViolations(page);
  await shoot(page, 'real-returns-statistics');
});
