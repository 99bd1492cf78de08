import { totp } from '@app/test-support';
import { expect } from '@playwright/test';
import { api, apiLogin, createCustomer, DEMO } from './api.ts';
import { acknowledgeSheetThroughApi, COMPLETE_KIIS, takeKnowledgeTestThroughApi } from './protection.ts';

/** Set-up steps made through the API, as the admin screens or another client would make them. */

const base = () => process.env.E2E_BASE_URL!;

/** A minimal real PDF and PNG: the server checks a document by its first bytes, not by its name. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const TINY_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

let admin: Promise<string> | null = null;

/** The demo admin's token, signed in once per test run (worker). */
export function adminToken(): Promise<string> {
  admin ??= apiLogin(DEMO.admin.email, DEMO.admin.password).then((a) => a.token);
  return admin;
}

export interface Customer {
  email: string;
  password: string;
  name: string;
}
export interface SignedInCustomer extends Customer {
  token: string;
  id: string;
}

/** A fresh customer (registered, email verified) with an API session of its own. */
export async function createSignedInCustomer(name?: string): Promise<SignedInCustomer> {
  const customer = await createCustomer(name);
  return { ...customer, ...(await apiLogin(customer.email, customer.password)) };
}

/** Saves a profile with an adult date of birth, which identity approval requires. */
export async function giveBirthDate(customer: SignedInCustomer, dob = '1990-01-01') {
  const res = await api(
    'PUT',
    `/auth/admin/users-profile/${customer.id}`,
    { name: customer.name, phonenumber: '+15550109999', email: customer.email, dob, address: '1 Main St' },
    customer.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** POST /auth/submit-document as multipart, with a tiny real PNG unless told otherwise. */
export async function submitDocumentThroughApi(
  customer: SignedInCustomer,
  file: { bytes: Buffer; name: string; type: string } = {
    bytes: TINY_PNG,
    name: 'passport.png',
    type: 'image/png',
  },
) {
  const form = new FormData();
  form.append('idCardType', 'Passport');
  form.append('idCardNumber', 'X1234567');
  form.append('idCardFile', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${base()}/api/auth/submit-document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The admin's decision on a submitted identity document. */
export async function decideKycThroughApi(
  userId: string,
  decision: 'approved' | 'rejected',
  reason?: string,
) {
  const res = await api('PATCH', `/auth/admin/kyc/${userId}`, { decision, reason }, await adminToken());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Date of birth, a passport upload and the admin's approval: the customer can invest. */
export async function verifyIdentityThroughApi(customer: SignedInCustomer) {
  await giveBirthDate(customer);
  await submitDocumentThroughApi(customer);
  await decideKycThroughApi(customer.id, 'approved');
}

/** Turns two-factor sign-in on with a fresh authenticator secret; a password alone no longer signs in. */
export async function turnOnTwoFactorThroughApi(customer: SignedInCustomer) {
  const setup = await api('POST', '/auth/2fa/setup', { password: customer.password }, customer.token);
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const secret = new URL(setup.body.otpauthUrl).searchParams.get('secret')!;
  const enabled = await api('POST', '/auth/2fa/enable', { code: totp(secret) }, customer.token);
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  expect(
    (await api('POST', '/auth/login', { email: customer.email, password: customer.password })).body,
  ).toMatchObject({ twoFactorRequired: true });
}

/** Ends a payout account's hold (ADR 046) through the journeys' clock hook, as a passing day would. */
export async function endPayoutHoldThroughApi(bankAccountId: string) {
  const res = await api(
    'POST',
    `/test-hooks/bank-accounts/${bankAccountId}/end-hold`,
    {},
    await adminToken(),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * Links a US bank account in the customer's name and answers its id; its payout hold is ended unless
 * `held` (the journeys that withdraw at once are not about the hold).
 */
export async function addBankThroughApi(
  customer: SignedInCustomer,
  account: Record<string, string> & { accountNumber: string } = {
    bankName: 'Wells Fargo',
    accountNumber: '000987654321',
    country: 'US',
    routingNumber: '121000248',
  },
  { held = false }: { held?: boolean } = {},
): Promise<string> {
  const res = await api(
    'POST',
    '/auth/add-bank',
    { ...account, accountHolderName: customer.name },
    customer.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const added = res.body.bankAccounts.find(
    (b: { accountNumber: string }) => b.accountNumber === account.accountNumber,
  );
  if (!held) await endPayoutHoldThroughApi(added._id);
  return added._id;
}

/**
 * The demo admin's token, stepped up just now: every admin call that moves money needs the password
 * within the last 10 minutes (ADR 043), and a run lasts longer than that.
 */
export async function steppedUpAdminToken(): Promise<string> {
  const token = await adminToken();
  const res = await api('POST', '/auth/step-up', { password: DEMO.admin.password }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return token;
}

/** The admin approves or rejects a pending deposit or withdrawal request. */
export async function decideRequestThroughApi(
  kind: 'deposit' | 'withdraw',
  requestId: string,
  status: 'approved' | 'rejected',
) {
  const res = await api(
    'PATCH',
    `/auth/${kind}-requests/${requestId}`,
    { status },
    await steppedUpAdminToken(),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The customer's newest pending deposit request, as the customer's own list shows it. */
export async function newestPendingDeposit(customer: SignedInCustomer, amount?: number) {
  const res = await api('GET', `/auth/deposit-requests/${customer.id}`, undefined, customer.token);
  expect(res.status).toBe(200);
  const found = res.body.data.find(
    (r: { status: string; amount: number }) =>
      r.status === 'pending' && (amount === undefined || r.amount === amount),
  );
  expect(found, `a pending deposit${amount ? ` of ${amount}` : ''}`).toBeTruthy();
  return found as { _id: string; reference: string; amount: number };
}

/** A deposit request from a linked bank, approved by the admin: the money is in the wallet. */
export async function fundThroughApi(customer: SignedInCustomer, amount: number) {
  const bankAccountId = await addBankThroughApi(customer);
  const res = await api('POST', '/auth/deposit-requests', { amount, bankAccountId }, customer.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await decideRequestThroughApi('deposit', res.body.data._id, 'approved');
}

/** A new customer, identity verified and with `amount` dollars in the wallet: ready to invest. */
export async function createInvestor(
  name = 'Iris Investor',
  amount = 5_000,
  { tested = true }: { tested?: boolean } = {},
): Promise<SignedInCustomer> {
  const customer = await createSignedInCustomer(name);
  await verifyIdentityThroughApi(customer);
  await fundThroughApi(customer, amount);
  // Investor protection's knowledge test, taken once as a real customer does before a first purchase.
  if (tested) await takeKnowledgeTestThroughApi(customer.token);
  return customer;
}

export interface OfferingInput {
  name: string;
  investmentReturn?: string;
  duration?: string;
  pricePerUnit?: number;
  category?: 'Crypto' | 'Banking' | 'Real Estate' | 'Agriculture';
}

/** The admin puts an offering on sale (POST /auth/investments); answers it as stored. */
export async function createOfferingThroughApi(o: OfferingInput) {
  const res = await api(
    'POST',
    '/auth/investments',
    {
      img: '',
      investmentReturn: '18%',
      duration: '9 months',
      pricePerUnit: 100,
      category: 'Agriculture',
      kiis: COMPLETE_KIIS,
      ...o,
    },
    await adminToken(),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe('Investment added successfully.');
  return res.body.data as { _id: string; name: string; category: string; investors: number };
}

/** A new investor who has bought `units` of a new offering through the API: one live holding. */
export async function createHolderThroughApi(
  name: string,
  amount: number,
  offeringInput: Omit<OfferingInput, 'name'> & { namePrefix: string },
  units: number,
) {
  const investor = await createInvestor(name, amount);
  const { namePrefix, ...rest } = offeringInput;
  const offering = await createOfferingThroughApi({
    name: `${namePrefix} ${Date.now().toString(36)}`,
    ...rest,
  });
  await acknowledgeSheetThroughApi(investor.token, offering._id);
  const bought = await api(
    'POST',
    '/auth/invest',
    { investmentId: offering._id, unitsPurchased: units },
    investor.token,
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  return { investor, offering };
}
