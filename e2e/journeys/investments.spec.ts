import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expectDialogAccessible } from '../support/a11y.ts';
import { createInvestor, createOfferingThroughApi } from '../support/accounts.ts';
import { api, createCustomer, loginThroughUi } from '../support/api.ts';
import { tickKeyInformation } from '../support/protection.ts';
import { expectTrueReturnBanner } from '../support/return-banner.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const unique = () => Date.now().toString(36).slice(-5).toUpperCase();

/** What the purchase summary promises: start + 9 months (same day, or the month's last), as '5 Mar 2027'. */
function maturityIn(months: number, start = new Date()): string {
  const d = new Date(start.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(d);
}

/** The value next to a label in a <dl> (summary rows, tiles). */
const termValue = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a verified customer filters Explore, opens the details, buys 3 units and sees the holding and the summary', async ({
  page,
}) => {
  const investor = await createInvestor('Ines Investor', 5_000);
  const offering = await createOfferingThroughApi({ name: `Sunrise Orchard ${unique()}` });
  const other = (await api('GET', '/auth/investments')).body.data.find(
    (o: { category: string }) => o.category !== 'Agriculture',
  );

  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);
  await page.getByRole('link', { name: 'Invest', exact: true }).click();
  await expect(page).toHaveURL(/\/investments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();
  await expect(page.getByTestId('invest-balance')).toHaveText('$5,000.00');
  await expectTrueReturnBanner(page);

  await page.getByRole('button', { name: 'Learn' }).click();
  const learn = page.getByRole('dialog', { name: 'How investing works' });
  await expect(learn).toBeVisible();
  await expectDialogAccessible(page);
  await expect(learn).toBeVisible();
  await learn.getByRole('button', { name: 'Got it' }).click();
  await expect(learn).toBeHidden();

  // My Investments is the first tab, empty for now.
  await expect(page.getByRole('tab', { name: 'My Investments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You have no active investments')).toBeVisible();

  // Explore, filtered to Agriculture.
  await page.getByRole('tab', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\?tab=explore$/);
  const offerings = page.getByRole('list', { name: 'Investment offerings' });
  const card = offerings.getByRole('article', { name: offering.name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  if (other) await expect(offerings.getByRole('article', { name: other.name })).toBeVisible();
  await page.getByRole('button', { name: 'Agriculture', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Agriculture', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  if (other) await expect(offerings.getByRole('article', { name: other.name })).toHaveCount(0);
  await expect(card).toBeVisible();
  // One basis for the return: the yearly rate first, the whole-term return beside it.
  await expect(card.getByTestId('return-basis')).toContainText('24.0% a year · 18.0% over 9 months');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'investments-explore');

  // Details.
  await card.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: offering.name });
  await expect(details).toBeVisible();
  await expectDialogAccessible(page);
  // No badge nothing backs.
  await expect(details.getByText('Verified Opportunity')).toHaveCount(0);
  await expect(termValue(details, 'Return')).toHaveText('24.0% a year · 18.0% over 9 months');
  await expect(termValue(details, 'Duration')).toHaveText('9 months');
  await expect(termValue(details, 'Price per unit')).toHaveText('$100.00');
  await expect(termValue(details, 'Investors')).toHaveText('0');
  await expect(
    details.getByText('Capital at risk: past or advertised returns are not guaranteed.'),
  ).toBeVisible();
  await shoot(page, 'investments-details', { fullPage: false });
  await details.getByRole('button', { name: 'Invest Now' }).click();

  // Invest Now: no one-option 'Pay from'; an amount in dollars fills in the units it buys, units fill
  // in their cost, and the maximum follows the wallet: $5,000 pays for 49 units of $100 with the fee.
  const panel = page.getByRole('dialog', { name: 'Invest Now' });
  await expect(panel).toBeVisible();
  await expectDialogAccessible(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('return-basis')).toContainText('24.0% a year · 18.0% over 9 months');
  await expect(panel.getByLabel('Pay from')).toHaveCount(0);
  const confirm = panel.getByRole('button', { name: 'Confirm investment' });
  await confirm.click();
  await expect(panel.getByText('Enter an amount in dollars or a number of units.')).toBeVisible();
  const amount = panel.getByLabel('Amount');
  const units = panel.getByLabel('Units');
  await expect(
    panel.getByText('From 1 to 49: your wallet ($5,000.00) pays for 49 units, fee included.'),
  ).toBeVisible();
  await amount.fill('250');
  await expect(units).toHaveValue('2');
  await expect(panel.getByText('Buys 2 units for $200.00.')).toBeVisible();
  await amount.fill('50');
  await expect(units).toHaveValue('');
  await expect(panel.getByText('That buys no unit: one unit costs $100.00.')).toBeVisible();
  await units.fill('60');
  await expect(amount).toHaveValue('6000.00');
  await confirm.click();
  await expect(panel.getByText('Your wallet balance covers at most 49 units.')).toBeVisible();
  await panel.getByRole('button', { name: 'Use the most (49)' }).click();
  await expect(units).toHaveValue('49');
  await expect(amount).toHaveValue('4900.00');
  await shoot(page, 'investments-invest-amount', { fullPage: false });

  await amount.fill('$300');
  await expect(units).toHaveValue('3');
  const summary = panel.getByRole('region', { name: 'Purchase summary' });
  await expect(termValue(summary, 'Units')).toHaveText('3');
  await expect(termValue(summary, 'Price per unit')).toHaveText('$100.00');
  await expect(termValue(summary, 'Cost')).toHaveText('$300.00');
  // The free plan's 0.25% platform fee, debited with the cost.
  await expect(termValue(summary, 'Platform fee (0.25%)')).toHaveText('$0.75');
  await expect(termValue(summary, 'Paid from your wallet now')).toHaveText('$300.75');
  await expect(termValue(summary, 'Expected return (18.0% over 9 months)')).toHaveText('$54.00');
  await expect(termValue(summary, 'Expected total at maturity')).toHaveText('$354.00');
  await expect(termValue(summary, 'Maturity date')).toHaveText(maturityIn(9));
  await expect(termValue(summary, 'Balance after')).toHaveText('$4,699.25');
  await shoot(page, 'investments-invest-now', { fullPage: false });
  await tickKeyInformation(panel);
  await confirm.click();
  await expect(page.getByText('Investment successful.')).toBeVisible();
  await expect(panel).toBeHidden();

  // Back on My Investments: the holding, the totals and the new balance, without a reload.
  await expect(page).toHaveURL(/\?tab=mine$/);
  const holding = page
    .getByRole('list', { name: 'My investments' })
    .getByRole('article', { name: offering.name });
  // Cancellable for 4 days (investor protection), active after.
  await expect(holding.getByText('Reflection period', { exact: true })).toBeVisible();
  await expect(holding).toContainText('3 units × $100.00 · 24.0% a year · 18.0% over 9 months');
  const returns = page.getByRole('region', { name: 'Return summary' });
  await expect(termValue(returns, 'Amount invested')).toHaveText('$300.00');
  await expect(termValue(returns, 'Expected return')).toHaveText('$54.00');
  await expect(termValue(returns, 'Expected total')).toHaveText('$354.00');
  await expect(page.getByTestId('invest-balance')).toHaveText('$4,699.25');
  await shoot(page, 'investments-mine');

  // The offering counts its new investor.
  await page.getByRole('tab', { name: 'Explore' }).click();
  await page
    .getByRole('list', { name: 'Investment offerings' })
    .getByRole('article', { name: offering.name })
    .getByRole('button', { name: 'Details' })
    .click();
  await expect(termValue(page.getByRole('dialog', { name: offering.name }), 'Investors')).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect(
    page
      .getByRole('list', { name: 'Investment offerings' })
      .getByRole('article', { name: offering.name })
      .getByRole('button', { name: 'Details' }),
  ).toBeFocused();

  // The dashboard's My Investment panel lists it.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const mine = page.getByRole('region', { name: 'My Investment' });
  await expect(mine.getByRole('list', { name: 'Active investments' })).toContainText(offering.name);
  await expect(page.getByTestId('balance')).toHaveText('$4,699.25');
  await mine.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/investments$/);
  await expect(page.getByRole('list', { name: 'My investments' })).toContainText(offering.name);

  // /investment is the same screen.
  await page.goto('/investment?tab=mine');
  await expect(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'My investments' })).toContainText(offering.name);
});

test('an unverified customer pressing Invest is told to verify and led to Settings → Verification', async ({
  page,
}) => {
  const offering = await createOfferingThroughApi({ name: `Meadow Greenhouses ${unique()}` });
  const customer = await createCustomer('Uma Unverified');
  await loginThroughUi(page, customer.email, customer.password);

  await page.goto('/investments?tab=completed');
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No completed investments yet')).toBeVisible();

  await page.getByRole('tab', { name: 'Explore' }).click();
  await expect(page.getByText('Only verified customers can invest.')).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Investment offerings' })
    .getByRole('article', { name: offering.name });
  await card.getByRole('button', { name: `Invest in ${offering.name}` }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Verify your identity to invest' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Go to Settings → Verification' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Invest Now' })).toHaveCount(0);
  await shoot(page, 'investments-unverified');

  // The same from the details panel's Invest Now: the panel closes, the notice shows. (After a
  // reload: the first notice may have timed out while the screenshots were taken.)
  await page.reload();
  await card.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: offering.name });
  await expect(details).toBeVisible();
  await expectDialogAccessible(page);
  await details.getByRole('button', { name: 'Invest Now' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Invest Now' })).toHaveCount(0);
  await notice.getByRole('link', { name: 'Go to Settings → Verification' }).click();
  await expect(page).toHaveURL(/\/settings\?section=verification$/);
  await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
  // A new customer is asked for the details the approval needs first.
  await expect(page.getByRole('form', { name: 'Step 1 of 2: your details' })).toBeVisible();
});

test('the investment tabs work from the keyboard: arrows wrap, Home and End, one tab stop, labelled panels', async ({
  page,
}) => {
  const customer = await createCustomer('Kira Keys');
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, customer.email, customer.password);
  await page.goto('/investments');
  const tabs = page.getByRole('tablist', { name: 'Investments' }).getByRole('tab');
  await expect(tabs).toHaveText(['My Investments', 'Explore', 'Completed', 'Auto-invest']);
  const tab = (name: string) => page.getByRole('tab', { name });
  const expectSelected = async (name: string) => {
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(name)).toBeFocused();
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    // Only the selected tab is a tab stop.
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  };

  await tab('My Investments').focus();
  await page.keyboard.press('ArrowRight');
  await expectSelected('Explore');
  await page.keyboard.press('ArrowRight');
  await expectSelected('Completed');
  await page.keyboard.press('ArrowRight');
  await expectSelected('Auto-invest');
  await page.keyboard.press('ArrowRight');
  await expectSelected('My Investments');
  await page.keyboard.press('ArrowLeft');
  await expectSelected('Auto-invest');
  await page.keyboard.press('Home');
  await expectSelected('My Investments');
  await page.keyboard.press('End');
  await expectSelected('Auto-invest');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await page.keyboard.press('Home');
  await expectSelected('My Investments');
  const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});

test('the return banners state the best live annual return beside the risk statement, and hide when none is live', async ({
  page,
}) => {
  const investor = await createInvestor('Rhea Returns', 1_000);
  await loginThroughUi(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectTrueReturnBanner(page);
  await shoot(page, 'return-banner-dashboard');
  await page.goto('/investments');
  await expectTrueReturnBanner(page);
  await shoot(page, 'return-banner-investments');

  // No offering live: nothing to state, so no banner (the rest of each page is unchanged).
  await page.route('**/api/auth/investments', (r) =>
    r.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: [] }) }),
  );
  for (const path of ['/dashboard', '/investments']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('tab').or(page.getByTestId('balance')).first()).toBeVisible();
    await expect(page.getByText(/Highest target return/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Expected return' })).toHaveCount(0);
  }
});
