import type { Page } from '@playwright/test';
import { expectDialogAccessible } from '../support/a11y.ts';
import { createInvestor, createOfferingThroughApi, turnOnTwoFactorThroughApi } from '../support/accounts.ts';
import { customerWithPendingDocument, signInAsAdmin, stepUpThroughApi } from '../support/admin-work.ts';
import { api, apiLogin, uniqueEmail } from '../support/api.ts';
import { mailsSoFar, newResetLinkFor } from '../support/outbox.ts';
import { acknowledgeSheetThroughApi } from '../support/protection.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

async function noSidewaysScroll(page: Page) {
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    expect(await hasHorizontalScroll(page), `${size.width} px`).toBe(false);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test("an admin opens a customer's page, ends one of their sessions, sets the plan and adjusts the balance", async ({
  page,
}) => {
  // A verified customer with $5,000 in, two units of an offering bought, and a second device.
  const customer = await createInvestor('Cora Pagefield', 5_000);
  const offering = await createOfferingThroughApi({
    name: `Pagefield Grove ${Date.now().toString(36)}`,
    pricePerUnit: 100,
  });
  await acknowledgeSheetThroughApi(customer.token, offering._id);
  const bought = await api(
    'POST',
    '/auth/invest',
    { investmentId: offering._id, unitsPurchased: 2 },
    customer.token,
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  // A friend signs up with the customer's referral code.
  const code = (await api('GET', '/auth/me', undefined, customer.token)).body.referralCode as string;
  const friend = { name: 'Finn Referred', email: uniqueEmail('friend'), password: 'Journey-Pass-42' };
  const joined = await api('POST', '/auth/register', {
    ...friend,
    confirmPassword: friend.password,
    phonenumber: '+15550109998',
    refferalcode: code,
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const phone = await apiLogin(customer.email, customer.password);
  const phoneSessions = await api('GET', '/auth/sessions', undefined, phone.token);
  const phoneSessionId = phoneSessions.body.data.find((s: { current: boolean }) => s.current)._id as string;

  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsAdmin(page);
  await page.getByLabel('Search users by name or email').fill(customer.email);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: customer.email });
  await row.getByRole('link', { name: customer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-dashboard/users/${customer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();

  // Balance: $5,000 in, $200 bought, the free plan's 0.25% fee ($0.50) on it.
  await expect(page.getByTestId('customer-balance')).toHaveText('$4,799.50');
  const ledger = page.getByRole('list', { name: 'Movements' });
  await expect(ledger.getByRole('listitem')).toHaveCount(3);
  await expect(ledger.getByRole('listitem').nth(1)).toContainText(`Investment in ${offering.name}`);
  await expect(page.getByTestId('total-in')).toHaveText('$5,000.00');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Deposit' });
  await expect(ledger.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'All types' });
  await expect(ledger.getByRole('listitem')).toHaveCount(3);
  await expect(section(page, /^Holdings/)).toContainText(offering.name);
  await expect(section(page, /^Requests/)).toContainText('$5,000.00');
  await expect(section(page, 'Payment methods')).toContainText('Wells Fargo');
  await expect(section(page, 'Identity check')).toContainText('Verified');
  await expect(
    section(page, 'Identity check').getByRole('list', { name: 'Identity check history' }),
  ).toContainText('Approved');
  const sessions = page.getByRole('list', { name: 'Live sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const activity = page.getByRole('list', { name: 'Activity about this customer' });
  await expect(activity).toContainText('Verification approved');
  await expect(activity).toContainText('Deposit approved');
  await noSidewaysScroll(page);
  await expect(page.getByText('Login Successful!')).toBeHidden({ timeout: 15_000 });
  await shoot(page, 'admin-customer-page');

  // End the phone's session: that token is refused at once, the other one still works.
  await page
    .locator(`[data-session="${phoneSessionId}"]`)
    .getByRole('button', { name: /^End session/ })
    .click();
  const endDialog = page.getByRole('dialog', { name: 'End this session?' });
  await expect(endDialog).toBeVisible();
  await expectDialogAccessible(page);
  await expect(endDialog).toContainText(customer.name);
  await shoot(page, 'admin-customer-end-session', { fullPage: false });
  await endDialog.getByRole('button', { name: 'Yes, end session' }).click();
  await expect(endDialog).toBeHidden();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await api('GET', '/auth/me', undefined, phone.token)).status).toBe(401);
  expect((await api('GET', '/auth/me', undefined, customer.token)).status).toBe(200);
  await expect(activity).toContainText('Session ended by an admin');

  // Set the plan (the users tab's dialog): membership, with the reason in the audit.
  // The sharp actions below (plan, 2FA reset) need a step-up: the admin-depth journeys show its dialog.
  await stepUpThroughApi(page);
  await page.getByRole('button', { name: 'Change plan' }).click();
  const planDialog = page.getByRole('dialog', { name: 'Change plan' });
  await expect(planDialog).toBeVisible();
  await expectDialogAccessible(page);
  await planDialog.getByLabel('Plan').selectOption('member');
  await planDialog.getByLabel('Reason').fill('Loyalty upgrade, ticket 77');
  await planDialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(planDialog).toBeHidden();
  await expect(section(page, 'Profile')).toContainText('Member');
  await expect(activity).toContainText('Plan changed');
  await expect(activity).toContainText('Loyalty upgrade, ticket 77');

  // Adjust the balance below the approval limit: booked at once, in the ledger and the audit.
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const balance = section(page, 'Balance');
  await balance.getByLabel('New balance (USD)').fill('4900');
  await balance.getByLabel('Reason for the change').fill('Goodwill credit, ticket 78');
  await balance.getByRole('button', { name: 'Confirm new balance' }).click();
  await expect(page.getByTestId('customer-balance')).toHaveText('$4,900.00');
  await expect(ledger.getByRole('listitem').first()).toContainText('Balance adjustment');
  await expect(ledger.getByRole('listitem').first()).toContainText('+$100.50');
  await expect(activity.getByRole('listitem').first()).toContainText('Balance adjusted');
  await expect(activity.getByRole('listitem').first()).toContainText('Goodwill credit, ticket 78');
  expect((await api('GET', '/auth/me', undefined, customer.token)).body.balance).toBe(4_900);

  // Above the limit nothing is booked: the card says it waits for a second admin.
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  await balance.getByLabel('New balance (USD)').fill('25000');
  await balance.getByLabel('Reason for the change').fill('Wire outside the platform, ticket 79');
  await balance.getByRole('button', { name: 'Confirm new balance' }).click();
  await expect(page.getByTestId('pending-adjustments')).toContainText('Waiting for a second admin');
  await expect(page.getByTestId('pending-adjustments')).toContainText('$4,900.00 → $25,000.00');
  await expect(page.getByTestId('customer-balance')).toHaveText('$4,900.00');
  await noSidewaysScroll(page);
  await shoot(page, 'admin-customer-page-after-actions');

  // Referrals both ways: the friend's page names who referred them.
  await section(page, 'Profile').getByRole('link', { name: friend.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: friend.name })).toBeVisible();
  await expect(section(page, 'Profile')).toContainText(`Referred by ${customer.name}`);
  await expect(page.getByRole('list', { name: 'Movements' })).toHaveCount(0);
  await expect(page.getByText('No movements yet.')).toBeVisible();
  await expect(section(page, /^Holdings/)).toContainText('No holdings');
  await shoot(page, 'admin-customer-page-empty');

  // An id nobody has: a clear message, not an error screen.
  await page.goto(`/admin-dashboard/users/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'No such customer' })).toBeVisible();
  await shoot(page, 'admin-customer-not-found');
});

test("an admin reads a customer's identity document on their page and rejects it with a reason", async ({
  page,
}) => {
  const customer = await customerWithPendingDocument('Ivo Idcheck');

  await page.setViewportSize(VIEWPORTS.phone);
  await signInAsAdmin(page);
  await page.goto(`/admin-dashboard/users/${customer.id}`);
  const identity = section(page, 'Identity check');
  await expect(identity).toContainText('Waiting for review');

  // The verifications tab's viewer shows the file itself.
  await identity.getByRole('button', { name: 'View document' }).click();
  const viewer = page.getByRole('dialog', { name: `Document of ${customer.name}` });
  await expect(viewer).toBeVisible();
  await expectDialogAccessible(page);
  await expect(viewer.getByRole('img', { name: `Passport of ${customer.name}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(identity.getByRole('button', { name: 'View document' })).toBeFocused();

  // Rejecting asks for the reason the customer will read; the story then shows it.
  await identity.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject verification?' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(page);
  await dialog.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(dialog).toContainText('Give the reason for the rejection');
  await dialog
    .getByLabel('Reason for the rejection')
    .fill('The photo is blurred: the number cannot be read.');
  await dialog.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(identity.getByText('Rejected', { exact: true }).first()).toBeVisible();
  const story = identity.getByRole('list', { name: 'Identity check history' });
  await expect(story.getByRole('listitem')).toHaveCount(2);
  await expect(story.getByRole('listitem').last()).toContainText(
    'Reason: The photo is blurred: the number cannot be read.',
  );
  await expect(identity.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  expect((await api('GET', '/auth/me', undefined, customer.token)).body.kycStatus).toBe('rejected');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'admin-customer-identity-rejected');
});

test("from a customer's page an admin approves the identity check, resets two-factor sign-in and mails a reset link", async ({
  page,
}) => {
  // Identity document waiting for review, two-factor sign-in on.
  const customer = await customerWithPendingDocument('Abe Actionfield');
  await turnOnTwoFactorThroughApi(customer);

  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsAdmin(page);
  await page.goto(`/admin-dashboard/users/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  const identity = section(page, 'Identity check');
  const profile = section(page, 'Profile');
  const activity = page.getByRole('list', { name: 'Activity about this customer' });
  await expect(identity).toContainText('Waiting for review');
  await expect(profile.getByRole('definition').filter({ hasText: /^On$/ })).toHaveCount(1);

  // Approve from the keyboard: the dialog opens on Cancel, Tab reaches the confirmation.
  await identity.getByRole('button', { name: 'Approve' }).focus();
  await page.keyboard.press('Enter');
  const approveDialog = page.getByRole('dialog', { name: 'Approve verification?' });
  await expect(approveDialog).toBeVisible();
  await expectDialogAccessible(page);
  await expect(approveDialog).toContainText(`${customer.name} will be verified and may invest.`);
  await expect(approveDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(approveDialog.getByRole('button', { name: 'Yes, approve' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(approveDialog).toBeHidden();
  await expect(identity.getByText('Verified', { exact: true })).toBeVisible();
  const story = identity.getByRole('list', { name: 'Identity check history' });
  await expect(story.getByRole('listitem')).toHaveCount(2);
  await expect(story.getByRole('listitem').last()).toContainText('Approved');
  await expect(story.getByRole('listitem').last()).toContainText('by Ada Admin');
  await expect(identity.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(activity).toContainText('Verification approved');
  expect((await api('GET', '/auth/me', undefined, customer.token)).body.kycStatus).toBe('approved');
  await noSidewaysScroll(page);
  await shoot(page, 'admin-customer-identity-approved');

  await stepUpThroughApi(page);
  // Reset two-factor sign-in: the reason field has the focus, Enter sends the form.
  await page.getByRole('button', { name: 'Reset 2FA' }).focus();
  await page.keyboard.press('Enter');
  const resetDialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in?' });
  await expect(resetDialog).toBeVisible();
  await expectDialogAccessible(page);
  await expect(resetDialog).toContainText(customer.email);
  await expect(resetDialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('Lost phone; passport checked on a video call');
  await page.keyboard.press('Enter');
  await expect(resetDialog).toBeHidden();
  await expect(page.getByText('Two-factor sign-in is off for this customer').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset 2FA' })).toHaveCount(0);
  await expect(profile.getByRole('definition').filter({ hasText: /^On$/ })).toHaveCount(0);
  await expect(profile.getByRole('definition').filter({ hasText: /^Off$/ })).toHaveCount(1);
  await expect(activity).toContainText('Two-factor sign-in reset by an admin');
  const login = await api('POST', '/auth/login', { email: customer.email, password: customer.password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  expect(login.body.token).toEqual(expect.any(String));

  // Mail a reset link: a new mail holds it (the sign-in above may have mailed an alert first).
  const before = mailsSoFar(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).focus();
  await page.keyboard.press('Enter');
  const sendDialog = page.getByRole('dialog', { name: 'Send a password reset link?' });
  await expect(sendDialog).toBeVisible();
  await expectDialogAccessible(page);
  await expect(sendDialog).toContainText(customer.email);
  await expect(sendDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(sendDialog.getByRole('button', { name: 'Send link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sendDialog).toBeHidden();
  await expect(page.getByText('A password reset link has been sent to the customer.')).toBeVisible();
  await expect(activity).toContainText('Password reset link sent');
  const link = await newResetLinkFor(customer.email, before);

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByLabel('New Password')).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  await expect(page.getByRole('button', { name: /reset password/i })).toBeEnabled();
});
