import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const API_POLICY = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";
const headersOf = async (path: string) => (await fetch(`${server.url}${path}`)).headers;

describe('security headers', () => {
  it.each([
    ['an answer', '/api/health'],
    ['an unknown API path', '/api/nope'],
  ])(
    'API: %s carries the strict policy, HSTS, nosniff, DENY, CORP and no-store, and no document headers',
    async (_, path) => {
      const h = await headersOf(path);
      expect(h.get('content-security-policy')).toBe(API_POLICY);
      expect(h.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('x-frame-options')).toBe('DENY');
      expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(h.get('cache-control')).toBe('no-store');
      for (const name of [
        'cross-origin-opener-policy',
        'referrer-policy',
        'permissions-policy',
        'x-powered-by',
      ]) {
        expect(h.get(name), name).toBeNull();
      }
    },
  );

  it('pages: the page policy (own scripts only, no inline script), helmet’s document headers, Permissions-Policy', async () => {
    const h = await headersOf('/investments');
    const csp = h.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(h.get('referrer-policy')).toBe('no-referrer');
    expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(h.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    expect(h.get('x-powered-by')).toBeNull();
  });

  it('the API reference is a page with its own policy', async () => {
    const h = await headersOf('/api/docs/');
    expect(h.get('content-security-policy')).toContain("script-src 'self'");
    expect(h.get('permissions-policy')).toBeTruthy();
  });
});
