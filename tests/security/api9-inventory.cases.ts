import type { FastifyInstance } from 'fastify';
import type { AttackCase } from './attack-case.ts';
import { as } from './attack-context.ts';
import { DOC_ROUTE_PREFIXES, ROUTES, routeKey } from './route-catalogue.ts';

const normalize = (p: string) =>
  p.replace(/:[A-Za-z_]\w*(\|:[A-Za-z_]\w*)*/g, ':param').replace(/\{\w+\}/g, ':param');

/** Every METHOD /path the router answers, read from Fastify's route tree (HEAD and docs left out). */
export function routerRoutes(app: FastifyInstance): Set<string> {
  const out = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const full = stack.join('');
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method && method !== 'HEAD') out.add(routeKey(method, normalize(full)));
    }
  }
  return out;
}

/** API9:2023 Improper Inventory Management: no undocumented, unattacked or forgotten endpoint. */
export const inventoryCases: AttackCase[] = [
  {
    owasp: 'API9 inventory',
    name: 'the router, the OpenAPI document and this suite’s catalogue list the same endpoints',
    async run(ctx, probe) {
      const router = [...routerRoutes(ctx.server.app)].filter(
        (k) =>
          k.split(' ')[1]!.startsWith('/api') &&
          !DOC_ROUTE_PREFIXES.some((d) => k.split(' ')[1]!.startsWith(d)),
      );
      probe.check(router.length > 40, `only ${router.length} routes parsed from the router`);
      const catalogue = new Set(ROUTES.map((r) => routeKey(r.method, normalize(r.pattern))));
      for (const k of router)
        probe.check(
          catalogue.has(k),
          `${k} is served but not attacked by this suite (add it to route-catalogue.ts)`,
        );
      const served = new Set(router);
      for (const k of catalogue) probe.check(served.has(k), `${k} is in the catalogue but not served`);
      const spec = (await ctx.http.get('/api/openapi.json')).body as {
        paths: Record<string, Record<string, unknown>>;
      };
      for (const [p, ops] of Object.entries(spec.paths ?? {})) {
        for (const method of Object.keys(ops)) {
          const k = routeKey(method, normalize(p));
          if (!DOC_ROUTE_PREFIXES.some((d) => p.startsWith(d)))
            probe.check(served.has(k), `${k} documented but not served`);
        }
      }
      for (const k of router) {
        const [method, p] = k.split(' ') as [string, string];
        const documented = Object.entries(spec.paths ?? {}).some(
          ([sp, ops]) => normalize(sp) === p && Object.keys(ops).includes(method.toLowerCase()),
        );
        probe.check(documented, `${k} is served but missing from the OpenAPI document`);
      }
    },
  },
  {
    owasp: 'API9 inventory',
    name: 'no forgotten debug, legacy or internal endpoints answer',
    async run(ctx, probe) {
      const { http, admin } = ctx;
      const guesses = [
        '/api/debug',
        '/api/admin',
        '/api/v1/users',
        '/api/v2/auth/me',
        '/api/internal',
        '/api/graphql',
        '/api/test',
        '/api/seed',
        '/api/users',
        '/api/auth/users',
        '/api/auth/admin/dump',
        '/api/env',
        '/api/config',
        '/api/auth/admin/sql',
        '/api/status',
        '/api/swagger.json',
      ];
      for (const g of guesses) {
        const res = await http.get(g, as(admin));
        probe.status(res, 404, `GET ${g}`);
      }
    },
  },
];
