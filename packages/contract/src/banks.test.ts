import { describe, expect, it } from 'vitest';
import { hasValidBitcoinChecksum, isValidBitcoinAddress, isValidIban } from './bank-account-number.ts';
import { BANKS_BY_COUNTRY, BITCOIN, banksFor, countryFromLocale, SELECT_BANK } from './banks.ts';
import {
  addBankChecksumErrors,
  addBankFormSchema,
  addBankSchema,
  amountInputSchema,
  walletAmountSchema,
} from './wallet.ts';

describe('bank lists', () => {
  it('every list starts with Select Bank and includes Bitcoin', () => {
    for (const [country, banks] of Object.entries(BANKS_BY_COUNTRY)) {
      expect(banks[0], country).toBe(SELECT_BANK);
      expect(banks, country).toContain(BITCOIN);
      expect(banks.length, country).toBeGreaterThan(5);
    }
  });

  it('unlisted countries get the default list', () => {
    expect(banksFor('ES')).toBe(BANKS_BY_COUNTRY.default);
    expect(banksFor('GB')).toContain('Barclays');
  });

  it.each([
    ['en-GB', 'GB'],
    ['de-DE', 'DE'],
    ['fr', 'FR'],
    ['en', 'US'],
    ['pt-BR', 'BR'],
    ['', 'US'],
    [undefined, 'US'],
    ['not a locale!', 'US'],
  ])('country of locale %s is %s', (locale, country) => {
    expect(countryFromLocale(locale)).toBe(country);
  });
});

describe('Bitcoin addresses', () => {
  it.each([
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // P2PKH
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // P2WPKH, bech32
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // upper case is valid
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // P2WSH
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // taproot, bech32m
  ])('accepts %s', async (address) => {
    expect(isValidBitcoinAddress(address)).toBe(true);
    expect(await hasValidBitcoinChecksum(address)).toBe(true);
  });

  it('leaves a legacy address’s checksum (SHA-256) to the asynchronous check', async () => {
    const badChecksum = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb';
    expect(isValidBitcoinAddress(badChecksum)).toBe(true);
    expect(await hasValidBitcoinChecksum(badChecksum)).toBe(false);
    expect(await hasValidBitcoinChecksum('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz')).toBe(false);
  });

  it.each([
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // checksum
    'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // mixed case
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', // testnet
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', // v1 with a bech32 (not m) checksum
    'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', // testnet P2PKH
    '0x52908400098527886E0F7030069857D2E4169EE7', // an Ethereum address
    '',
  ])('refuses %s', async (address) => {
    expect(isValidBitcoinAddress(address)).toBe(false);
    expect(await hasValidBitcoinChecksum(address)).toBe(false);
  });
});

describe('the Add Payment Method form', () => {
  const body = { bankName: 'Bitcoin', accountHolderName: 'Satoshi', country: 'GB' };

  it('refuses a legacy address with a bad checksum with a field error, after the synchronous schema', async () => {
    const accountNumber = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb';
    expect(addBankSchema.safeParse({ ...body, accountNumber }).success).toBe(true);
    const parsed = await addBankFormSchema.safeParseAsync({ ...body, accountNumber });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['accountNumber', 'Enter a valid Bitcoin address.'],
    ]);
    expect(await addBankChecksumErrors({ ...body, accountNumber })).toEqual({
      accountNumber: 'Enter a valid Bitcoin address.',
    });
  });

  it('accepts a good address', async () => {
    const parsed = await addBankFormSchema.safeParseAsync({
      ...body,
      accountNumber: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    });
    expect(parsed.success).toBe(true);
  });
});

describe('IBAN', () => {
  it('checks mod-97 and the country form', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00', { code: 'DE', length: 22 })).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('FR7630006000011234567890189', { code: 'FR', length: 27 })).toBe(true);
    expect(isValidIban('FR7630006000011234567890189', { code: 'DE', length: 22 })).toBe(false);
    // Side by side with a bare mod-97: ibantools also checks the country's BBAN form (DE: 18 digits),
    // so a letter where Germany has digits fails although the checksum holds.
    expect(isValidIban('DE0537040044053201300A', { code: 'DE', length: 22 })).toBe(false);
  });

  it('normalizes what it stores', () => {
    const parsed = addBankSchema.parse({
      bankName: 'Commerzbank',
      accountNumber: ' de89 3704 0044 0532 0130 00 ',
      accountHolderName: ' Max Muster ',
      country: 'de',
    });
    expect(parsed).toEqual({
      bankName: 'Commerzbank',
      accountNumber: 'DE89370400440532013000',
      accountHolderName: 'Max Muster',
      country: 'DE',
    });
  });
});

describe('amounts', () => {
  it('parses dollars to integer cents within $100–$50,000', () => {
    expect(walletAmountSchema.parse(100)).toBe(10_000);
    expect(walletAmountSchema.parse(1234.56)).toBe(123_456);
    expect(walletAmountSchema.safeParse(99.99).success).toBe(false);
    expect(walletAmountSchema.safeParse(50_000.01).success).toBe(false);
    expect(walletAmountSchema.safeParse(100.001).success).toBe(false);
    expect(walletAmountSchema.safeParse(Number.NaN).success).toBe(false);
  });

  it('reads a typed amount', () => {
    expect(amountInputSchema.parse(' 250.5 ')).toBe(25_050);
    expect(amountInputSchema.safeParse('1e3').success).toBe(false);
    expect(amountInputSchema.safeParse('').error?.issues[0]?.message).toBe('Amount is required.');
  });
});
