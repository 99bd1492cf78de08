import { type Browser, expect, type Page } from '@playwright/test';
import { expectDialogAccessible } from './a11y.ts';
import {
  addBankThroughApi,
  createSignedInCustomer,
  decideRequestThroughApi,
  giveBirthDate,
  type SignedInCustomer,
  submitDocumentThroughApi,
  verifyIdentityThroughApi,
} from './accounts.ts';
import { api, DEMO } from './api.ts';
import { documentPng } from './png.ts';
import { VIEWPORTS } from './screens.ts';

/**
 * The demo checker (the second admin) signs in on a phone, in a browser of their own, and lands on
 * the Approvals tab. Close the page's context when done.
 */
export async function checkerOnPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  const checker = await context.newPage();
  await checker.goto(`/login?next=${encodeURIComponent('/admin-dashboard?tab=approvals')}`);
  await checker.getByLabel('Email').fill(DEMO.checker.email);
  await checker.getByLabel('Password', { exact: true }).fill(DEMO.checker.password);
  await checker.getByRole('button', { name: /^login$/i }).click();
  return checker;
}

/** The demo admin signs in through the login form and lands on the console. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login?next=%2Fadmin-dashboard');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

export interface CustomerWithRequests extends SignedInCustomer {
  openingDepositId: string;
  depositId: string;
  withdrawalId: string;
  /** The short references (VI-…) the console shows for those three. */
  openingDepositRef: string;
  depositRef: string;
  withdrawalRef: string;
}

/** A customer with a date of birth and a passport (a PNG a browser can draw) waiting for review. */
export async function customerWithPendingDocument(name: string): Promise<SignedInCustomer> {
  const customer = await createSignedInCustomer(name);
  await giveBirthDate(customer);
  await submitDocumentThroughApi(customer, { bytes: documentPng(), name: 'passport.png', type: 'image/png' });
  return customer;
}

/**
 * A customer with work waiting for the admin, made through the API: $1,000 deposited and approved,
 * nine small deposits rejected (so the deposits list has a second page, the opening deposit on it),
 * then a pending $2,500 deposit and a pending $300 withdrawal (held: $700 left); identity approved.
 */
export async function customerWithPendingWork(name: string): Promise<CustomerWithRequests> {
  const customer = await createSignedInCustomer(name);
  // Money leaves only to a verified customer (ADR 046): the identity is approved before the withdrawal.
  await verifyIdentityThroughApi(customer);
  const bankAccountId = await addBankThroughApi(customer);
  const deposit = (amount: number) =>
    api('POST', '/auth/deposit-requests', { amount, bankAccountId }, customer.token);
  const opening = await deposit(1000);
  expect(opening.status, JSON.stringify(opening.body)).toBe(201);
  await decideRequestThroughApi('deposit', opening.body.data._id, 'approved');
  for (let i = 1; i <= 9; i++) {
    const small = await deposit(100 + i * 10);
    expect(small.status, JSON.stringify(small.body)).toBe(201);
    await decideRequestThroughApi('deposit', small.body.data._id, 'rejected');
  }
  const pending = await deposit(2500);
  expect(pending.status, JSON.stringify(pending.body)).toBe(201);
  const withdrawal = await api(
    'POST',
    '/auth/withdraw-requests',
    { amount: 300, bankAccountId },
    customer.token,
  );
  expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
  expect(withdrawal.body.balance).toBe(700);
  return {
    ...customer,
    openingDepositId: opening.body.data._id,
    depositId: pending.body.data._id,
    withdrawalId: withdrawal.body.data._id,
    openingDepositRef: opening.body.data.reference,
    depositRef: pending.body.data.reference,
    withdrawalRef: withdrawal.body.data.reference,
  };
}

/** The step-up dialog (ADR 028) that a sharp admin action opens: the password, then Confirm. */
export async function confirmItIsYou(page: Page, password: string = DEMO.admin.password) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await expectDialogAccessible(page);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** Steps up the page's own session through the API, for journeys about something else. */
export async function stepUpThroughApi(page: Page, password: string = DEMO.admin.password) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await api('POST', '/auth/step-up', { password }, token ?? undefined);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
