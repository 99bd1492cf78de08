import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/verdant-config-test', JWT_SECRET: 'x'.repeat(40) };
const trustOf = (value?: string) => loadConfig({ ...base, TRUST_PROXY: value }).trustProxy;

/** The client IP Fastify sees behind one proxy (peer 10.0.0.2) for a given X-Forwarded-For. */
async function clientIp(trustProxy: ReturnType<typeof trustOf>, forwardedFor: string) {
  const app = Fastify({ trustProxy });
  app.get('/', async (req) => ({ ip: req.ip }));
  const res = await app.inject({
    url: '/',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return (res.json() as { ip: string }).ip;
}

describe('TRUST_PROXY: whose X-Forwarded-For decides the client IP (per-IP rate limits)', () => {
  it('trusts nobody by default: the peer is the client, a forged header changes nothing', async () => {
    expect(trustOf()).toBe(false);
    expect(await clientIp(trustOf(), '1.2.3.4')).toBe('10.0.0.2');
  });

  it('with 1 hop (one reverse proxy), the address the proxy saw, not what the client claims', async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the address it saw.
    expect(await clientIp(trustOf('1'), '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('accepts a list of proxy addresses and CIDRs', async () => {
    expect(trustOf('10.0.0.0/8, 172.16.0.1')).toEqual(['10.0.0.0/8', '172.16.0.1']);
    expect(await clientIp(trustOf('10.0.0.0/8'), '203.0.113.9')).toBe('203.0.113.9');
  });

  it('refuses anything else at start, naming the variable', () => {
    expect(() => trustOf('yes please')).toThrow(ConfigError);
    expect(() => trustOf('yes please')).toThrow(/TRUST_PROXY/);
  });
});
