import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { auditLog } from '@app/server/testing';
import { eq } from 'drizzle-orm';
import { type AttackCase, type Probe, SkipCase } from './attack-case.ts';
import type { HttpResult } from './attack-client.ts';
import { as } from './attack-context.ts';

function cspDirectives(res: HttpResult): Map<string, string[]> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** A page's policy: our own scripts only (third-party widgets run in a sandboxed frame), nothing inline. */
function checkPagePolicy(probe: Probe, csp: Map<string, string[]>, what: string) {
  const script = csp.get('script-src') ?? csp.get('default-src') ?? [];
  probe.check(
    !script.includes("'unsafe-inline'") && !script.includes("'unsafe-eval'"),
    `${what}: script-src allows inline/eval`,
  );
  probe.check(
    !script.some((s) => s === '*' || s === 'https:' || s === 'http:' || s === 'data:'),
    `${what}: script-src too wide: ${script.join(' ')}`,
  );
  probe.check(
    script.every((s) => s === "'self'"),
    `${what}: script-src names more than our own origin: ${script.join(' ')}`,
  );
  probe.check(
    (csp.get('frame-src') ?? []).every((s) => s === "'self'"),
    `${what}: frame-src names more than our own origin: ${csp.get('frame-src')?.join(' ')}`,
  );
  probe.check(csp.get('object-src')?.[0] === "'none'", `${what}: object-src not 'none'`);
  probe.check(csp.get('frame-ancestors')?.[0] === "'none'", `${what}: frame-ancestors not 'none'`);
  probe.check(csp.get('script-src-attr')?.[0] === "'none'", `${what}: inline event handlers not blocked`);
  probe.check(csp.has('base-uri') && csp.has('form-action'), `${what}: base-uri / form-action missing`);
}

/** An API answer's policy: nothing at all may load, run or frame it. */
function checkApiPolicy(probe: Probe, csp: Map<string, string[]>, what: string) {
  for (const directive of ['default-src', 'base-uri', 'form-action', 'frame-ancestors']) {
    probe.check(
      csp.get(directive)?.join(' ') === "'none'",
      `${what}: ${directive} is not 'none' (${csp.get(directive)?.join(' ')})`,
    );
  }
  probe.check(
    ['script-src', 'object-src', 'frame-src', 'connect-src'].every((d) => !csp.has(d)),
    `${what}: an API policy must not allow anything beyond default-src 'none'`,
  );
}

function checkHeaders(probe: Probe, res: HttpResult, what: string, kind: 'api' | 'page' = 'api') {
  const h = res.headers;
  const csp = cspDirectives(res);
  probe.check(csp.size > 0, `${what}: no Content-Security-Policy`);
  if (kind === 'page') checkPagePolicy(probe, csp, what);
  else checkApiPolicy(probe, csp, what);
  probe.check(
    /max-age=\d{7,}/.test(String(h['strict-transport-security'])),
    `${what}: HSTS ${h['strict-transport-security']}`,
  );
  probe.check(h['x-content-type-options'] === 'nosniff', `${what}: nosniff missing`);
  probe.check(
    /deny|sameorigin/i.test(String(h['x-frame-options'])),
    `${what}: X-Frame-Options ${h['x-frame-options']}`,
  );
  probe.check(
    h['cross-origin-resource-policy'] === 'same-origin',
    `${what}: CORP ${h['cross-origin-resource-policy']}`,
  );
  if (kind === 'page') {
    // Headers that govern documents; an API answer is never one (nosniff, JSON content type).
    probe.check(Boolean(h['referrer-policy']), `${what}: Referrer-Policy missing`);
    probe.check(
      h['cross-origin-opener-policy'] === 'same-origin',
      `${what}: COOP ${h['cross-origin-opener-policy']}`,
    );
    probe.check(Boolean(h['permissions-policy']), `${what}: Permissions-Policy missing`);
  }
  probe.check(
    !h['x-powered-by'] && !h.server,
    `${what}: technology disclosed (${h['x-powered-by'] ?? h.server})`,
  );
  probe.check(typeof h['x-request-id'] === 'string', `${what}: no x-request-id`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** API8:2023 Security Misconfiguration. */
export const misconfigurationCases: AttackCase[] = [
  {
    owasp: 'API8 misconfiguration',
    name: 'bad dates are a 400 naming the field, never a 500 or a cut file: 9999-12-31, 0000-01-01, 1999-12-31, the day after tomorrow',
    async run(ctx, probe) {
      const { http, server, admin, alice } = ctx;
      await ctx.stepUp(admin);
      const dayAfterTomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const bad = ['9999-12-31', '0000-01-01', '1999-12-31', dayAfterTomorrow];
      const audited = async () =>
        (await server.app.db.select().from(auditLog).where(eq(auditLog.action, 'export.downloaded'))).length;
      const before = await audited();
      for (const day of bad) {
        for (const field of ['from', 'to'] as const) {
          const paths = [
            [`/api/auth/transactions?${field}=${day}`, as(alice)],
            [`/api/auth/transactions.csv?${field}=${day}`, as(alice)],
            [`/api/auth/admin/users/${alice.id}/transactions?${field}=${day}`, as(admin)],
            [`/api/auth/admin/exports/ledger.csv?${field}=${day}`, as(admin)],
          ] as const;
          for (const [path, who] of paths) {
            const res = await http.get(path, who);
            probe.status(res, 400, `${path}`);
            probe.check(typeof res.body?.errors?.[field] === 'string', `${path} names ${field}`);
          }
        }
      }
      probe.check((await audited()) === before, 'a refused export was audited as downloaded');
      const ok = await http.get(
        `/api/auth/transactions?from=2000-01-01&to=${new Date().toISOString().slice(0, 10)}`,
        as(alice),
      );
      probe.status(ok, 200, 'the widest good range');
    },
  },
  {
    owasp: 'API8 misconfiguration',
    name: 'security headers and a strict CSP on API answers, errors and (when built) every web page',
    async run(ctx, probe) {
      const { http, alice } = ctx;
      checkHeaders(probe, await http.get('/api/auth/me', as(alice)), 'GET /api/auth/me');
      checkHeaders(probe, await http.get('/api/nope'), '404 answer');
      checkHeaders(
        probe,
        await http.request('POST', '/api/auth/login', {
          raw: '{bad',
          headers: { 'content-type': 'application/json' },
        }),
        '400 answer',
      );
      const me = await http.get('/api/auth/me', as(alice));
      probe.check(
        me.headers['cache-control'] === 'no-store',
        `API answers cacheable: ${me.headers['cache-control']}`,
      );
      if (!ctx.webDist) throw new SkipCase('web app not built (npm run build): page policies not checked');
      for (const page of ['/', '/login', '/dashboard', '/admin-dashboard', '/blog']) {
        const res = await http.get(page);
        probe.status(res, 200, `GET ${page}`);
        checkHeaders(probe, res, `page ${page}`, 'page');
      }
    },
  },
  {
    owasp: 'API8 misconfiguration',
    name: 'built pages need no inline script (no inline <script>, no on* handlers, no javascript: links)',
    async run(ctx, probe) {
      if (!ctx.webDist) throw new SkipCase('web app not built (npm run build): no page to scan');
      for (const file of htmlFiles(ctx.webDist)) {
        const html = readFileSync(file, 'utf8');
        const rel = path.relative(ctx.webDist, file);
        for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
          const attrs = m[1] ?? '';
          const inline =
            !/\bsrc=/.test(attrs) && !/type=["']?application\/(ld\+)?json/.test(attrs) && m[2]!.trim() !== '';
          const hash = createHash('sha256')
            .update(m[2] ?? '')
            .digest('base64');
          probe.check(!inline, `${rel}: inline script (sha256-${hash}) would be blocked by the CSP`);
        }
        probe.check(
          !/\son[a-z]+\s*=\s*["']/i.test(html.replace(/<script[\s\S]*?<\/script>/gi, '')),
          `${rel}: inline event handler`,
        );
        probe.check(!/href\s*=\s*["']\s*javascript:/i.test(html), `${rel}: javascript: link`);
      }
    },
  },
  {
    owasp: 'API8 misconfiguration',
    name: 'CORS: no allow-origin for foreign origins (simple request and preflight), credentials never allowed',
    async run(ctx, probe) {
      const { http, alice } = ctx;
      for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
        const simple = await http.get('/api/auth/me', { ...as(alice), headers: { origin } });
        probe.check(
          !simple.headers['access-control-allow-origin'],
          `GET from ${origin}: ACAO ${simple.headers['access-control-allow-origin']}`,
        );
        probe.check(
          !simple.headers['access-control-allow-credentials'],
          `GET from ${origin} allows credentials`,
        );
        const pre = await http.request('OPTIONS', '/api/auth/withdraw-requests', {
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        probe.check(
          !pre.headers['access-control-allow-origin'] && !pre.headers['access-control-allow-methods'],
          `preflight from ${origin} allowed`,
        );
      }
    },
  },
  {
    owasp: 'API8 misconfiguration',
    name: 'errors show no stack, path, SQL or library detail; TRACE is not echoed; no path traversal on static files',
    async run(ctx, probe) {
      const { http, mallory } = ctx;
      const tries: [string, Promise<HttpResult>][] = [
        [
          'invalid JSON',
          http.request('POST', '/api/auth/login', {
            raw: '{"email":',
            headers: { 'content-type': 'application/json' },
          }),
        ],
        [
          'XML body',
          http.request('POST', '/api/auth/login', {
            raw: '<a/>',
            headers: { 'content-type': 'application/xml' },
          }),
        ],
        ['wrong types', http.post('/api/auth/login', { email: { a: 1 }, password: [1] })],
        [
          'uuid-like id',
          http.get('/api/auth/user-investments/zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', as(mallory)),
        ],
        [
          'proto pollution',
          http.request('POST', '/api/contact', {
            raw: '{"__proto__":{"isAdmin":true},"user_name":"a"}',
            headers: { 'content-type': 'application/json' },
          }),
        ],
        [
          'constructor pollution',
          http.request('POST', '/api/contact', {
            raw: '{"constructor":{"prototype":{"isAdmin":true}}}',
            headers: { 'content-type': 'application/json' },
          }),
        ],
        ['TRACE', http.request('TRACE', '/api/health', { headers: { 'x-secret-probe': 'echo-me' } })],
        ['unknown method', http.request('PROPFIND', '/api/auth/me', as(mallory))],
      ];
      for (const [what, pending] of tries) {
        const res = await pending;
        probe.status(res, [400, 401, 403, 404, 405, 413, 415], what);
        probe.check(
          !/\bat .+:\d+:\d+|node_modules|\/work\/|\/src\/|SELECT |drizzle|postgres|pglite|fastify|zod/i.test(
            res.text,
          ),
          `${what} leaks internals: ${res.text.slice(0, 200)}`,
        );
        probe.check(!res.text.includes('echo-me'), `${what} echoed request headers`);
      }
      for (const p of [
        '/..%2f..%2f..%2fpackage.json',
        '/assets/..%2f..%2f..%2f..%2fapps/server/package.json',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/.env',
        '/.git/config',
        '/api/../../etc/passwd',
      ]) {
        const res = await http.get(p);
        probe.check(
          !/"dependencies"|root:x:0:0|\[core\]|JWT_SECRET|DATABASE_URL/.test(res.text),
          `GET ${p} served a file it should not`,
        );
      }
    },
  },
  {
    owasp: 'API8 misconfiguration',
    name: '/api/metrics: 401 without a token, 403 for a customer, Prometheus text for an admin',
    async run(ctx, probe) {
      const { http, admin, mallory } = ctx;
      probe.status(await http.get('/api/metrics'), 401, 'metrics without a token');
      probe.status(await http.get('/api/metrics', as(mallory)), 403, 'metrics as a customer');
      const res = await http.get('/api/metrics', as(admin));
      probe.status(res, 200, 'metrics as an admin');
      for (const name of [
        'http_requests_total{',
        'http_request_duration_seconds_bucket{',
        'wallet_pending_requests{kind="deposit"}',
        'email_outbox_mails{status="pending"}',
      ]) {
        probe.check(res.text.includes(name), `metrics lack ${name}`);
      }
      probe.check(!res.text.includes(ctx.alice.id), 'metrics labels carry raw ids');
    },
  },
];
