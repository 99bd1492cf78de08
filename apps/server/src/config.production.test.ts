import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const secret = {
  JWT_SECRET: 'x'.repeat(40),
  TOTP_SEALING_KEY: 'y'.repeat(40),
  LEDGER_CHECKPOINT_KEY: generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString(),
  DATA_DIR: '/tmp/verdant-config-test',
  PUBLIC_URL: 'https://invest.example.com',
  PLATFORM_BANK_NAME: 'Example Bank',
  PLATFORM_BANK_ACCOUNT_NAME: 'Verdant Invest client money',
  PLATFORM_BANK_ACCOUNT_NUMBER: '12345678',
};

describe('a production configuration', () => {
  it('needs DATABASE_URL unless EMBEDDED_DB=true is chosen on purpose', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(/DATABASE_URL/);
    const embedded = loadConfig({ NODE_ENV: 'production', EMBEDDED_DB: 'true', ...secret });
    expect(embedded.databaseUrl).toBeUndefined();
    expect(embedded.demoData).toBe(false);
  });

  it('takes the owner for migrations from DATABASE_MIGRATION_URL, only beside DATABASE_URL', () => {
    const owner = 'postgres://owner@db/verdant';
    const split = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app@db/verdant',
      DATABASE_MIGRATION_URL: owner,
      ...secret,
    });
    expect(split.databaseMigrationUrl).toBe(owner);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', EMBEDDED_DB: 'true', DATABASE_MIGRATION_URL: owner, ...secret }),
    ).toThrow(/DATABASE_MIGRATION_URL: needs DATABASE_URL/);
  });

  it('refuses DEMO_DATA=true', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', DEMO_DATA: 'true', ...secret }),
    ).toThrow(ConfigError);
  });

  it('needs PUBLIC_URL: mail links must not point at localhost', () => {
    const env = { NODE_ENV: 'production', EMBEDDED_DB: 'true', ...secret, PUBLIC_URL: '' };
    expect(() => loadConfig(env)).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
  });

  it('keeps the development default: demo data on the embedded database', () => {
    expect(loadConfig({ NODE_ENV: 'development', ...secret }).demoData).toBe(true);
  });

  it('needs the platform bank: deposits must say where the money goes', () => {
    const env = {
      NODE_ENV: 'production',
      EMBEDDED_DB: 'true',
      ...secret,
      PLATFORM_BANK_NAME: '',
      PLATFORM_BANK_ACCOUNT_NAME: '',
      PLATFORM_BANK_ACCOUNT_NUMBER: '',
    };
    expect(() => loadConfig(env)).toThrow(/PLATFORM_BANK_NAME: required when NODE_ENV=production/);
    expect(() => loadConfig(env)).toThrow(/PLATFORM_BANK_ACCOUNT_NAME: required/);
    expect(() => loadConfig(env)).toThrow(
      /PLATFORM_BANK_ACCOUNT_NUMBER or PLATFORM_BANK_IBAN: one is required/,
    );
    const bank = loadConfig({ NODE_ENV: 'production', EMBEDDED_DB: 'true', ...secret }).platformBank;
    expect(bank).toEqual({
      bankName: 'Example Bank',
      accountName: 'Verdant Invest client money',
      accountNumber: '12345678',
    });
  });
});

describe('the platform bank (PLATFORM_BANK_*)', () => {
  const dev = { NODE_ENV: 'development', DATA_DIR: '/tmp/verdant-config-test' };

  it('outside production, unset, is the demo account, which says it is not real', () => {
    expect(loadConfig(dev).platformBank.bankName).toMatch(/not a real account/);
  });

  it('once any is set, the rest must be whole and well formed, each problem naming its setting', () => {
    expect(() => loadConfig({ ...dev, PLATFORM_BANK_NAME: 'Barclays' })).toThrow(
      /PLATFORM_BANK_ACCOUNT_NAME: required once any PLATFORM_BANK_\* is set/,
    );
    const bad = {
      ...dev,
      PLATFORM_BANK_NAME: 'Barclays',
      PLATFORM_BANK_ACCOUNT_NAME: 'Verdant Invest Ltd',
      PLATFORM_BANK_IBAN: 'GB00 BARC 2000 0055 7799 11',
      PLATFORM_BANK_SORT_CODE: '12-34',
      PLATFORM_BANK_ROUTING_NUMBER: '12345',
    };
    expect(() => loadConfig(bad)).toThrow(/PLATFORM_BANK_IBAN: a valid IBAN/);
    expect(() => loadConfig(bad)).toThrow(/PLATFORM_BANK_SORT_CODE: 6 digits/);
    expect(() => loadConfig(bad)).toThrow(/PLATFORM_BANK_ROUTING_NUMBER: 9 digits/);
    // Nine digits are not enough: the ABA checksum catches a mistyped one.
    expect(() => loadConfig({ ...bad, PLATFORM_BANK_ROUTING_NUMBER: '021000022' })).toThrow(
      /PLATFORM_BANK_ROUTING_NUMBER: 9 digits that pass the ABA checksum/,
    );
    expect(() => loadConfig({ ...bad, PLATFORM_BANK_ROUTING_NUMBER: '021000021' })).not.toThrow(
      /PLATFORM_BANK_ROUTING_NUMBER/,
    );
    const good = loadConfig({
      ...bad,
      PLATFORM_BANK_IBAN: 'gb33 bukb 2020 1555 5555 55',
      PLATFORM_BANK_SORT_CODE: '202015',
      PLATFORM_BANK_ROUTING_NUMBER: '',
    });
    expect(good.platformBank).toEqual({
      bankName: 'Barclays',
      accountName: 'Verdant Invest Ltd',
      iban: 'GB33BUKB20201555555555',
      sortCode: '20-20-15',
    });
  });
});
