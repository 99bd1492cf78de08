import { NOT_ON_SALE_MSG } from '@app/contract/holding-life';
import { INVEST_AMOUNT_MSG } from '@app/contract/invest-amount';
import { PROTECTION_MSG } from '@app/contract/protection-rules';
import { expectDialogAccessible } from '../support/a11y.ts';
import { adminToken, createInvestor, createOfferingThroughApi } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin-work.ts';
import { api, DEMO, loginThroughUi } from '../support/api.ts';
import { acknowledgeSheetThroughApi } from '../support/protection.ts';
import { atSize, hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const unique = () => Date.now().toString(36).slice(-5).toUpperCase();

async function markDefaulted(offeringId: string) {
  const token = await adminToken();
  const stepUp = await api('POST', '/auth/step-up', { password: DEMO.admin.password }, token);
  expect(stepUp.status, JSON.stringify(stepUp.body)).toBe(200);
  const res = await api(
    'PUT',
    `/auth/admin/investments/${offeringId}/performance`,
    { status: 'defaulted', note: 'The borrower stopped paying; recovery has started.' },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

test('Explore shows a defaulted offering as off sale, with no Invest button and no banner rate', async ({
  page,
}) => {
  const investor = await createInvestor('Edda Edges', 2_000);
  const defaulted = await createOfferingThroughApi({
    name: `Quarry Lane Loan ${unique()}`,
    // The highest rate on the page: it must not be the banner's "highest target return".
    investmentReturn: '60%',
    duration: '6 months',
  });
  await markDefaulted(defaulted._id);

  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);
  await page.goto('/investments?tab=explore');
  const card = page.getByRole('article', { name: defaulted.name });
  await expect(card.getByText('Defaulted', { exact: true })).toBeVisible();
  await expect(card.getByTestId('not-on-sale')).toHaveText(NOT_ON_SALE_MSG);
  await expect(card.getByText('The borrower stopped paying; recovery has started.')).toBeVisible();
  await expect(card.getByRole('button', { name: `Invest in ${defaulted.name}` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Expected return' })).not.toContainText('120.0%');

  await card.getByRole('button', { name: `Details of ${defaulted.name}` }).click();
  const details = page.getByRole('dialog', { name: defaulted.name });
  await expect(details.getByTestId('not-on-sale')).toHaveText(NOT_ON_SALE_MSG);
  await expect(details.getByRole('button', { name: 'Invest Now' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).click();

  await card.scrollIntoViewIfNeeded();
  for (const size of Object.values(VIEWPORTS)) {
    await atSize(page, size);
    expect(await hasHorizontalScroll(page)).toBe(false);
  }
  await shoot(page, 'edges-explore-defaulted', {
    fullPage: false,
    prepare: () => card.scrollIntoViewIfNeeded(),
  });
});

test('the invest panel says an over-large amount is too much and previews nothing', async ({ page }) => {
  const investor = await createInvestor('Ivo Overlarge', 2_000);
  const offering = await createOfferingThroughApi({ name: `Mill Pond Notes ${unique()}`, pricePerUnit: 100 });

  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);
  await page.goto('/investments?tab=explore');
  await page.getByRole('button', { name: `Invest in ${offering.name}` }).click();
  const panel = page.getByRole('dialog', { name: 'Invest Now' });
  await panel.getByLabel('Amount').fill('99999999');
  // $2,000 pays for 19 units at $100 with the 0.25% fee: the wallet, not a capped order, is the answer.
  await expect(panel.getByText(INVEST_AMOUNT_MSG.aboveWallet(19))).toBeVisible();
  const summary = panel.getByRole('region', { name: 'Purchase summary' });
  await expect(summary).not.toContainText('-$');
  await expect(summary).not.toContainText('−$');
  await expect(summary.getByText('Balance after').locator('xpath=following-sibling::dd')).toHaveText('—');
  await shoot(page, 'edges-invest-too-much', {
    fullPage: false,
    prepare: () => panel.getByLabel('Units').scrollIntoViewIfNeeded(),
  });

  await panel.getByLabel('Amount').fill('500');
  await expect(panel.getByText(INVEST_AMOUNT_MSG.aboveWallet(19))).toHaveCount(0);
  await expect(summary.getByText('Balance after').locator('xpath=following-sibling::dd')).toHaveText(
    '$1,498.75',
  );
});

for (const [label, size] of Object.entries(VIEWPORTS)) {
  test(`the key information sheet is opened before its tick is enabled (${label})`, async ({ page }) => {
    const investor = await createInvestor(`Kira Sheet ${label}`, 2_000);
    const offering = await createOfferingThroughApi({
      name: `Orchard Row Bonds ${unique()}`,
      investmentReturn: '12%',
      duration: '6 months',
    });

    await page.setViewportSize(size);
    await loginThroughUi(page, investor.email, investor.password);
    await page.goto('/investments?tab=explore');
    await page.getByRole('button', { name: `Invest in ${offering.name}` }).click();
    const panel = page.getByRole('dialog', { name: 'Invest Now' });
    await panel.getByLabel('Units').fill('2');
    const tick = panel.getByLabel('I have read the key information sheet of this offering.');
    await expect(tick).toBeDisabled();
    await expect(panel.getByText(PROTECTION_MSG.kiisOpenFirst)).toBeVisible();

    // The button's words stay inside its border at this width.
    const open = panel.getByRole('button', { name: 'Open the key information sheet (PDF)' });
    await open.scrollIntoViewIfNeeded();
    expect(await open.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);

    const download = page.waitForEvent('download');
    await open.click();
    expect((await download).suggestedFilename()).toBe(`${offering.name} - key information sheet.pdf`);
    await expect(tick).toBeEnabled();
    await expect(panel.getByText(PROTECTION_MSG.kiisOpenFirst)).toHaveCount(0);
    await tick.check();
    await expectDialogAccessible(page);
    await atSize(page, size);
    await page.screenshot({ path: `e2e/screenshots/edges-kiis-ticked-${label}.png` });

    await panel.getByRole('button', { name: 'Confirm investment' }).click();
    await expect(page.getByText('Investment successful.')).toBeVisible();
  });
}

test('without the heat map the dashboard keeps no empty column, and holding names are not cut', async ({
  page,
  context,
}) => {
  await context.route('https://**.tradingview.com/**', (r) => r.abort('internetdisconnected'));
  const investor = await createInvestor('Dana Dashboard', 2_000);
  const offering = await createOfferingThroughApi({
    name: `Harbour Front Apartments Second Phase Notes ${unique()}`,
  });
  await acknowledgeSheetThroughApi(investor.token, offering._id);
  const bought = await api(
    'POST',
    '/auth/invest',
    { investmentId: offering._id, unitsPurchased: 1 },
    investor.token,
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);

  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);
  const heatMap = page.getByRole('region', { name: 'Stock heat map' });
  await expect(heatMap.getByText('Market heat map unavailable right now.')).toBeVisible({ timeout: 25_000 });
  const holdings = page.getByRole('list', { name: 'Active investments' });
  const name = holdings.getByText(offering.name);
  await expect(name).toBeVisible();
  // The holdings take the row the heat map gave back, rather than a third of it beside a blank.
  const [map, list] = [await heatMap.boundingBox(), await holdings.boundingBox()];
  expect(list!.width).toBeGreaterThan(map!.width * 0.8);
  for (const size of Object.values(VIEWPORTS)) {
    await atSize(page, size);
    expect(
      await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
    ).toBe(true);
  }
  await shoot(page, 'edges-dashboard-no-heatmap');
});

test("a defaulted offering's admin buttons wrap without squeezing its name", async ({ page }) => {
  const offering = await createOfferingThroughApi({ name: `Stonebridge Mill Loan ${unique()}` });
  await markDefaulted(offering._id);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsAdmin(page);
  await page
    .getByRole('tablist', { name: 'Admin sections' })
    .getByRole('tab', { name: 'Investments' })
    .click();
  const row = page.getByRole('article', { name: offering.name });
  await expect(row.getByRole('button', { name: 'Pay recovery' })).toBeVisible();
  // One line of name at 1280 px, at most two at 390 px (it was squeezed into five).
  for (const [size, most] of [
    [VIEWPORTS.desktop, 1],
    [VIEWPORTS.phone, 2],
  ] as const) {
    await atSize(page, size);
    const lines = await row
      .getByText(offering.name, { exact: true })
      .evaluate((el) => Math.round(el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBeLessThanOrEqual(most);
  }
  await row.scrollIntoViewIfNeeded();
  await shoot(page, 'edges-admin-defaulted-row', {
    fullPage: false,
    prepare: () => row.scrollIntoViewIfNeeded(),
  });
});
