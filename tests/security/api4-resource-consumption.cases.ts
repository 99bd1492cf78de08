import { buildApp, SERVER_TIMEOUTS, type ServerTimeouts, testConfig } from '@app/server/testing';
import type { AttackCase } from './attack-case.ts';
import { AttackClient } from './attack-client.ts';
import { as, documentForm, multipart, PNG } from './attack-context.ts';
import { slowRequest } from './slow-client.ts';

const SHORT: ServerTimeouts = {
  headersMs: 1_500,
  requestMs: 2_500,
  idleMs: 4_000,
  keepAliveMs: 3_000,
  checkEveryMs: 250,
};

/** API4:2023 Unrestricted Resource Consumption. */
export const resourceCases: AttackCase[] = [
  {
    owasp: 'API4 resource consumption',
    name: 'heavy answers: 200 parallel statement PDFs from one customer are capped with 429 and Retry-After; /api/health answers meanwhile',
    async run(ctx, probe) {
      const { http, alice } = ctx;
      const period = new Date().toISOString().slice(0, 7);
      const started = Date.now();
      const burst = Promise.all(
        Array.from({ length: 200 }, () => http.get(`/api/auth/statements/${period}`, as(alice))),
      );
      await new Promise((r) => setTimeout(r, 50));
      const health = await http.get('/api/health', {});
      const answers = await burst;
      const statuses = answers.map((r) => r.status);
      const refused = answers.filter((r) => r.status === 429);
      probe.check(
        statuses.every((s) => s === 200 || s === 429),
        `statuses: ${[...new Set(statuses)].join(',')}`,
      );
      probe.check(
        statuses.filter((s) => s === 200).length <= 30,
        `${statuses.filter((s) => s === 200).length} built`,
      );
      probe.check(refused.length >= 170, `${refused.length} refused`);
      probe.check(
        refused.every((r) => Number(r.headers['retry-after']) > 0),
        'a 429 without Retry-After',
      );
      probe.status(health, 200, 'health during the burst');
      probe.check(health.ms < 1_000, `health answered in ${health.ms} ms during the burst`);
      probe.check(Date.now() - started < 30_000, `the burst took ${Date.now() - started} ms`);
    },
  },
  {
    owasp: 'API4 resource consumption',
    name: 'heavy answers: 8 parallel loops of a key information sheet from 4 customers are answered; /api/health stays under 1 s',
    async run(ctx, probe) {
      const { http, fixtures } = ctx;
      const customers = [];
      for (let i = 0; i < 4; i++) customers.push(await ctx.signUp(`Sheet Looper ${i}`));
      const sheet = `/api/auth/investments/${fixtures.offeringId}/kiis`;
      const until = Date.now() + 4_000;
      // Two loops per customer (its in-flight limit), each staying under the per-minute limit.
      const loops = customers.flatMap((who) =>
        [0, 1].map(async () => {
          const statuses: number[] = [];
          while (Date.now() < until && statuses.length < 14) {
            const res = await http.get(sheet, as(who));
            statuses.push(res.status);
            if (res.status === 429 && !(Number(res.headers['retry-after']) > 0)) statuses.push(-1);
          }
          return statuses;
        }),
      );
      const healthMs: number[] = [];
      while (Date.now() < until) {
        const health = await http.get('/api/health', {});
        probe.status(health, 200, 'health during the sheet loops');
        healthMs.push(health.ms);
        await new Promise((r) => setTimeout(r, 100));
      }
      const statuses = (await Promise.all(loops)).flat();
      const served = statuses.filter((s) => s === 200).length;
      probe.check(
        statuses.every((s) => s === 200 || s === 429),
        `sheet statuses: ${[...new Set(statuses)].join(',')}`,
      );
      probe.check(served >= customers.length, `${served} sheets served to ${customers.length} customers`);
      const worst = Math.max(...healthMs);
      probe.check(worst < 1_000, `health took up to ${worst} ms during the sheet loops`);
    },
  },
  {
    owasp: 'API4 resource consumption',
    name: 'huge JSON (1 MB), deep JSON (30,000 levels), 10,000-item arrays, huge URL and query: refused fast',
    async run(ctx, probe) {
      const { http, mallory } = ctx;
      const big = JSON.stringify({ amount: 200, method: 'x'.repeat(1024 * 1024) });
      const r1 = await http.request('POST', '/api/auth/deposit-requests', {
        ...as(mallory),
        raw: big,
        headers: { 'content-type': 'application/json' },
      });
      probe.status(r1, 413, '1 MB JSON body');
      probe.check(r1.ms < 3_000, `1 MB body took ${r1.ms} ms to refuse`);
      const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
      const r2 = await http.request('POST', '/api/contact', {
        raw: deep,
        headers: { 'content-type': 'application/json' },
      });
      probe.status(r2, [400, 413], '30,000-level nested JSON');
      const deepObj = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
      probe.status(
        await http.request('POST', '/api/auth/login', {
          raw: deepObj,
          headers: { 'content-type': 'application/json' },
        }),
        [400, 413],
        '10,000-level nested object',
      );
      const arr = Array.from({ length: 10_000 }, (_, i) => i);
      probe.status(
        await http.post('/api/auth/deposit-requests', arr, as(mallory)),
        400,
        '10,000-item array as the body',
      );
      probe.status(
        await http.post('/api/auth/deposit-requests', { amount: arr }, as(mallory)),
        400,
        '10,000-item array as the amount',
      );
      probe.status(
        await http.post(
          '/api/auth/invest',
          { investmentId: arr.map(String), unitsPurchased: 1 },
          as(mallory),
        ),
        [400, 413],
        '10,000 ids at once',
      );
      const manyParams = Array.from({ length: 10_000 }, () => 'status=pending').join('&');
      probe.status(
        await http.get(`/api/auth/deposit-requests?${manyParams}`, as(ctx.admin)),
        [400, 414, 431, 0],
        '10,000 query parameters',
      );
      probe.status(await http.get(`/api/health?q=${'x'.repeat(100_000)}`), [414, 431, 0], '100 KB URL');
      probe.status(
        await http.get('/api/auth/admin/users?pageSize=1000000', as(ctx.admin)),
        400,
        'pageSize 1,000,000',
      );
      probe.status(
        await http.get('/api/auth/deposit-requests?pageSize=100000&page=1', as(ctx.admin)),
        400,
        'pageSize 100,000',
      );
      const health = await http.get('/api/health');
      probe.check(
        health.status === 200 && health.ms < 1_000,
        `server slow or down afterwards: ${health.status} in ${health.ms} ms`,
      );
    },
  },
  {
    owasp: 'API4 resource consumption',
    name: 'uploads: a 6 MB document is 413, a 60-field form and a second file are refused, the account is unchanged',
    async run(ctx, probe) {
      const { http, mallory } = ctx;
      const six = await multipart(documentForm(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024, 7)])));
      const r1 = await http.request('POST', '/api/auth/submit-document', {
        ...as(mallory),
        raw: six.raw,
        headers: { 'content-type': six.contentType },
      });
      probe.status(r1, 413, '6 MB identity document');
      const many: Record<string, string> = {};
      for (let i = 0; i < 60; i++) many[`f${i}`] = 'x';
      const fields = await multipart(documentForm(undefined, many));
      const r2 = await http.request('POST', '/api/auth/submit-document', {
        ...as(mallory),
        raw: fields.raw,
        headers: { 'content-type': fields.contentType },
      });
      probe.status(r2, [400, 413], '60 form fields');
      const form = documentForm();
      form.append('idCardFile', new Blob([new Uint8Array(8)]), 'second.png');
      form.append('other', new Blob([new Uint8Array(8)]), 'third.png');
      const two = await multipart(form);
      const r3 = await http.request('POST', '/api/auth/submit-document', {
        ...as(mallory),
        raw: two.raw,
        headers: { 'content-type': two.contentType },
      });
      probe.status(r3, [400, 409, 413], 'three files in one form');
      const me = await http.get('/api/auth/me', as(mallory));
      probe.check(
        me.body?.kycStatus === 'approved',
        `KYC status changed by refused uploads: ${me.body?.kycStatus}`,
      );
    },
  },
  {
    owasp: 'API4 resource consumption',
    name: 'production HTTP timeouts are set (headers 10 s, request 60 s, keep-alive 72 s, idle 75 s)',
    async run(ctx, probe) {
      const s = ctx.server.app.server;
      probe.check(s.headersTimeout === SERVER_TIMEOUTS.headersMs, `headersTimeout ${s.headersTimeout}`);
      probe.check(s.requestTimeout === SERVER_TIMEOUTS.requestMs, `requestTimeout ${s.requestTimeout}`);
      probe.check(
        s.keepAliveTimeout === SERVER_TIMEOUTS.keepAliveMs,
        `keepAliveTimeout ${s.keepAliveTimeout}`,
      );
      probe.check(s.timeout === SERVER_TIMEOUTS.idleMs, `socket idle timeout ${s.timeout}`);
    },
  },
  {
    owasp: 'API4 resource consumption',
    name: 'slowloris: 20 slow-header, 20 slow-body and 20 idle sockets are cut at the deadlines; others are served meanwhile',
    async run(ctx, probe) {
      // The same app with short deadlines (the mechanism is what is tested; the values are checked above).
      const app = await buildApp(testConfig(ctx.server.dataDir, 'unused', { logLevel: 'silent' }), {
        database: ctx.server.app.database,
        timeouts: SHORT,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const port = (app.server.address() as { port: number }).port;
        const giveUpMs = 10_000;
        const slowHeaders = Array.from({ length: 20 }, () =>
          slowRequest({
            port,
            head: 'GET /api/health HTTP/1.1\r\nHost: x\r\n',
            drip: 'X-Slow: yes\r\n',
            everyMs: 200,
            giveUpMs,
          }),
        );
        const slowBodies = Array.from({ length: 20 }, () =>
          slowRequest({
            port,
            head: 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
            drip: '"a":1,',
            everyMs: 200,
            giveUpMs,
          }),
        );
        const idle = Array.from({ length: 20 }, () =>
          slowRequest({ port, head: '', drip: '', everyMs: 1_000, giveUpMs }),
        );
        await new Promise((r) => setTimeout(r, 500));
        const client = new AttackClient(port);
        const served = await client.get('/api/health');
        probe.check(
          served.status === 200 && served.ms < 1_000,
          `health during the attack: ${served.status} in ${served.ms} ms`,
        );
        const results = await Promise.all([...slowHeaders, ...slowBodies, ...idle]);
        const worst = (from: number, to: number) =>
          Math.max(...results.slice(from, to).map((r) => r.closedAfterMs));
        probe.check(
          worst(0, 20) <= SHORT.headersMs + 1_500,
          `slow headers lived ${worst(0, 20)} ms (deadline ${SHORT.headersMs})`,
        );
        probe.check(
          worst(20, 40) <= SHORT.requestMs + 1_500,
          `slow bodies lived ${worst(20, 40)} ms (deadline ${SHORT.requestMs})`,
        );
        probe.check(
          worst(40, 60) <= SHORT.idleMs + 1_500,
          `idle sockets lived ${worst(40, 60)} ms (deadline ${SHORT.idleMs})`,
        );
        probe.check(
          !results.slice(20, 40).some((r) => /^HTTP\/1\.1 2/.test(r.answer)),
          'a slow body was processed',
        );
      } finally {
        await app.close();
      }
    },
  },
];
