import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { type TestUser, US_BANK } from './wallet.test-support.ts';

let server: TestServer;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUpAndLogin(server, { name: 'Pat Payments' });
  other = await signUpAndLogin(server);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
});

const addBank = (token: string, body: Record<string, unknown>) =>
  server.request('POST', '/auth/add-bank', { token, body });

describe('payment methods', { timeout: TEST_TIMEOUT }, () => {
  it('adds bank and Bitcoin accounts of the country’s form, lists them on /auth/me and mails the owner', async () => {
    const us = await addBank(user.token, { ...US_BANK, accountHolderName: 'Pat Payments', userId: other.id });
    expect(us.status).toBe(201);
    expect(us.body.message).toBe('Payment method added.');
    const de = await addBank(user.token, {
      bankName: 'Deutsche Bank',
      accountNumber: 'de89 3704 0044 0532 0130 00',
      accountHolderName: 'Pat Payments',
      country: 'DE',
    });
    expect(de.status).toBe(201);
    const btc = await addBank(user.token, {
      bankName: 'Bitcoin',
      accountNumber: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      accountHolderName: 'Pat Payments',
      country: 'GB',
    });
    expect(btc.status).toBe(201);
    expect(btc.body.bankAccounts.map((b: any) => [b.bankName, b.accountNumber, b.country])).toEqual([
      ['JPMorgan Chase', '000123456789', 'US'],
      ['Deutsche Bank', 'DE89370400440532013000', 'DE'],
      ['Bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'GB'],
    ]);
    const me = await server.request('GET', '/auth/me', { token: user.token });
    expect(me.body.bankAccounts).toHaveLength(3);
    const theirs = await server.request('GET', '/auth/me', { token: other.token });
    expect(theirs.body.bankAccounts).toHaveLength(0);
    await server.waitForMail(user.email, /Deutsche Bank \(ending 3000\), was added/);
  });

  it.each([
    ['the Select Bank placeholder', { bankName: 'Select Bank' }, 'bankName', 'Please select a valid bank.'],
    ['a blank bank', { bankName: '' }, 'bankName', 'Please select a valid bank.'],
    ['a bank of another country', { bankName: 'Barclays' }, 'bankName', 'Please select a valid bank.'],
    [
      'a short US account',
      { accountNumber: '123' },
      'accountNumber',
      'Enter a valid account number (4–17 digits).',
    ],
    [
      'letters in a US account',
      { accountNumber: '12AB5678' },
      'accountNumber',
      'Enter a valid account number (4–17 digits).',
    ],
    ['a missing holder', { accountHolderName: ' ' }, 'accountHolderName', 'Account holder name is required.'],
    [
      'a Bitcoin address with a bad checksum',
      { bankName: 'Bitcoin', accountNumber: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb' },
      'accountNumber',
      'Enter a valid Bitcoin address.',
    ],
    [
      'a bech32 address with a bad checksum',
      { bankName: 'Bitcoin', accountNumber: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' },
      'accountNumber',
      'Enter a valid Bitcoin address.',
    ],
    [
      'a German IBAN with a bad checksum',
      { bankName: 'Deutsche Bank', country: 'DE', accountNumber: 'DE89370400440532013001' },
      'accountNumber',
      'Enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00.',
    ],
    [
      'a French bank with a German IBAN',
      { bankName: 'BNP Paribas', country: 'FR', accountNumber: 'DE89370400440532013000' },
      'accountNumber',
      'Enter a valid IBAN, e.g. FR76 3000 6000 0112 3456 7890 189.',
    ],
  ])('refuses %s with a field error', async (_name, patch, field, message) => {
    const res = await addBank(other.token, { ...US_BANK, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  const UK_BANK = {
    bankName: 'Barclays',
    accountNumber: '31926819',
    accountHolderName: 'Grace Hopper',
    country: 'GB',
  };

  it.each([
    ['a UK account without a sort code', UK_BANK, 'sortCode', 'Sort code is required for a UK account.'],
    [
      'a UK account with a five-digit sort code',
      { ...UK_BANK, sortCode: '12-34-5' },
      'sortCode',
      'Enter a valid sort code: 6 digits, e.g. 12-34-56.',
    ],
    [
      'a US account without a routing number',
      { ...US_BANK, routingNumber: undefined },
      'routingNumber',
      'Routing number is required for a US account.',
    ],
    [
      'a routing number failing the ABA checksum',
      { ...US_BANK, routingNumber: '021000022' },
      'routingNumber',
      'Enter a valid routing number: 9 digits, e.g. 021000021.',
    ],
    [
      'a routing number that is not text',
      { ...US_BANK, routingNumber: 21000021 },
      'routingNumber',
      'Routing number must be text.',
    ],
  ])('refuses %s, naming the field, and links nothing', async (_name, body, field, message) => {
    const fresh = await signUpAndLogin(server);
    const res = await addBank(fresh.token, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    const me = await server.request('GET', '/auth/me', { token: fresh.token });
    expect(me.body.bankAccounts).toEqual([]);
  });

  it('stores a sort code typed with dashes as digits, and the routing number, and lists them', async () => {
    const fresh = await signUpAndLogin(server);
    expect((await addBank(fresh.token, { ...UK_BANK, sortCode: '20-00-00' })).status).toBe(201);
    // The same account number under another sort code is another account.
    const second = await addBank(fresh.token, { ...UK_BANK, sortCode: '40 47 84' });
    expect(second.status).toBe(201);
    expect((await addBank(fresh.token, { ...UK_BANK, sortCode: '404784' })).status).toBe(409);
    expect((await addBank(fresh.token, US_BANK)).status).toBe(201);
    const me = await server.request('GET', '/auth/me', { token: fresh.token });
    const codes = (banks: any[]) => banks.map((b) => [b.country, b.sortCode, b.routingNumber]);
    const expected = [
      ['GB', '200000', undefined],
      ['GB', '404784', undefined],
      ['US', undefined, '021000021'],
    ];
    expect(codes(me.body.bankAccounts)).toEqual(expected);
    // The admin's user list carries them too, to pay a withdrawal out.
    const admin = await signUpAdmin(server);
    const list = await server.request('GET', `/auth/admin/users?q=${encodeURIComponent(fresh.email)}`, {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(codes(list.body.data[0].bankAccounts)).toEqual(expected);
  });

  it('refuses the same account twice (409) and removes only the caller’s own accounts', async () => {
    const first = await addBank(other.token, US_BANK);
    expect(first.status).toBe(201);
    expect((await addBank(other.token, { ...US_BANK, accountNumber: '0001 2345 6789' })).status).toBe(409);
    const id = first.body.bankAccounts[0]._id;
    const notMine = await server.request('DELETE', `/auth/bank-accounts/${id}`, { token: user.token });
    expect(notMine.status).toBe(404);
    const removed = await server.request('DELETE', `/auth/bank-accounts/${id}`, { token: other.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Payment method removed.', bankAccounts: [] });
    expect((await server.request('DELETE', `/auth/bank-accounts/${id}`, { token: other.token })).status).toBe(
      404,
    );
    // Once removed it may be linked again.
    expect((await addBank(other.token, US_BANK)).status).toBe(201);
  });

  it('links at most 10 payment methods', async () => {
    const many = await signUpAndLogin(server);
    for (let i = 0; i < 10; i++) {
      const res = await addBank(many.token, { ...US_BANK, accountNumber: `5550000${i}` });
      expect(res.status).toBe(201);
    }
    const eleventh = await addBank(many.token, { ...US_BANK, accountNumber: '55500099' });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toBe('You can link at most 10 payment methods.');
  });
});
