import { BANK_CODE_MSG } from '@app/contract/bank-codes';
import type { Locator, Page } from '@playwright/test';
import { adminToken, createSignedInCustomer } from '../support/accounts.ts';
import { api, createCustomer, loginThroughUi, uniqueEmail } from '../support/api.ts';
import { openAddPaymentMethod } from '../support/payment-method-form.ts';
import { COMPLETE_KIIS } from '../support/protection.ts';
import { atSize, hasHorizontalScroll, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

// Bank details as each country needs them, and one voice at 390 px.

/** /tmp/fw-voice-<name>-<width>.png at phone and desktop widths, for a person to look at. */
async function shootBoth(page: Page, name: string, fullPage = true) {
  const before = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await atSize(page, size);
    // From the top: a full-page capture of a scrolled page draws the sticky bars mid-page.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/fw-voice-${name}-${label}.png`, fullPage });
  }
  if (before) await page.setViewportSize(before);
}

/** Cut with an ellipsis on one line: wider than its box, not wrapped, not broken mid-word. */
async function expectTruncated(locator: Locator) {
  const box = await locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      overflowing: el.scrollWidth > el.clientWidth,
      textOverflow: style.textOverflow,
      whiteSpace: style.whiteSpace,
      height: el.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(style.lineHeight),
    };
  });
  expect(box.overflowing).toBe(true);
  expect(box.textOverflow).toBe('ellipsis');
  expect(box.whiteSpace).toBe('nowrap');
  expect(box.height).toBeLessThan(box.lineHeight * 1.5);
}

async function chooseBank(dialog: Locator, country: string, bank: string) {
  await dialog.getByLabel('Country').selectOption({ label: country });
  await dialog.getByLabel('Bank', { exact: true }).selectOption(bank);
}

/** The linked account's line in the dashboard's list shows its number and code masked. */
async function expectListed(page: Page, bank: string, ...texts: string[]) {
  const item = page
    .getByRole('list', { name: 'Linked payment methods' })
    .getByRole('listitem')
    .filter({ hasText: bank });
  for (const text of texts) await expect(item).toContainText(text);
}

test('the bank form asks a UK account for a sort code, a US one for a routing number, an IBAN country for the IBAN', async ({
  page,
}) => {
  const customer = await createSignedInCustomer('Brenda Banks');
  await page.setViewportSize(VIEWPORTS.phone);
  await loginThroughUi(page, customer.email, customer.password);

  // UK: a sort code, typed in the usual 12-34-56 form; missing or short, it is named.
  let dialog = await openAddPaymentMethod(page);
  await chooseBank(dialog, 'United Kingdom', 'Barclays');
  await dialog.getByLabel('Account Number').fill('31926819');
  await expect(dialog.getByLabel('Routing Number')).toHaveCount(0);
  const submit = dialog.getByRole('button', { name: 'Add Payment Method' });
  await submit.click();
  await expect(dialog.getByText(BANK_CODE_MSG.sortCodeRequired)).toBeVisible();
  await dialog.getByLabel('Sort Code').fill('12-34-5');
  await submit.click();
  await expect(dialog.getByText(BANK_CODE_MSG.sortCodeInvalid)).toBeVisible();
  await dialog.getByLabel('Sort Code').fill('20-00-00');
  await shootBoth(page, 'bank-form-uk', false);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expectListed(page, 'Barclays', '•••• 6819 · GB', 'Sort code ••-••-00');

  // US: a routing number, its ABA checksum checked in the form before anything is sent.
  dialog = await openAddPaymentMethod(page);
  await chooseBank(dialog, 'United States', 'JPMorgan Chase');
  await expect(dialog.getByLabel('Sort Code')).toHaveCount(0);
  await dialog.getByLabel('Account Number').fill('000123456789');
  await dialog.getByLabel('Routing Number').fill('021000022');
  await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(dialog.getByText(BANK_CODE_MSG.routingNumberInvalid)).toBeVisible();
  await dialog.getByLabel('Routing Number').fill('021000021');
  await shootBoth(page, 'bank-form-us', false);
  await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(dialog).toBeHidden();
  await expectListed(page, 'JPMorgan Chase', '•••• 6789 · US', 'Routing •••• 0021');

  // Germany: the IBAN names the bank, so neither code is asked for; a bad IBAN is refused.
  dialog = await openAddPaymentMethod(page);
  await chooseBank(dialog, 'Germany', 'Deutsche Bank');
  await expect(dialog.getByLabel('Sort Code')).toHaveCount(0);
  await expect(dialog.getByLabel('Routing Number')).toHaveCount(0);
  await dialog.getByLabel('Account Number').fill('DE89 3704 0044 0532 0130 01');
  await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(dialog.getByText('Enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00.')).toBeVisible();
  await shootBoth(page, 'bank-form-de', false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const me = await api('GET', '/auth/me', undefined, customer.token);
  expect(
    me.body.bankAccounts.map((b: Record<string, string>) => [b.country, b.sortCode, b.routingNumber]),
  ).toEqual([
    ['GB', '200000', undefined],
    ['US', undefined, '021000021'],
  ]);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shootBoth(page, 'bank-accounts');
});

test('at 390 px a long email and the referral link stay on one line with a copy button, and the sign-in toast leaves the top bar free', async ({
  page,
}) => {
  // The account's own address stays short: the outbox helper reads a mail's To line unfolded.
  const { email, password } = await createCustomer('Lorenzo Longaddress');
  await page.setViewportSize(VIEWPORTS.phone);
  await loginThroughUi(page, email, password);
  const toast = page.getByText('Login Successful!');
  await expect(toast).toBeVisible();
  const bar = (await page.getByRole('banner').boundingBox())!;
  const toastBox = (await page.locator('.Toastify__toast').first().boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await shootBoth(page, 'sign-in-toast', false);

  await page.goto('/settings?section=account');
  const link = page.getByTestId('referral-link');
  await expect(link).toContainText('/signup?ref=');
  await expectTruncated(link);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectTruncated(page.getByTestId('account-id'));
  await expect(page.getByRole('button', { name: 'Copy account id' })).toBeVisible();

  // A new long address waits for its code: the notice shows it cut, with its own copy button.
  const newEmail = uniqueEmail('another.long.mailbox.for.the.change.notice');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const notice = page.getByTestId('email-change-notice');
  await expect(notice).toBeVisible();
  await expectTruncated(notice.getByTitle(newEmail));
  await expect(notice.getByRole('button', { name: 'Copy new email address' })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shootBoth(page, 'referral-and-email');
});

test('a market widget that cannot load collapses to one line on the dashboard', async ({ page, context }) => {
  await context.route('https://**.tradingview.com/**', (r) => r.abort('internetdisconnected'));
  const customer = await createCustomer('Mia Markets');
  await page.setViewportSize(VIEWPORTS.phone);
  await loginThroughUi(page, customer.email, customer.password);
  const heatMap = page.getByRole('region', { name: 'Stock heat map' });
  await expect(heatMap.getByText('Market heat map unavailable right now.')).toBeVisible({ timeout: 25_000 });
  expect((await heatMap.boundingBox())!.height).toBeLessThan(60);
  await expect(heatMap.locator('iframe')).toHaveCount(0);
  await shootBoth(page, 'dashboard-failed-widget');
});

test('offerings without a picture, or whose picture fails to load, show the designed placeholder', async ({
  page,
}) => {
  const token = await adminToken();
  const name = `Broken Picture Farm ${Date.now().toString(36)}`;
  const created = await api(
    'POST',
    '/auth/investments',
    {
      name,
      category: 'Agriculture',
      investmentReturn: '8%',
      duration: '6 months',
      pricePerUnit: 100,
      img: 'https://images.invalid/missing.jpg',
      kiis: COMPLETE_KIIS,
    },
    token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const customer = await createCustomer('Olga Offerings');
  await page.setViewportSize(VIEWPORTS.phone);
  await loginThroughUi(page, customer.email, customer.password);
  await page.goto('/investments');
  await page.getByRole('tab', { name: 'Explore' }).click();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByTestId('offering-image-fallback')).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  // The demo offerings have no picture at all: each card draws its category instead.
  const main = page.getByRole('main');
  await expect(main.getByTestId('offering-image-fallback').first()).toBeVisible();
  const broken = await main
    .locator('img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
    );
  expect(broken).toEqual([]);
  await expect(card).toContainText('0 investors');
  await shootBoth(page, 'offerings');
});
