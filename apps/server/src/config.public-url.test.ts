import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/verdant-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('PUBLIC_URL, the base of mail and referral links', () => {
  it('defaults to this machine at the port the server listens on', () => {
    expect(loadConfig(base).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, PORT: '4700' }).publicUrl).toBe('http://localhost:4700');
    expect(loadConfig({ ...base, PORT: '4700', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:4700');
  });

  it('keeps a given address, without its trailing slash', () => {
    const config = loadConfig({ ...base, PORT: '4700', PUBLIC_URL: 'https://invest.example.com/' });
    expect(config.publicUrl).toBe('https://invest.example.com');
  });

  it('refuses an address that is not a URL', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'invest.example.com' })).toThrow(ConfigError);
  });
});
