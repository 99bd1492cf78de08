import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { childLoggerFactory, genReqId, loggerOptions, requestIdPlugin } from './request-log.ts';

/** A Fastify app logging like the product's (app.ts), its lines collected. */
async function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const app = Fastify({
    logger: loggerOptions('info', stream),
    genReqId,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory,
  });
  await app.register(requestIdPlugin);
  app.post('/echo/:token', async (req) => {
    req.log.info({ body: req.body, password: 'hunter2' }, 'handler line');
    return { ok: true };
  });
  return { app, lines };
}

describe('request log: one access line per request, cheap per-request logger', () => {
  it('writes one access line with the request id and no secret from the URL, headers or body', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({
      method: 'POST',
      url: '/echo/abc?token=secret-token',
      headers: { authorization: 'Bearer very-secret', 'x-request-id': 'req-1234567890' },
      payload: { password: 'Body-Secret-1', name: 'Ada' },
    });
    await app.close();
    expect(res.headers['x-request-id']).toBe('req-1234567890');
    const access = lines.filter((l) => l.msg === 'request completed');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ reqId: 'req-1234567890', res: { statusCode: 200 } });
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
});
