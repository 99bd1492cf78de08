import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { childLoggerFactory, genReqId, loggerOptions, requestIdPlugin } from './request-log.ts';

/** A Fastify app logging like the product's (app.ts), each chunk of its log text given to `onText`. */
async function appLoggingTo(onText: (text: string) => void) {
  const stream = new Writable({
    write(chunk, _enc, done) {
      onText(String(chunk));
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
  return app;
}

/** Its lines collected, parsed. */
async function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const app = await appLoggingTo((text) => {
    for (const l of text.split('\n').filter(Boolean)) lines.push(JSON.parse(l));
  });
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

describe('the access line written directly', () => {
  /** An app whose raw log text is kept, with pino's own rendering of the access line after ours. */
  async function appLoggingBoth() {
    let text = '';
    const app = await appLoggingTo((chunk) => {
      text += chunk;
    });
    const viaPino = app.log.child({}, { redact: [] });
    app.addHook('onResponse', (request, reply, done) => {
      viaPino.info(
        { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
      done();
    });
    app.get('/items/:id', async () => ({ ok: true }));
    return { app, lines: () => text.split('\n').filter(Boolean) };
  }
  const withoutTime = (line: string) => line.replace(/,"time":\d+/, ',"time":0');

  it.each([
    ['a plain request', { url: '/items/1', headers: { 'user-agent': 'Mozilla/5.0 "quoted" \\ agent' } }],
    ['no user agent, a secret in the query', { url: '/items/2?token=abc&x=é', headers: {} }],
    ['a not-found path with odd characters', { url: '/nope/%22%5C%0A', headers: { 'user-agent': 'ü' } }],
  ])('is the line pino prints for the same request: %s', async (_, req) => {
    const { app, lines } = await appLoggingBoth();
    await app.inject({ method: 'GET', ...req });
    await app.close();
    const [ours, pinos] = lines();
    expect(lines()).toHaveLength(2);
    expect(withoutTime(ours!)).toBe(withoutTime(pinos!));
    expect(JSON.parse(ours!).msg).toBe('request completed');
    expect(ours).not.toContain('abc');
  });
});
