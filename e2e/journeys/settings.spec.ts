import { readFileSync } from 'node:fs';
import { totp } from '@app/test-support';
import type { Page } from '@playwright/test';
import { expectDialogAccessible } from '../support/a11y.ts';
import { createSignedInCustomer, decideKycThroughApi, giveBirthDate, TINY_PDF } from '../support/accounts.ts';
import { api, apiLogin, loginThroughUi, uniqueEmail } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const sectionsList = (page: Page) => page.getByRole('tablist', { name: 'Settings sections' });

async function logOut(page: Page) {
  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Email and password on the login screen, up to the second step when two-factor sign-in is on. */
async function submitLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
}

test('a customer edits the profile, changes the password and signs in again with the new one', async ({
  page,
}) => {
  const customer = await createSignedInCustomer('Sol Settings');
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginThroughUi(page, customer.email, customer.password);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  // Account: who you are, then the profile form.
  await expect(sectionsList(page).getByRole('tab')).toHaveText([
    'Account',
    'Password & Security',
    'Verification',
    'Notifications',
    'Privacy',
  ]);
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  // On a wide screen the menu is a column: Down and Up move between sections (and wrap).
  await expect(sectionsList(page)).toHaveAttribute('aria-orientation', 'vertical');
  await page.getByRole('tab', { name: 'Account' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Password & Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/section=security/);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('tab', { name: 'Account' })).toBeFocused();
  await expect(page).toHaveURL(/section=account/);
  // Up from the first tab wraps to the last one.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('tab', { name: 'Privacy' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('ID:')).toBeVisible();
  await expect(page.getByTestId('account-id')).toHaveText(customer.id);
  await expect(page.getByRole('tabpanel').getByText('Not Verified', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Sol Settings');
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);

  // A new email needs the current password: the field appears once the address differs.
  const newEmail = uniqueEmail('sol.moved');
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Current password').fill('Not-My-Password-1');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Your password is not correct.').first()).toBeVisible();
  await shoot(page, 'settings-email-change-password');
  await page.getByLabel('Current password').fill(customer.password);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText(/We sent a 6-digit code to your new email address/).first()).toBeVisible();
  // The current address is told at once, with a link that cancels the change and signs every device out.
  const notice = await waitForMail(customer.email, /cancel-email-change\//);
  const cancelLink = /(https?:\/\/\S+\/cancel-email-change\/[A-Za-z0-9_-]+)/.exec(notice)![1]!;
  const cancelPage = await page.context().newPage();
  await cancelPage.setViewportSize(VIEWPORTS.desktop);
  await cancelPage.goto(new URL(new URL(cancelLink).pathname, page.url()).toString());
  await expect(cancelPage.getByRole('heading', { name: 'Cancel the email change?' })).toBeVisible();
  await shoot(cancelPage, 'cancel-email-change');
  await cancelPage.getByRole('button', { name: 'Cancel the email change' }).click();
  await expect(cancelPage.getByRole('heading', { name: 'Change cancelled' })).toBeVisible();
  await shoot(cancelPage, 'cancel-email-change-done');
  await cancelPage.close();
  // Every session ended, this one too: sign in again.
  expect((await api('GET', '/auth/me', undefined, customer.token)).status).toBe(401);
  customer.token = (await apiLogin(customer.email, customer.password)).token;
  await loginThroughUi(page, customer.email, customer.password);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);

  await page.getByLabel('Full Name').fill('Sol Sterling');
  await page.getByLabel('Mobile Number').fill('+44 20 7946 0958');
  await page.getByLabel('Date of Birth').fill('1990-01-01');
  await page.getByLabel('Address').fill('5 Garden Lane, Leeds');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Successful!', { exact: true })).toBeVisible();
  await expect(page.getByText('Profile updated.')).toBeVisible();
  await shoot(page, 'settings-account');

  // Saved on the server, and shown again after a reload.
  const me = await api('GET', '/auth/me', undefined, customer.token);
  expect(me.body).toMatchObject({ name: 'Sol Sterling', dob: '1990-01-01', address: '5 Garden Lane, Leeds' });
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Sol Sterling');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1990-01-01');
  await expect(page.getByLabel('Address')).toHaveValue('5 Garden Lane, Leeds');

  // Password & Security: both fields required, the strength meter, then the change.
  await page.getByRole('tab', { name: 'Password & Security' }).click();
  await expect(page).toHaveURL(/\?section=security$/);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Both fields are required.' })).toBeVisible();
  const newPassword = 'Fresh-Orchard-2027';
  await page.getByLabel('Old Password').fill(customer.password);
  await page.getByLabel('New Password').fill(newPassword);
  const meter = page.getByRole('meter', { name: 'Password strength' });
  await expect(meter).toBeAttached();
  expect(Number(await meter.getAttribute('value'))).toBeGreaterThanOrEqual(3);
  await shoot(page, 'settings-security');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed. Other devices have been signed out.')).toBeVisible();
  // The API session (another device) ended; this browser stays signed in.
  expect((await api('GET', '/auth/me', undefined, customer.token)).status).toBe(401);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Password & Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Sign in again: the old password no longer works, the new one does.
  await logOut(page);
  await submitLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await loginThroughUi(page, customer.email, newPassword);
  await expect(page.getByRole('heading', { name: /, Sol$/ })).toBeVisible();
});

test('a customer turns on two-factor sign-in, signs in with an authenticator code and a recovery code, then turns it off', async ({
  page,
}) => {
  // The API session is "another device" in the sessions list.
  const customer = await createSignedInCustomer('Tess Totp');
  await loginThroughUi(page, customer.email, customer.password);
  await page.goto('/settings?section=security');
  await expect(page.getByRole('tab', { name: 'Password & Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Sessions: this browser and the API client; sign the other one out.
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: /^Sign out API client, IP .+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out other devices' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out other devices' })).toBeDisabled();
  expect((await api('GET', '/auth/me', undefined, customer.token)).status).toBe(401);

  // Set up: the password first (a stolen session alone cannot link an app), then QR code, setup key, a code.
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await page.getByLabel('Current password').fill('Not-My-Password-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your password is not correct.').first()).toBeVisible();
  await shoot(page, 'settings-2fa-password');
  await page.getByLabel('Current password').fill(customer.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('The code is not correct.', { exact: false })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totp(secret));
  await shoot(page, 'settings-2fa-setup');
  await page.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, shown once.
  const saveCodes = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(saveCodes).toBeVisible();
  await expectDialogAccessible(page);
  const codes = saveCodes.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((c) => c.trim());
  const downloadPromise = page.waitForEvent('download');
  await saveCodes.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(readFileSync(await download.path(), 'utf8')).toContain(recoveryCodes[0]);
  await expect(saveCodes.getByRole('button', { name: 'Copy' })).toBeVisible();
  await shoot(page, 'settings-2fa-recovery-codes', { fullPage: false });
  await saveCodes.getByRole('button', { name: 'I have saved them' }).click();
  await expect(saveCodes).toBeHidden();
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();

  // Sign in: password, then the authenticator code. (The server has accepted this half minute's
  // code already, so the app's next code is used: the server allows one step of clock drift.)
  await logOut(page);
  await submitLogin(page, customer.email, customer.password);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await shoot(page, 'settings-2fa-login');
  await page.getByLabel('Authentication code').fill(totp(secret, { stepsAhead: 1 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code works once in place of the app.
  await logOut(page);
  await submitLogin(page, customer.email, customer.password);
  await page.getByLabel('Authentication code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turn it off (password + a recovery code), and the next sign-in asks for the password only.
  await page.goto('/settings?section=security');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByLabel('Current password').fill(customer.password);
  await page.getByLabel('Authentication code').fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Two-factor sign-in is off.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await logOut(page);
  await loginThroughUi(page, customer.email, customer.password);
});

test('a customer uploads an identity document, sees it under review, and is verified once the admin approves', async ({
  page,
}) => {
  const customer = await createSignedInCustomer('Vera Verify');
  await loginThroughUi(page, customer.email, customer.password);
  await page.goto('/settings?section=verification');
  await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
  // No date of birth or address yet: the form asks for them before it offers the document.
  const details = page.getByRole('form', { name: 'Step 1 of 2: your details' });
  await expect(details).toBeVisible();
  await expect(page.getByLabel('Upload document')).toHaveCount(0);
  await giveBirthDate(customer, '1990-01-01');
  await page.reload();
  await expect(details).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: your document' })).toBeVisible();

  // The form checks the fields and the file type before sending.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Choose a means of identification')).toBeVisible();
  await expect(page.getByText('Choose a file to upload')).toBeVisible();
  await page.getByLabel('Means of identification').selectOption('Passport');
  await page.getByLabel('ID Number').fill('X1234567');
  await page
    .getByLabel('Upload document')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Upload a .jpg, .jpeg, .png or .pdf file.')).toBeVisible();
  await page
    .getByLabel('Upload document')
    .setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await shoot(page, 'settings-verification-form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Documents are under review')).toBeVisible();
  await expect(page.getByText(/Passport ••••4567/)).toBeVisible();
  await shoot(page, 'settings-verification-review');

  // Under review: the Account badge says so, and the name and birth date are locked.
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByRole('tabpanel').getByText('Under review', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Date of Birth')).toHaveAttribute('readonly', '');

  // The admin approves (as the admin screen would, through the API).
  await decideKycThroughApi(customer.id, 'approved');
  await page.goto('/settings?section=verification');
  await page.reload();
  await expect(page.getByText('You are Verified')).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shoot(page, 'settings-verified');
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByRole('tabpanel').getByText('Verified', { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(
    page.getByRole('region', { name: 'Wallet balance' }).getByText('Verified', { exact: true }),
  ).toBeVisible();
});
