import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { signUpAdmin, signUpAndLogin } from '../test/users.ts';
import { RequestMetrics } from './metrics.ts';

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
    const route = 'method="GET",route="/api/auth/deposit-requests/:userId",status="200"';
    expect(
      metric(text, new RegExp(`^http_requests_total\\{${route.replace(/[/.:]/g, '\\$&')}\\} (\\d+)$`, 'm')),
    ).toBe(3);
    expect(text).toMatch(
      new RegExp(
        `^http_request_duration_seconds_bucket\\{${route.replace(/[/.:]/g, '\\$&')},le="\\+Inf"\\} 3$`,
        'm',
      ),
    );
    expect(metric(text, /^wallet_pending_requests\{kind="deposit"\} (\d+)$/m)).toBe(1);
    expect(metric(text, /^wallet_pending_requests\{kind="withdrawal"\} (\d+)$/m)).toBe(0);
    expect(text).toMatch(/^email_outbox_mails\{status="pending"\} \d+$/m);
    expect(text).toMatch(/^db_up 1$/m);
    // Labels carry route patterns, never ids.
    expect(text).not.toContain(customer.id);
  });
});

describe('RequestMetrics: the histogram on its own', () => {
  it('counts each answer in every bucket at or above its time, per method, route and status', () => {
    const m = new RequestMetrics();
    m.observe('GET', '/api/x', 200, 0.003);
    m.observe('GET', '/api/x', 200, 0.2);
    m.observe('GET', '/api/x', 200, 30);
    m.observe('POST', '/api/x', 201, 0.01);
    m.observe('GET', '/api/"y"', 404, 0.01);
    const lines = m.render();
    const bucket = (labels: string, le: string) =>
      lines
        .find((l) => l.startsWith(`http_request_duration_seconds_bucket{${labels},le="${le}"}`))
        ?.split(' ')[1];
    const x = 'method="GET",route="/api/x",status="200"';
    expect(bucket(x, '0.005')).toBe('1');
    expect(bucket(x, '0.1')).toBe('1');
    expect(bucket(x, '0.25')).toBe('2');
    expect(bucket(x, '10')).toBe('2');
    expect(bucket(x, '+Inf')).toBe('3');
    expect(lines).toContain(`http_requests_total{${x}} 3`);
    expect(lines).toContain('http_requests_total{method="POST",route="/api/x",status="201"} 1');
    expect(bucket('method="POST",route="/api/x",status="201"', '0.01')).toBe('1');
    expect(bucket('method="POST",route="/api/x",status="201"', '0.005')).toBe('0');
    expect(lines).toContain('http_requests_total{method="GET",route="/api/\\"y\\"",status="404"} 1');
  });
});
