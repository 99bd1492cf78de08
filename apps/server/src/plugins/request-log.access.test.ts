import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog, genReqId, loggerOptions, requestIdPlugin } from './request-log.ts';

/** A Fastify app logging like the product's (app.ts), its lines collected and parsed. */
async function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions('info', stream), genReqId, logController: new AccessLog() });
  await app.register(requestIdPlugin);
  app.post('/echo/:token', async (req) => {
    req.log.info({ body: req.body, password: 'hunter2' }, 'handler line');
    return { ok: true };
  });
  app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
  return { app, lines };
}

describe('request log: one access line per request', () => {
  it('carries the request id, method, redacted URL, status and time, and no secret from headers or body', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({
      method: 'POST',
      url: '/echo/abc?token=secret-token',
      headers: {
        authorization: 'Bearer very-secret',
        'x-request-id': 'req-1234567890',
        'user-agent': 'ua/1',
      },
      payload: { password: 'Body-Secret-1', name: 'Ada' },
    });
    await app.close();
    expect(res.headers['x-request-id']).toBe('req-1234567890');
    const access = lines.filter((l) => l.msg === 'request completed');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 30,
      reqId: 'req-1234567890',
      req: { method: 'POST', url: '/echo/abc?token=[redacted]', userAgent: 'ua/1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
    expect(JSON.stringify(lines)).not.toMatch(/very-secret|secret-token|Body-Secret-1|hunter2/);
  });

  it("keeps the request id and the redaction on the handlers' own lines", async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'POST', url: '/echo/x', payload: { password: 'Body-Secret-1', name: 'Ada' } });
    await app.close();
    const line = lines.find((l) => l.msg === 'handler line')!;
    expect(line.reqId).toEqual(expect.any(String));
    expect(line).toMatchObject({ password: '[redacted]', body: { password: '[redacted]', name: 'Ada' } });
  });

  it('leaves out a route whose log level is above info; logs a not-found path once', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.inject({ method: 'GET', url: '/nope' });
    await app.close();
    expect(lines.filter((l) => (l.req as { url?: string })?.url === '/quiet')).toHaveLength(0);
    const notFound = lines.filter((l) => JSON.stringify(l).includes('/nope'));
    expect(notFound).toHaveLength(1);
    expect(notFound[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 404 } });
  });
});
