import { describe, expect, it } from 'vitest';
import { BANK_CODE_MSG, bankCodeRuleFor, isValidRoutingNumber, isValidSortCode } from './bank-codes.ts';
import { addBankSchema } from './wallet.ts';

const fieldErrors = (body: Record<string, unknown>) =>
  addBankSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('routing numbers (ABA checksum, weights 3-7-1)', () => {
  it.each(['021000021', '011000015', '121000358', '026009593'])('accepts %s', (n) => {
    expect(isValidRoutingNumber(n)).toBe(true);
  });

  it.each([
    ['a wrong last digit', '021000022'],
    ['two neighbours swapped', '201000021'],
    ['eight digits', '02100002'],
    ['ten digits', '0210000210'],
    ['a letter', '02100002A'],
    ['nothing', ''],
  ])('refuses %s', (_name, n) => {
    expect(isValidRoutingNumber(n)).toBe(false);
  });
});

describe('sort codes', () => {
  it('are six digits', () => {
    expect(isValidSortCode('123456')).toBe(true);
    expect(isValidSortCode('12345')).toBe(false);
    expect(isValidSortCode('1234567')).toBe(false);
    expect(isValidSortCode('12-34-56')).toBe(false);
  });
});

describe('the bank code a country needs', () => {
  it('is a sort code in the UK, a routing number in the US, none for IBAN countries or Bitcoin', () => {
    expect(bankCodeRuleFor('GB')?.field).toBe('sortCode');
    expect(bankCodeRuleFor('us')?.field).toBe('routingNumber');
    expect(bankCodeRuleFor('DE')).toBeNull();
    expect(bankCodeRuleFor('FR')).toBeNull();
    expect(bankCodeRuleFor('GB', true)).toBeNull();
  });

  const uk = {
    bankName: 'Barclays',
    accountNumber: '31926819',
    accountHolderName: 'Ann Smith',
    country: 'GB',
  };
  const us = {
    bankName: 'JPMorgan Chase',
    accountNumber: '000123456789',
    accountHolderName: 'Bo Jones',
    country: 'US',
  };

  it('stores a sort code typed with dashes or spaces as its digits', () => {
    expect(addBankSchema.parse({ ...uk, sortCode: '12-34-56' }).sortCode).toBe('123456');
    expect(addBankSchema.parse({ ...uk, sortCode: ' 12 34 56 ' }).sortCode).toBe('123456');
  });

  it('keeps only the code the country uses', () => {
    const parsed = addBankSchema.parse({ ...us, routingNumber: '021000021', sortCode: '12-34-56' });
    expect(parsed).toMatchObject({ routingNumber: '021000021' });
    expect(parsed).not.toHaveProperty('sortCode');
    const de = addBankSchema.parse({
      bankName: 'Commerzbank',
      accountNumber: 'DE89370400440532013000',
      accountHolderName: 'Max Muster',
      country: 'DE',
      routingNumber: '021000021',
    });
    expect(de).not.toHaveProperty('routingNumber');
  });

  it.each([
    ['a UK account without a sort code', { ...uk }, 'sortCode', BANK_CODE_MSG.sortCodeRequired],
    ['a five-digit sort code', { ...uk, sortCode: '12-34-5' }, 'sortCode', BANK_CODE_MSG.sortCodeInvalid],
    ['letters in a sort code', { ...uk, sortCode: 'AB-CD-EF' }, 'sortCode', BANK_CODE_MSG.sortCodeInvalid],
    [
      'a US account without a routing number',
      { ...us },
      'routingNumber',
      BANK_CODE_MSG.routingNumberRequired,
    ],
    [
      'a routing number failing the checksum',
      { ...us, routingNumber: '021000022' },
      'routingNumber',
      BANK_CODE_MSG.routingNumberInvalid,
    ],
  ])('refuses %s, naming the field', (_name, body, field, message) => {
    expect(fieldErrors(body)).toEqual([[field, message]]);
  });

  it('asks a UK Bitcoin wallet for no sort code', () => {
    const parsed = addBankSchema.parse({
      ...uk,
      bankName: 'Bitcoin',
      accountNumber: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    });
    expect(parsed).not.toHaveProperty('sortCode');
  });
});
