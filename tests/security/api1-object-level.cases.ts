import { randomUUID } from 'node:crypto';
import { runDataExports } from '@app/server/testing';
import type { AttackCase } from './attack-case.ts';
import type { HttpResult } from './attack-client.ts';
import { as } from './attack-context.ts';
import { ROUTES } from './route-catalogue.ts';

/** API1:2023 Broken Object Level Authorization: another customer's ids, in paths and in bodies. */
export const objectLevelCases: AttackCase[] = [
  {
    owasp: 'API1 object-level authorization',
    name: "every customer :userId / :id path with another customer's id: 403/404, nothing of hers leaks or changes",
    async run(ctx, probe) {
      const { http, alice, mallory, admin } = ctx;
      // An offering's key information sheet is the same for every customer: its :id owns nothing.
      const shared = (r: (typeof ROUTES)[number]) => r.pattern.startsWith('/api/auth/investments/:id/kiis');
      const targets = ROUTES.filter(
        (r) => r.access === 'customer' && /:(userId|id|holdingId)\b/.test(r.pattern) && !shared(r),
      );
      probe.check(targets.length >= 7, `only ${targets.length} customer routes with ids in the catalogue`);
      for (const route of targets) {
        const { path, body } = route.sample(ctx);
        const res = await http.request(route.method, path, { ...as(mallory), body });
        probe.status(res, [403, 404], `${route.method} ${route.pattern} as another customer`);
        probe.absent(res, alice.email, `${route.method} ${route.pattern} leaks her email`);
      }
      // Her data is untouched: profile, bank account, session, requests, holding.
      const me = await http.get('/api/auth/me', as(alice));
      probe.status(me, 200, "the victim's own token still works (her session was not ended)");
      probe.check(me.body?.name === 'Alice Victim', `her profile was changed: ${me.body?.name}`);
      probe.check(
        me.body?.bankAccounts?.some((b: { _id: string }) => b._id === ctx.fixtures.aliceBankId),
        'her bank account was removed by someone else',
      );
      // Positive controls: the owner and an admin do get the same paths (the 403 is authorization, not a broken route).
      for (const path of [
        `/api/auth/deposit-requests/${alice.id}`,
        `/api/auth/withdraw-requests/${alice.id}`,
        `/api/auth/user-investments/${alice.id}`,
        `/api/auth/documents/${alice.id}`,
      ]) {
        probe.status(await http.get(path, as(alice)), 200, `owner GET ${path}`);
        probe.status(await http.get(path, as(admin)), 200, `admin GET ${path}`);
      }
    },
  },
  {
    owasp: 'API1 object-level authorization',
    name: "someone else's bank account id in a deposit or withdrawal body is refused; nothing is booked",
    async run(ctx, probe) {
      const { http, mallory, fixtures } = ctx;
      const before = await http.get('/api/auth/me', as(mallory));
      const dep = await http.post(
        '/api/auth/deposit-requests',
        { amount: 200, bankAccountId: fixtures.aliceBankId },
        as(mallory),
      );
      probe.status(dep, [400, 404], 'deposit into her bank account');
      const wd = await http.post(
        '/api/auth/withdraw-requests',
        { amount: 200, bankAccountId: fixtures.aliceBankId },
        as(mallory),
      );
      probe.status(wd, [400, 404], 'withdrawal to her bank account');
      const after = await http.get('/api/auth/me', as(mallory));
      probe.check(after.body?.balance === before.body?.balance, 'the attacker balance moved');
    },
  },
  {
    owasp: 'API1 object-level authorization',
    name: 'unknown and malformed ids answer 404/400 like foreign ones: no existence oracle, no database error',
    async run(ctx, probe) {
      const { http, mallory } = ctx;
      for (const id of [randomUUID(), '00000000-0000-0000-0000-000000000000']) {
        probe.status(
          await http.delete(`/api/auth/bank-accounts/${id}`, as(mallory)),
          404,
          `DELETE bank ${id}`,
        );
        probe.status(
          await http.delete(`/api/auth/sessions/${id}`, as(mallory)),
          [403, 404],
          `DELETE session ${id}`,
        );
        probe.status(
          await http.get(`/api/auth/deposit-requests/${id}`, as(mallory)),
          [403, 404],
          `GET requests of ${id}`,
        );
      }
      // The oracle check proper: an unknown id and someone else's real id must get the same answer.
      const pairs: [string, (id: string) => Promise<HttpResult>][] = [
        ['DELETE bank', (id) => http.delete(`/api/auth/bank-accounts/${id}`, as(mallory))],
        ['DELETE session', (id) => http.delete(`/api/auth/sessions/${id}`, as(mallory))],
        [
          'PATCH deposit',
          (id) => http.patch(`/api/auth/deposit-requests/${id}`, { status: 'approved' }, as(mallory)),
        ],
      ];
      const real: Record<string, string> = {
        'DELETE bank': ctx.fixtures.aliceBankId,
        'DELETE session': ctx.fixtures.aliceSessionId,
        'PATCH deposit': ctx.fixtures.aliceDepositId,
      };
      for (const [what, call] of pairs) {
        const unknown = await call(randomUUID());
        const foreign = await call(real[what]!);
        probe.check(
          unknown.status === foreign.status && unknown.body?.message === foreign.body?.message,
          `${what}: unknown id ${unknown.status} ${unknown.body?.message} vs someone else's ${foreign.status} ${foreign.body?.message}`,
        );
      }
      for (const bad of ['1', "1'%20OR%20'1'='1", '..%2F..%2Fetc%2Fpasswd', 'null', '%00']) {
        const res = await http.get(`/api/auth/user-investments/${bad}`, as(mallory));
        probe.status(res, [400, 403, 404], `GET user-investments/${bad}`);
      }
    },
  },
  {
    owasp: 'API1 object-level authorization',
    name: "another customer's data archive: 404 by its url (to customers and admins), never shown in anyone else's state",
    async run(ctx, probe) {
      const { http, alice, mallory } = ctx;
      probe.status(
        await http.post('/api/auth/data-export', { password: alice.password }, as(alice)),
        202,
        'the victim asks for her archive',
      );
      // Built here, or by the server's own job if it claimed it first: wait for either.
      await runDataExports(ctx.server.app.deps);
      let hers = await http.get('/api/auth/data-export', as(alice));
      for (let i = 0; i < 50 && hers.body?.data?.status === 'building'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        hers = await http.get('/api/auth/data-export', as(alice));
      }
      const url: string | undefined = hers.body?.data?.url;
      if (!probe.check(typeof url === 'string', `her archive is not ready: ${hers.text}`)) return;
      probe.status(await http.get(url!, as(mallory)), 404, 'her archive as another customer');
      probe.status(await http.get(url!, {}), 401, 'her archive without a token');
      probe.status(await http.get(url!, as(ctx.admin)), 404, 'her archive as an admin');
      const his = await http.get('/api/auth/data-export', as(mallory));
      probe.check(
        his.status === 200 && his.body?.data?.url !== url,
        `his state shows her archive: ${his.text}`,
      );
      probe.absent(his, alice.email, 'his state leaks her email');
      // Positive control: the owner does get it.
      const own = await http.get(url!, as(alice));
      probe.status(own, 200, 'her archive as herself');
      probe.check(
        own.headers['content-type'] === 'application/zip',
        `her archive is ${own.headers['content-type']}`,
      );
    },
  },
];
