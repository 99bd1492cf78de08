import type { Browser, Locator, Page } from '@playwright/test';
import { expectDialogAccessible } from '../support/a11y.ts';
import {
  addBankThroughApi,
  createOfferingThroughApi,
  createSignedInCustomer,
  fundThroughApi,
  verifyIdentityThroughApi,
} from '../support/accounts.ts';
import { confirmItIsYou } from '../support/admin-work.ts';
import { api, apiLogin, DEMO, uniqueEmail } from '../support/api.ts';
import { verificationCodeFor } from '../support/outbox.ts';
import { documentPng } from '../support/png.ts';
import { answerKnowledgeTest, tickKeyInformation } from '../support/protection.ts';
import { animationsDone, hasHorizontalScroll, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

type Viewport = keyof typeof VIEWPORTS;

/** Every screen a journey passes, in /tmp/fw-<journey>-<nn>-<name>.png. */
function camera(journey: string) {
  let n = 0;
  return async (page: Page, name: string, fullPage = true) => {
    // Polled: a chart that has just received its data takes a frame to fit its width.
    await expect.poll(() => hasHorizontalScroll(page), { message: `${name} scrolls sideways` }).toBe(false);
    const file = `/tmp/fw-${journey}-${String(++n).padStart(2, '0')}-${name}.png`;
    // From the top, so the fixed sidebar and top bar are drawn where a person sees them.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await animationsDone(page);
    await page.screenshot({ path: file, fullPage });
    // The checklist up close: a full phone page is too tall to read it in.
    const list = checklist(page);
    if (await list.count()) await list.screenshot({ path: file.replace('.png', '-checklist.png') });
  };
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Get started' });
/** One step of the checklist, by its title; its state is stated in words inside it. */
const stepOf = (page: Page, title: string) =>
  checklist(page).getByRole('listitem').filter({ hasText: title });

async function expectStep(page: Page, title: string, status: string) {
  await expect(stepOf(page, title)).toContainText(status);
}

async function expectNext(page: Page, title: string) {
  const current = checklist(page).locator('li[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(title);
}

/** An admin signs in through the form and lands on the console, not the customer dashboard. */
async function adminSignsIn(
  browser: Browser,
  viewport: Viewport,
  who: { email: string; password: string } = DEMO.admin,
): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  return page;
}

/** Confirms a decision's dialog; a decision that needs a fresh password (step-up) gets it. */
async function confirmIn(
  page: Page,
  dialog: Locator,
  verb = 'approve',
  password: string = DEMO.admin.password,
) {
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(page);
  // A rejection says why (the customer is mailed the reason).
  if (verb === 'reject')
    await dialog.getByLabel('Reason for the rejection').fill('The transfer never arrived.');
  await dialog.getByRole('button', { name: `Yes, ${verb}` }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect.poll(async () => (await stepUp.isVisible()) || !(await dialog.isVisible())).toBe(true);
  if (await stepUp.isVisible()) await confirmItIsYou(page, password);
  await expect(dialog).toBeHidden();
}

for (const viewport of ['desktop', 'phone'] as const) {
  test(`a new customer goes from sign-up to a first investment by the checklist (${viewport})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const shot = camera(viewport);
    await page.setViewportSize(VIEWPORTS[viewport]);
    const offering = await createOfferingThroughApi({
      name: `First Harvest ${viewport} ${Date.now().toString(36)}`,
      pricePerUnit: 100,
    });
    const name = viewport === 'desktop' ? 'Fern Firstweek' : 'Philippa Phoneweek';
    const email = uniqueEmail('firstweek');
    const password = 'First-Week-2026';

    // Sign up, and read the code from the outbox the development server writes.
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone Number').fill('+44 20 7946 0958');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await shot(page, 'signup');
    await page.getByRole('button', { name: /sign up/i }).click();
    await expect(page.getByText(/welcome to verdant invest/i)).toBeVisible();
    await shot(page, 'signup-done');
    await page.goto(`/verify-email?email=${encodeURIComponent(email)}`);
    await page.getByLabel('Verification code').fill(await verificationCodeFor(email));
    await shot(page, 'verify-email');
    await page.getByRole('button', { name: /verify email/i }).click();
    await expect(page).toHaveURL(/\/login/);

    // Signed in: the checklist starts after the verified email, at the profile.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await shot(page, 'login');
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(checklist(page)).toBeVisible();
    await expectStep(page, 'Verify your email', 'Done');
    await expectStep(page, 'Verify your identity', 'Not done yet');
    await expectNext(page, 'Add your date of birth and address');
    await expect(checklist(page)).toContainText('1 of 6 steps done.');
    await shot(page, 'dashboard-checklist');

    // Verification asks for date of birth and address before it offers the document form.
    await stepOf(page, 'Add your date of birth and address')
      .getByRole('link', { name: 'Add your details' })
      .click();
    await expect(page).toHaveURL(/\/settings\?section=verification$/);
    const details = page.getByRole('form', { name: 'Step 1 of 2: your details' });
    await expect(details).toBeVisible();
    await expect(page.getByLabel('Upload document')).toHaveCount(0);
    await details.getByRole('button', { name: 'Save and continue' }).click();
    await expect(details.getByText('Enter your date of birth')).toBeVisible();
    await expect(details.getByText('Enter your address')).toBeVisible();
    await shot(page, 'verification-details-errors');
    await details.getByLabel('Date of Birth').fill('1991-03-14');
    await details.getByLabel('Address').fill('14 Orchard Lane, Bristol');
    await details.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByLabel('Upload document')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Step 2 of 2: your document' })).toBeVisible();
    await page.getByLabel('Means of identification').selectOption('Passport');
    await page.getByLabel('ID Number').fill('P1234567');
    await page.getByLabel('Upload document').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: documentPng(),
    });
    await shot(page, 'verification-document');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Documents are under review' })).toBeVisible();
    await shot(page, 'verification-under-review');

    // Back on the dashboard: identity under review, and the bank account is next meanwhile.
    await page.goto('/dashboard');
    await expectStep(page, 'Add your date of birth and address', 'Done');
    await expectStep(page, 'Verify your identity', 'Under review');
    await expectNext(page, 'Link a bank account');
    await shot(page, 'dashboard-identity-waiting');
    await stepOf(page, 'Link a bank account').getByRole('button', { name: 'Add a bank account' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
    await expect(dialog).toBeVisible();
    await expectDialogAccessible(page);
    await dialog.getByLabel('Country').selectOption({ label: 'United States' });
    await dialog.getByLabel('Bank', { exact: true }).selectOption('JPMorgan Chase');
    await dialog.getByLabel('Account Number').fill('000123456789');
    await dialog.getByLabel('Routing Number').fill('021000021');
    await shot(page, 'add-bank', false);
    await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
    await expect(dialog).toBeHidden();

    // The first deposit, small enough for one admin's approval.
    await expectNext(page, 'Make your first deposit');
    await stepOf(page, 'Make your first deposit').getByRole('button', { name: 'Deposit' }).click();
    dialog = page.getByRole('dialog', { name: 'Deposit Money' });
    await expect(dialog).toBeVisible();
    await expectDialogAccessible(page);
    await dialog.getByLabel('Deposit from').selectOption({ label: 'JPMorgan Chase •••• 6789' });
    await dialog.getByLabel('Amount').fill('200');
    await shot(page, 'deposit', false);
    await dialog.getByRole('button', { name: 'Request Deposit' }).click();
    const submitted = page.getByRole('dialog', { name: 'Request Submitted' });
    await expect(submitted).toBeVisible();
    await expectDialogAccessible(page);
    await shot(page, 'deposit-submitted', false);
    await submitted.getByRole('button', { name: 'Done' }).click();
    await expectStep(page, 'Make your first deposit', 'Waiting for approval');
    // Investing needs the identity and the money: nothing to do but wait, and it says so.
    await expect(checklist(page).locator('li[aria-current="step"]')).toHaveCount(0);
    await expect(checklist(page)).toContainText('We are working on the rest');
    await expect(checklist(page).getByRole('link', { name: 'Explore investments' })).toHaveCount(0);
    await shot(page, 'dashboard-deposit-waiting');

    // The admin approves the identity on the Verifications tab and the deposit on the customer's page.
    const customerId = (await apiLogin(email, password)).id;
    const admin = await adminSignsIn(browser, viewport);
    await shot(admin, 'admin-console');
    await admin.goto('/admin-dashboard?tab=verifications');
    const kycCard = admin.getByRole('article', { name: `Verification of ${name}` });
    await expect(kycCard).toContainText('14 Orchard Lane, Bristol');
    await expect(kycCard.getByText('Cannot be approved yet')).toHaveCount(0);
    await shot(admin, 'admin-verifications');
    await kycCard.getByRole('button', { name: 'Approve' }).click();
    await confirmIn(admin, admin.getByRole('dialog', { name: 'Approve verification?' }));
    await expect(kycCard).toHaveCount(0);

    await admin.goto(`/admin-dashboard/users/${customerId}`);
    const waiting = admin.getByRole('region', { name: 'Waiting for a decision (1)' });
    await expect(waiting).toBeVisible();
    const depositCard = waiting.getByRole('article').filter({ hasText: '$200.00' });
    await expect(depositCard).toContainText('Deposit');
    await shot(admin, 'admin-customer-pending');
    await depositCard.getByRole('button', { name: /^Approve/ }).click();
    await confirmIn(admin, admin.getByRole('dialog', { name: 'Approve deposit?' }));
    await expect(waiting).toHaveCount(0);
    await expect(admin.getByRole('region', { name: 'Identity check' })).toContainText('Verified');
    await shot(admin, 'admin-customer-decided');
    await admin.context().close();

    // The customer invests; the checklist is gone once the holding exists.
    await page.reload();
    await expectStep(page, 'Verify your identity', 'Done');
    await expectStep(page, 'Make your first deposit', 'Done');
    await expectNext(page, 'Make your first investment');
    await shot(page, 'dashboard-ready-to-invest');
    await stepOf(page, 'Make your first investment')
      .getByRole('link', { name: 'Explore investments' })
      .click();
    await expect(page).toHaveURL(/\/investments$/);
    await page.getByRole('tab', { name: 'Explore' }).click();
    const card = page
      .getByRole('list', { name: 'Investment offerings' })
      .getByRole('article', { name: offering.name });
    await card.getByRole('button', { name: `Invest in ${offering.name}` }).click();
    const panel = page.getByRole('dialog', { name: 'Invest Now' });
    await expect(panel).toBeVisible();
    // A first purchase asks for the knowledge test first, in the panel, then comes back to the order.
    await answerKnowledgeTest(panel);
    await panel.getByRole('button', { name: 'See my result' }).click();
    await panel.getByLabel('Units').fill('1');
    await expect(panel.getByLabel('Pay from')).toHaveCount(0);
    await tickKeyInformation(panel);
    await shot(page, 'invest-now', false);
    await panel.getByRole('button', { name: 'Confirm investment' }).click();
    await expect(page.getByText('Investment successful.')).toBeVisible();
    await shot(page, 'invested');

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'My Investment' }).getByText(offering.name)).toBeVisible();
    await expect(checklist(page)).toHaveCount(0);
    await shot(page, 'dashboard-done');
  });
}

test("admins decide a customer's requests on the customer's page, a large deposit with a second admin", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shot = camera('decisions');
  // $500 in, a $200 withdrawal held, and a $12,000 deposit: past the $10,000 limit for one admin.
  const customer = await createSignedInCustomer('Della Decided');
  // Money leaves only to a verified customer (ADR 046).
  await verifyIdentityThroughApi(customer);
  await fundThroughApi(customer, 500);
  const bankAccountId = await addBankThroughApi(customer, {
    bankName: 'Citibank',
    accountNumber: '000555666777',
    country: 'US',
    routingNumber: '021000021',
  });
  const ask = (kind: 'deposit' | 'withdraw', amount: number) =>
    api('POST', `/auth/${kind}-requests`, { amount, bankAccountId }, customer.token);
  expect((await ask('withdraw', 200)).status).toBe(201);
  expect((await ask('deposit', 12_000)).status).toBe(201);

  const admin = await adminSignsIn(browser, 'desktop');
  await admin.goto(`/admin-dashboard/users/${customer.id}`);
  let waiting = admin.getByRole('region', { name: 'Waiting for a decision (2)' });
  const deposit = () => waiting.getByRole('article').filter({ hasText: '$12,000.00' });
  await expect(deposit()).toBeVisible();
  await shot(admin, 'customer-page-two-waiting');
  await waiting
    .getByRole('article')
    .filter({ hasText: '$200.00' })
    .getByRole('button', { name: /^Reject/ })
    .click();
  await confirmIn(admin, admin.getByRole('dialog', { name: 'Reject withdrawal?' }), 'reject');
  waiting = admin.getByRole('region', { name: 'Waiting for a decision (1)' });
  await deposit()
    .getByRole('button', { name: /^Approve/ })
    .click();
  await confirmIn(admin, admin.getByRole('dialog', { name: 'Approve deposit?' }));
  // One approval is not enough: the card says who approved and that it waits for a second admin.
  await expect(deposit()).toContainText('Approved once by Ada Admin: waits for a second admin.');
  await shot(admin, 'customer-page-first-approval');
  expect((await api('GET', '/auth/me', undefined, customer.token)).body.balance).toBe(500);
  await admin.context().close();

  const checker = await adminSignsIn(browser, 'desktop', DEMO.checker);
  await checker.goto(`/admin-dashboard/users/${customer.id}`);
  waiting = checker.getByRole('region', { name: 'Waiting for a decision (1)' });
  await deposit()
    .getByRole('button', { name: /^Approve/ })
    .click();
  await confirmIn(
    checker,
    checker.getByRole('dialog', { name: 'Approve deposit?' }),
    'approve',
    DEMO.checker.password,
  );
  await expect(checker.getByRole('region', { name: /^Waiting for a decision/ })).toHaveCount(0);
  await shot(checker, 'customer-page-decided');
  expect((await api('GET', '/auth/me', undefined, customer.token)).body.balance).toBe(12_500);
  await checker.context().close();
});
