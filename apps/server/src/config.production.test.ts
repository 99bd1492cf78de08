import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const secret = {
  JWT_SECRET: 'x'.repeat(40),
  TOTP_SEALING_KEY: 'y'.repeat(40),
  DATA_DIR: '/tmp/verdant-config-test',
  PUBLIC_URL: 'https://invest.example.com',
};

describe('a production configuration', () => {
  it('needs DATABASE_URL unless EMBEDDED_DB=true is chosen on purpose', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(/DATABASE_URL/);
    const embedded = loadConfig({ NODE_ENV: 'production', EMBEDDED_DB: 'true', ...secret });
    expect(embedded.databaseUrl).toBeUndefined();
    expect(embedded.demoData).toBe(false);
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
});
