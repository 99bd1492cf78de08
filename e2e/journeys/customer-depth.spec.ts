import type { Locator, Page } from '@playwright/test';
import { expectDialogAccessible } from '../support/a11y.ts';
import { createInvestor, createOfferingThroughApi, createSignedInCustomer } from '../support/accounts.ts';
import { confirmItIsYou } from '../support/admin-work.ts';
import { api, DEMO, loginThroughUi, uniqueEmail } from '../support/api.ts';
import { verificationCodeFor } from '../support/outbox.ts';
import { tickKeyInformation } from '../support/protection.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

// Referrals and fees as a customer meets them: the share link from Settings,
// the 0.25% free-plan fee in the preview, the history and on the holding, an admin's move to the
// member plan, and the yearly management charge an admin sets in the offering form.

const unique = () => Date.now().toString(36).slice(-5).toUpperCase();

/** The value next to a label in a <dl> (summary rows). */
const termValue = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ has: page.getByText(text, { exact: true }) });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'close' }).click();
  await expect(toast).toHaveCount(0);
}

async function signIn(page: Page, who: { email: string; password: string }, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
  // Closed, so it covers nothing in the screenshots.
  await expectToast(page, 'Login Successful!');
}

/** Opens Invest Now for the offering from Explore and quotes `units` paid from the wallet. */
async function previewPurchase(page: Page, offeringName: string, units: number) {
  await page.goto('/investments?tab=explore');
  await page
    .getByRole('list', { name: 'Investment offerings' })
    .getByRole('article', { name: offeringName })
    .getByRole('button', { name: `Invest in ${offeringName}` })
    .click();
  const panel = page.getByRole('dialog', { name: 'Invest Now' });
  await expect(panel).toBeVisible();
  await expectDialogAccessible(page);
  await panel.getByLabel('Units').fill(String(units));
  return { panel, summary: panel.getByRole('region', { name: 'Purchase summary' }) };
}

test('a customer copies the share link from Settings, a visitor signs up through it, and the card counts 1 joined', async ({
  page,
  context,
  browser,
}) => {
  const referrer = await createSignedInCustomer('Rhea Referrer');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, referrer.email, referrer.password);
  await page.goto('/settings?section=account');
  const card = page.getByTestId('referrals-card');
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{4,32}$/);
  await expect(page.getByTestId('referral-counts')).toHaveText(
    '0 people joined with your code; 0 of them verified their identity.',
  );
  await expect(card).toContainText('There is no reward or bonus for referring');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Share link copied.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${process.env.E2E_BASE_URL}/signup?ref=${code}`);
  await expect(page.getByTestId('referral-link')).toHaveText(link);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'customer-depth-referral-card');

  // A new visitor, in a browser of their own, opens the link: the code is filled in.
  const visitorContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByLabel('Referral code')).toHaveValue(code);
  const email = uniqueEmail('referred');
  const password = 'Referred-Path-73';
  await visitor.getByLabel('Full Name').fill('Rory Referred');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Phone Number').fill('+15550104242');
  await visitor.getByLabel('Password', { exact: true }).fill(password);
  await visitor.getByLabel('Confirm Password').fill(password);
  await shoot(visitor, 'customer-depth-signup-with-code');
  await visitor.getByRole('button', { name: /sign up/i }).click();
  await expect(visitor.getByText(/welcome to verdant invest/i)).toBeVisible();
  const verified = await api('POST', '/auth/verify-email', { email, code: await verificationCodeFor(email) });
  expect(verified.status).toBe(200);
  await visitorContext.close();

  // The referrer's card counts the new customer (not yet identity-verified).
  await page.reload();
  await expect(page.getByTestId('referral-counts')).toHaveText(
    '1 person joined with your code; 0 of them verified their identity.',
  );
  await shoot(page, 'customer-depth-referral-joined');

  // The admin sees who referred whom.
  const { token } = await api('POST', '/auth/login', DEMO.admin).then((r) => r.body);
  const users = await api('GET', `/auth/admin/users?q=${encodeURIComponent(email)}`, undefined, token);
  const joined = users.body.data.find((u: { email: string }) => u.email === email);
  expect(joined.referredBy).toMatchObject({ name: 'Rhea Referrer', email: referrer.email });
});

test('the free plan pays 0.25% in the preview and the history; after an admin makes the customer a member, none', async ({
  page,
  browser,
}) => {
  const investor = await createInvestor('Fern Freeplan', 1_000);
  const offering = await createOfferingThroughApi({ name: `Fee Meadow ${unique()}`, pricePerUnit: 100 });
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);

  let { panel, summary } = await previewPurchase(page, offering.name, 2);
  await expect(termValue(summary, 'Cost')).toHaveText('$200.00');
  await expect(termValue(summary, 'Platform fee (0.25%)')).toHaveText('$0.50');
  await expect(termValue(summary, 'Paid from your wallet now')).toHaveText('$200.50');
  await expect(termValue(summary, 'Balance after')).toHaveText('$799.50');
  await shoot(page, 'customer-depth-preview-free-plan', { fullPage: false });
  await tickKeyInformation(panel);
  await panel.getByRole('button', { name: 'Confirm investment' }).click();
  await expect(page.getByText('Investment successful.')).toBeVisible();
  await expect(page.getByTestId('invest-balance')).toHaveText('$799.50');

  // History: the purchase and its fee, each with its running balance.
  await page.getByRole('link', { name: 'Transactions' }).click();
  const movements = page.getByRole('list', { name: 'Movements' });
  const fee = movements.getByRole('listitem').filter({ hasText: 'Platform fee' });
  await expect(fee).toHaveCount(1);
  await expect(fee).toContainText('-$0.50');
  await expect(fee).toContainText('Balance $799.50');
  await expect(
    movements.getByRole('listitem').filter({ hasText: `Investment in ${offering.name}` }),
  ).toContainText('Balance $800.00');
  await shoot(page, 'customer-depth-history-fee');

  // An admin moves the customer to the member plan, with a reason.
  const adminContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin, '/admin-dashboard');
  await admin.getByLabel('Search users by name or email').fill(investor.email);
  const row = admin.getByRole('table').getByRole('row').filter({ hasText: investor.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Free plan');
  await row.getByRole('button', { name: `Change plan of ${investor.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Change plan' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(admin);
  await expect(dialog).toContainText(`${investor.name} is on the free plan.`);
  await dialog.getByLabel('Plan').selectOption('member');
  await dialog.getByLabel('Reason').fill('Long-standing customer');
  await shoot(admin, 'customer-depth-admin-plan', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  // A plan change is a sharp action: the admin proves the password again (ADR 028).
  await confirmItIsYou(admin);
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Member');
  await adminContext.close();

  // The customer's next preview: no platform fee.
  ({ panel, summary } = await previewPurchase(page, offering.name, 1));
  await expect(termValue(summary, 'Platform fee (none on your plan)')).toHaveText('$0.00');
  await expect(termValue(summary, 'Paid from your wallet now')).toHaveText('$100.00');
  await expect(termValue(summary, 'Balance after')).toHaveText('$699.50');
  await shoot(page, 'customer-depth-preview-member', { fullPage: false });
  await tickKeyInformation(panel);
  await panel.getByRole('button', { name: 'Confirm investment' }).click();
  await expect(page.getByText('Investment successful.')).toBeVisible();
  await expect(page.getByTestId('invest-balance')).toHaveText('$699.50');
});

test('an admin sets a management charge in the offering form; the holding card shows it and the platform fee', async ({
  page,
  browser,
}) => {
  const offering = await createOfferingThroughApi({
    name: `Charge Grove ${unique()}`,
    pricePerUnit: 400,
    duration: '6 months',
  });
  const adminContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin, '/admin-dashboard?tab=investments');
  const row = admin.getByRole('article', { name: offering.name });
  await row.getByRole('button', { name: `Edit ${offering.name}` }).click();
  const form = admin.getByRole('dialog', { name: 'Edit Investment' });
  await expect(form).toBeVisible();
  await expectDialogAccessible(admin);
  const charge = form.getByLabel('Management charge (per year)');
  await expect(charge).toHaveValue('');
  await charge.fill('12%');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText(/Enter the yearly management charge as a percent from 0 to 10/)).toBeVisible();
  await expect(charge).toHaveAttribute('aria-invalid', 'true');
  await charge.fill('0.50%');
  await charge.blur();
  await shoot(admin, 'customer-depth-offering-form-charge', {
    fullPage: false,
    prepare: () => charge.scrollIntoViewIfNeeded(),
  });
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('0.50% a year management charge');
  // Shown again on edit.
  await row.getByRole('button', { name: `Edit ${offering.name}` }).click();
  await expect(form.getByLabel('Management charge (per year)')).toHaveValue('0.50%');
  await admin.keyboard.press('Escape');
  await adminContext.close();

  // $400 for 6 months: platform fee $1.00 (0.25%), management charge $1.00 (0.50% a year, half a year).
  const investor = await createInvestor('Hal Holder', 1_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, investor.email, investor.password);
  const { panel, summary } = await previewPurchase(page, offering.name, 1);
  await expect(termValue(summary, 'Management charge (0.50% a year), taken at maturity')).toHaveText(
    '−$1.00',
  );
  await tickKeyInformation(panel);
  await panel.getByRole('button', { name: 'Confirm investment' }).click();
  await expect(page.getByText('Investment successful.')).toBeVisible();
  const holding = page
    .getByRole('list', { name: 'My investments' })
    .getByRole('article', { name: offering.name });
  await expect(holding).toContainText('Platform fee $1.00');
  await expect(holding).toContainText('Management charge at maturity $1.00');
  await expect(holding).toContainText('$471.00'); // $400 + its 18% − the $1.00 charge
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'customer-depth-holding-fees');
});
