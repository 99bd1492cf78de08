import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('operations endpoints', () => {
  it('health answers ok and ready reports the database', async () => {
    expect((await server.request('GET', '/health')).body).toEqual({
      status: 'ok',
      sealLagSeconds: expect.any(Number),
    });
    expect((await server.request('GET', '/ready')).status).toBe(200);
  });

  it('serves the OpenAPI document generated from the contract schemas, and the docs UI', async () => {
    const doc = await server.request('GET', '/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/me']),
    );
    expect(JSON.stringify(doc.body.paths['/api/auth/register'])).toContain('confirmPassword');
    const ui = await fetch(`${server.url}/api/docs/`);
    expect(ui.status).toBe(200);
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await server.request('GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: expect.any(String) });
  });

  it('sends security headers', async () => {
    const res = await server.request('GET', '/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // An API answer may load, run and frame nothing; pages have their own policy (security suite).
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
