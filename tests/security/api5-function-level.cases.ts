import { offerings, users, walletRequests } from '@app/server/testing';
import { eq } from 'drizzle-orm';
import type { AttackCase } from './attack-case.ts';
import { as } from './attack-context.ts';
import { ROUTES } from './route-catalogue.ts';

/** API5:2023 Broken Function Level Authorization. */
export const functionLevelCases: AttackCase[] = [
  {
    owasp: 'API5 function-level authorization',
    name: 'every admin route as a customer (valid bodies, her own ids): 403, and nothing changed',
    async run(ctx, probe) {
      const { http, server, mallory, fixtures } = ctx;
      const adminRoutes = ROUTES.filter((r) => r.access === 'admin');
      probe.check(adminRoutes.length >= 15, `only ${adminRoutes.length} admin routes in the catalogue`);
      const offeringBefore = (
        await server.app.db.select().from(offerings).where(eq(offerings.id, fixtures.offeringId))
      )[0]!;
      const offeringCount = (await server.app.db.select().from(offerings)).length;
      const [meBefore] = await server.app.db.select().from(users).where(eq(users.id, mallory.id));
      for (const route of adminRoutes) {
        const { path, body } = route.sample(ctx);
        const res = await http.request(route.method, path, { ...as(mallory), body });
        probe.status(res, 403, `${route.method} ${route.pattern} as a customer`);
        probe.check(
          !Array.isArray(res.body?.data),
          `${route.method} ${route.pattern} returned data to a customer`,
        );
      }
      const db = server.app.db;
      const [me] = await db.select().from(users).where(eq(users.id, mallory.id));
      probe.check(
        me!.role === 'customer' && me!.balanceCents === meBefore!.balanceCents,
        `customer now ${me!.role} with ${me!.balanceCents} cents (was ${meBefore!.balanceCents})`,
      );
      probe.check(me!.kycStatus === 'approved', 'KYC decision changed');
      const [dep] = await db
        .select()
        .from(walletRequests)
        .where(eq(walletRequests.id, fixtures.aliceDepositId));
      const [wd] = await db
        .select()
        .from(walletRequests)
        .where(eq(walletRequests.id, fixtures.aliceWithdrawalId));
      probe.check(
        dep!.status === 'pending' && wd!.status === 'pending',
        `requests decided by a customer: ${dep!.status}/${wd!.status}`,
      );
      const [off] = await db.select().from(offerings).where(eq(offerings.id, fixtures.offeringId));
      probe.check(
        off!.pricePerUnitCents === offeringBefore.pricePerUnitCents && off!.archivedAt === null,
        'offering edited or archived by a customer',
      );
      probe.check(
        (await db.select().from(offerings)).length === offeringCount,
        'offering created by a customer',
      );
    },
  },
  {
    owasp: 'API5 function-level authorization',
    name: 'path and method tricks on admin routes (case, slashes, encoding, method override headers) never reach the handler',
    async run(ctx, probe) {
      const { http, mallory } = ctx;
      const variants = [
        '/api/auth/admin/users/',
        '/api//auth/admin/users',
        '/API/auth/admin/users',
        '/api/auth/ADMIN/users',
        '/api/auth/%61dmin/users',
        '/api/auth/admin/users%2F',
        '/api/auth/admin/./users',
        '/api/auth/x/../admin/users',
        '/api/auth/admin/users;.json',
        '/api/auth/admin/users?userRole=admin',
      ];
      for (const path of variants) {
        const res = await http.get(path, as(mallory));
        // Outside the case-sensitive /api prefix the web app's HTML shell is served: no data, no handler.
        const shell = res.status === 200 && String(res.headers['content-type']).startsWith('text/html');
        if (!shell) probe.status(res, [400, 401, 403, 404], `GET ${path} as a customer`);
        probe.check(
          !Array.isArray(res.body?.data) && !res.text.includes(ctx.alice.email),
          `GET ${path} returned the user list`,
        );
      }
      // Aimed where an override would succeed if honoured: the caller's own bank account (DELETE is
      // allowed for its owner, so a GET turned DELETE would remove it) and an admin-only write.
      const own = await http.post(
        '/api/auth/add-bank',
        {
          bankName: 'Bank of America',
          accountNumber: '000555444333',
          accountHolderName: 'Mallory Attacker',
          country: 'US',
          routingNumber: '021000021',
        },
        as(mallory),
      );
      const ownId = own.body?.bankAccounts?.find((b: { accountNumber: string }) =>
        b.accountNumber.endsWith('4333'),
      )?._id as string | undefined;
      probe.check(Boolean(ownId), `setup: own bank account not added (${own.status})`);
      for (const header of ['x-http-method-override', 'x-method-override', 'x-http-method']) {
        const res = await http.request('GET', `/api/auth/bank-accounts/${ownId}`, {
          ...as(mallory),
          headers: { [header]: 'DELETE' },
        });
        probe.check(
          res.status !== 200 || !Array.isArray(res.body?.bankAccounts),
          `${header}: GET ran as DELETE`,
        );
        const admins = await http.request('GET', '/api/auth/investments/not-an-id', {
          ...as(mallory),
          headers: { [header]: 'DELETE' },
        });
        probe.status(admins, [400, 401, 403, 404, 405], `${header}: DELETE on an offering as a customer`);
      }
      const mine = await http.get('/api/auth/me', as(mallory));
      probe.check(
        (mine.body?.bankAccounts ?? []).some((b: { _id: string }) => b._id === ownId),
        'an override header deleted the caller’s own bank account',
      );
      if (ownId) await http.delete(`/api/auth/bank-accounts/${ownId}`, as(mallory));
      const stillThere = await http.get('/api/auth/me', as(ctx.alice));
      probe.check(stillThere.body?.bankAccounts?.length === 1, 'her bank account is gone');
      probe.status(await http.get('/api/auth/admin/users', as(ctx.admin)), 200, 'admin positive control');
    },
  },
  {
    owasp: 'API5 function-level authorization',
    name: 'an admin cannot approve their own deposit or KYC (four-eyes on money and identity)',
    async run(ctx, probe) {
      const { http, admin } = ctx;
      await http.post(
        '/api/auth/add-bank',
        {
          bankName: 'JPMorgan Chase',
          accountNumber: '000999888777',
          accountHolderName: 'Ada Admin',
          country: 'US',
          routingNumber: '021000021',
        },
        as(admin),
      );
      const dep = await http.post('/api/auth/deposit-requests', { amount: 50_000 }, as(admin));
      probe.status(dep, 201, 'admin deposit request');
      probe.status(
        await http.patch(
          `/api/auth/deposit-requests/${dep.body?.data?._id}`,
          { status: 'approved' },
          as(admin),
        ),
        403,
        'self-approval of a deposit',
      );
      probe.status(
        await http.patch(`/api/auth/admin/kyc/${admin.id}`, { decision: 'approved' }, as(admin)),
        403,
        'self-approval of KYC',
      );
    },
  },
];

/** Security round 3, item 2: sharp admin actions need a fresh proof, and admins a second factor. */
export const stepUpCases: AttackCase[] = [
  {
    owasp: 'API5 function-level authorization',
    name: 'step-up: a stolen admin token alone cannot decide a second approval, reset 2FA, change a plan or export (403 STEP_UP_REQUIRED)',
    async run(ctx, probe) {
      const { http, server, admin, mallory } = ctx;
      // A token lifted from a live session that has not proved the password recently.
      const login = await http.post('/api/auth/login', { email: admin.email, password: admin.password });
      const stolen = { token: login.body.token as string, ip: admin.ip };
      const target = await ctx.signUp('Stepless Target');
      const edit = await http.put(
        `/api/auth/admin/edit-task/${target.id}`,
        { newBalanceValue: 50_000, reason: 'large' },
        as(admin),
      );
      probe.status(edit, 202, 'a large edit waits');
      const sharp: [string, string, unknown][] = [
        ['PATCH', `/api/auth/admin/adjustments/${edit.body?.data?._id}`, { decision: 'approved' }],
        ['POST', `/api/auth/admin/users/${mallory.id}/2fa-reset`, { reason: 'takeover' }],
        ['PUT', `/api/auth/admin/users/${mallory.id}/plan`, { plan: 'member', reason: 'free ride' }],
        ['GET', '/api/auth/admin/exports/users.csv', undefined],
      ];
      for (const [method, path, body] of sharp) {
        const res = await http.request(method, path, { ...stolen, body });
        probe.status(res, 403, `${method} ${path} without a step-up`);
        probe.check(res.body?.code === 'STEP_UP_REQUIRED', `${method} ${path} code ${res.body?.code}`);
      }
      const [row] = await server.app.db.select().from(users).where(eq(users.id, target.id));
      probe.check(row!.balanceCents === 0, 'nothing booked');
      const [m] = await server.app.db.select().from(users).where(eq(users.id, mallory.id));
      probe.check(m!.plan === 'free', `plan ${m!.plan}`);
      // A wrong password is no proof; the right one lifts the refusal for this session only.
      probe.status(
        await http.post('/api/auth/step-up', { password: 'Wrong-Guess-123' }, stolen),
        400,
        'wrong',
      );
      probe.status(await http.get('/api/auth/admin/exports/users.csv', stolen), 403, 'still refused');
      probe.status(
        await http.post('/api/auth/step-up', { password: admin.password }, stolen),
        200,
        'step-up',
      );
      probe.status(await http.get('/api/auth/admin/exports/users.csv', stolen), 200, 'export after step-up');
    },
  },
  {
    owasp: 'API5 function-level authorization',
    name: "2FA reset works only on customers: never on an admin's account, never on one's own",
    async run(ctx, probe) {
      const { http, server, admin } = ctx;
      const other = await ctx.signUpAdmin();
      await server.app.db.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, other.id));
      await ctx.stepUp(admin);
      for (const id of [other.id, admin.id]) {
        probe.status(
          await http.post(`/api/auth/admin/users/${id}/2fa-reset`, { reason: 'x' }, as(admin)),
          403,
          `reset of ${id === admin.id ? 'oneself' : 'another admin'}`,
        );
      }
      const rows = await server.app.db.select().from(users).where(eq(users.id, other.id));
      probe.check(rows[0]!.totpEnabledAt !== null, "the other admin's 2FA is still on");
    },
  },
];
