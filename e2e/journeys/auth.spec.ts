import { api, apiLogin, createCustomer, loginThroughUi, uniqueEmail } from '../support/api.ts';
import { resetLinkFor, verificationCodeFor } from '../support/outbox.ts';
import { expect, test } from '../support/test.ts';

test('a visitor signs up, verifies the email with the mailed code, signs in and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  const password = 'Garden-Path-73';
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Nora Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('+44 20 7946 0958');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page.getByText(/welcome to verdant invest/i)).toBeVisible();

  // Signing in before verifying is refused and leads to the code form.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/verify-email/);

  const code = await verificationCodeFor(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: /verify email/i }).click();
  await expect(page).toHaveURL(/\/login/);

  await loginThroughUi(page, email, password);
  await expect(page.getByRole('heading', { name: /good (morning|afternoon|evening), nora/i })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  // The session ended on the server too: the old token no longer works.
  expect((await api('GET', '/auth/me', undefined, token!)).status).toBe(401);
});

test('the sign-up form shows the password rule and mismatch errors under the fields', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Short Pass');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Phone Number').fill('+15550100123');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('other');
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('a customer who forgot the password resets it from the mailed link and signs in with the new one', async ({
  page,
}) => {
  const customer = await createCustomer('Rita Reset');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: /send reset link/i }).click();
  await expect(page.getByRole('heading', { name: 'Email Sent!' })).toBeVisible();

  const link = await resetLinkFor(customer.email);
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(customer.email)).toBeVisible();
  await page.getByLabel('New Password').fill('Brand-New-Pass-88');
  await page.getByLabel('Confirm Password').fill('Brand-New-Pass-88');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });

  await loginThroughUi(page, customer.email, 'Brand-New-Pass-88');
  // The link works once.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
});

test('a protected page without a token goes to /login', async ({ page }) => {
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/login/);
});

test('a 401 from the API (session ended elsewhere) sends the user to /login and clears the token', async ({
  page,
}) => {
  const customer = await createCustomer('Sam Session');
  await loginThroughUi(page, customer.email, customer.password);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  // End this browser's session from outside, as "sign out other devices" or a password reset would.
  expect((await api('POST', '/auth/logout', undefined, token!)).status).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('the demo customer can sign in with the printed demo login', async ({ page }) => {
  const { token } = await apiLogin('investor@demo.verdant.invest', 'Demo-Invest-2026');
  expect(token).toBeTruthy();
  await loginThroughUi(page, 'investor@demo.verdant.invest', 'Demo-Invest-2026');
  await expect(page.getByRole('heading', { name: /ivy/i })).toBeVisible();
});

test('a signed-in page load asks the API for each of its first answers once', async ({ page }) => {
  await loginThroughUi(page, 'investor@demo.verdant.invest', 'Demo-Invest-2026');
  await expect(page.getByRole('heading', { name: /ivy/i })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(page.getByRole('heading', { name: /ivy/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Investment' })).toBeVisible();
  // Started by the entry before React (src/app/early-requests.ts); the route guard and the page take
  // those answers instead of asking again (src/lib/prefetch.ts).
  expect(asked.filter((p) => p === '/api/auth/me')).toHaveLength(1);
  expect(asked.filter((p) => p.startsWith('/api/auth/user-investments/'))).toHaveLength(1);
});
