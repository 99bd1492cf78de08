import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { signUpAdmin, signUpAndLogin } from '../test/users.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const metric = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? Number.NaN);

describe('GET /api/metrics', () => {
  it('is for admins only: 401 without a token, 403 for a customer', async () => {
    const customer = await signUpAndLogin(server);
    expect((await server.request('GET', '/metrics')).status).toBe(401);
    expect((await server.request('GET', '/metrics', { token: customer.token })).status).toBe(403);
  });

  it('lets a scraper in with the METRICS_TOKEN bearer, and nobody with a wrong one', async () => {
    const token = 'scrape-token-0123456789abcdef0123456789';
    server.app.config.metricsToken = token;
    try {
      const ok = await server.request<string>('GET', '/metrics', { token });
      expect(ok.status).toBe(200);
      expect(ok.body).toContain('http_requests_total');
      expect((await server.request('GET', '/metrics', { token: `${token}x` })).status).toBe(401);
    } finally {
      server.app.config.metricsToken = undefined;
    }
  });

  it('gives Prometheus text: requests and latencies by route and status, pending requests, outbox depth', async () => {
    const admin = await signUpAdmin(server);
    const customer = await signUpAndLogin(server);
    const dep = await server.request('POST', '/auth/deposit-requests', {
      token: customer.token,
      body: { amount: 150 },
    });
    expect(dep.status).toBe(201);
    for (let i = 0; i < 3; i++)
      await server.request('GET', `/auth/deposit-requests/${customer.id}`, { token: customer.token });

    const res = await server.request('GET', '/metrics', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body as string;
    const route = ['method="GET"', 'route="/api/auth/deposit-requests/:userId"', 'status="200"'];
    /** The value of the one sample of `name` whose labels are exactly these (in any order). */
    const sample = (name: string, labels: string[]) => {
      const found = text
        .split('\n')
        .map((line) => /^(\w+)\{(.*)\} (\S+)$/.exec(line))
        .filter((m) => m?.[1] === name && m[2]!.split(',').sort().join() === [...labels].sort().join());
      expect(found, `${name}{${labels}}`).toHaveLength(1);
      return Number(found[0]![3]);
    };
    expect(sample('http_requests_total', route)).toBe(3);
    expect(sample('http_request_duration_seconds_bucket', [...route, 'le="+Inf"'])).toBe(3);
    expect(sample('http_request_duration_seconds_count', route)).toBe(3);
    expect(metric(text, /^wallet_pending_requests\{kind="deposit"\} (\d+)$/m)).toBe(1);
    expect(metric(text, /^wallet_pending_requests\{kind="withdrawal"\} (\d+)$/m)).toBe(0);
    expect(text).toMatch(/^email_outbox_mails\{status="pending"\} \d+$/m);
    expect(text).toMatch(/^db_up 1$/m);
    // The process's own metrics come along.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    // Labels carry route patterns, never ids.
    expect(text).not.toContain(customer.id);
  });
});
