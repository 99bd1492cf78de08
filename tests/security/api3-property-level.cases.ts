import { adjustForTest, users } from '@app/server/testing';
import { eq } from 'drizzle-orm';
import type { AttackCase } from './attack-case.ts';
import { randomLoopbackIp } from './attack-client.ts';
import {
  type Actor,
  type AttackContext,
  as,
  documentForm,
  multipart,
  RIGHT_ANSWERS,
} from './attack-context.ts';

/** Fields a client must never be able to set on itself (docs/api.md: unknown fields are ignored). */
const SMUGGLED = {
  userRole: 'admin',
  role: 'admin',
  balance: 1_000_000,
  balanceCents: 100_000_000,
  isVerified: true,
  emailVerified: true,
  emailVerifiedAt: '2020-01-01T00:00:00Z',
  kycStatus: 'approved',
  twoFactorEnabled: false,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$AAAA$BBBB',
  status: 'approved',
  investors: 999_999,
  _id: '00000000-0000-0000-0000-000000000001',
};

async function snapshot(ctx: AttackContext, who: Actor) {
  const [row] = await ctx.server.app.db.select().from(users).where(eq(users.id, who.id));
  return {
    role: row!.role,
    balance: row!.balanceCents,
    kyc: row!.kycStatus,
    verified: row!.emailVerifiedAt !== null,
    hash: row!.passwordHash,
  };
}

const JWT = /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\./;

/** Secrets and internal columns that must never appear in any answer. */
function leakPatterns(ctx: AttackContext): [string, RegExp][] {
  const secret = new TextDecoder().decode(ctx.jwtSecret);
  return [
    ['argon2 hash', /\$argon2(id|i|d)\$/],
    ['password hash field', /"(passwordHash|password_hash)"\s*:/i],
    [
      'a plaintext password of the run',
      /Sturdy-Harbor-42|Another-Sturdy-Pass-77|Brand-New-Pass-91|Smuggled-Pass-321/,
    ],
    ['token hash', /token_?hash/i],
    ['TOTP secret', /totp_?secret/i],
    ['document storage key', /id_?card_?key/i],
    ['JWT secret', new RegExp(secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
    ['stack trace', /\n\s+at .+\(.+:\d+:\d+\)/],
  ];
}

/** API3:2023 Broken Object Property Level Authorization: mass assignment and data exposure. */
export const propertyLevelCases: AttackCase[] = [
  {
    owasp: 'API3 property-level authorization',
    name: 'mass assignment of userRole, balance, isVerified, emailVerified (and more) on every customer write: ignored',
    async run(ctx, probe) {
      const { http, server, alice } = ctx;
      const ip = randomLoopbackIp();
      const email = `smuggler.${Date.now()}@example.com`;
      const password = 'Sturdy-Harbor-42';
      const reg = await http.post(
        '/api/auth/register',
        {
          ...SMUGGLED,
          name: 'Smuggler',
          email,
          password,
          confirmPassword: password,
          phonenumber: '+1 555 010 2030',
        },
        { ip },
      );
      probe.status(reg, 201, 'register with smuggled fields');
      const early = await http.post('/api/auth/login', { email, password }, { ip });
      probe.check(
        early.status === 403 && early.body?.code === 'EMAIL_NOT_VERIFIED',
        `emailVerified was smuggled in: ${early.status}`,
      );
      const code = /Your code: (\d{6})/.exec(await server.waitForMail(email, /Your code/, 15_000))![1]!;
      await http.post('/api/auth/verify-email', { ...SMUGGLED, email, code }, { ip });
      const login = await http.post('/api/auth/login', { ...SMUGGLED, email, password }, { ip });
      const me = login.body?.payload?._id as string;
      const actor: Actor = { id: me, email, password, token: login.body?.token, ip };
      const before = await snapshot(ctx, actor);
      probe.check(
        before.role === 'customer' && before.balance === 0,
        `registered as ${before.role} with ${before.balance}`,
      );
      probe.check(before.kyc === 'none', `registered with KYC ${before.kyc}`);
      // Verified and funded the legitimate way (an admin's ledger adjustment), so a purchase can go through.
      await server.app.db.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, me));
      await adjustForTest(server.app.db, { userId: me, cents: 500_00, reason: 'attack suite' });
      // Investor protection, the legitimate way: the knowledge test and the offering's sheet.
      await http.post(
        '/api/auth/suitability',
        { ...SMUGGLED, answers: RIGHT_ANSWERS, income: 60_000, liquidAssets: 40_000, commitments: 0 },
        { token: actor.token, ip },
      );
      await http.get(`/api/auth/investments/${ctx.fixtures.offeringId}/kiis`, { token: actor.token, ip });
      await http.post(`/api/auth/investments/${ctx.fixtures.offeringId}/kiis/ack`, SMUGGLED, {
        token: actor.token,
        ip,
      });

      const writes: [string, string, unknown][] = [
        [
          'PUT',
          `/api/auth/admin/users-profile/${me}`,
          {
            ...SMUGGLED,
            name: 'Smuggler',
            phonenumber: '+1 555 010 2030',
            email,
            dob: '1990-05-17',
            address: 'x',
          },
        ],
        [
          'POST',
          '/api/auth/add-bank',
          {
            ...SMUGGLED,
            userId: alice.id,
            bankName: 'JPMorgan Chase',
            accountNumber: '000111222333',
            accountHolderName: 'Smuggler',
            country: 'US',
            routingNumber: '021000021',
          },
        ],
        ['POST', '/api/auth/deposit-requests', { ...SMUGGLED, userId: alice.id, amount: 150 }],
        [
          'POST',
          '/api/auth/invest',
          {
            ...SMUGGLED,
            userId: alice.id,
            investmentId: ctx.fixtures.offeringId,
            unitsPurchased: 1,
            amountInvested: 0.01,
            expectedReturn: 1e6,
            maturityDate: '2000-01-01',
          },
        ],
        ['POST', '/api/auth/2fa/setup', { ...SMUGGLED, password }],
        [
          'PUT',
          '/api/auth/update-password',
          { ...SMUGGLED, oldPassword: password, newPassword: 'Smuggled-Pass-321' },
        ],
      ];
      for (const [method, path, body] of writes) {
        const res = await http.request(method, path, { token: actor.token, ip, body });
        probe.status(res, [200, 201, 409], `${method} ${path} with smuggled fields`);
        if (path.includes('update-password') && res.body?.token) actor.token = res.body.token;
      }
      const doc = await multipart(
        documentForm(undefined, { kycStatus: 'approved', isVerified: 'true', userRole: 'admin' }),
      );
      // Unverified again, with the date of birth and address a document submission needs.
      await server.app.db
        .update(users)
        .set({ kycStatus: 'none', dob: '1990-05-17', address: '1 Main St' })
        .where(eq(users.id, me));
      await http.request('POST', '/api/auth/submit-document', {
        token: actor.token,
        ip,
        raw: doc.raw,
        headers: { 'content-type': doc.contentType },
      });
      const after = await snapshot(ctx, actor);
      probe.check(after.role === 'customer', `role became ${after.role}`);
      probe.check(after.kyc === 'pending', `KYC status after a document with smuggled fields: ${after.kyc}`);
      // $500 funded, one unit bought at the server's $100, whatever the body said.
      probe.check(after.balance === 400_00, `balance became ${after.balance} cents, want 40000`);
      const deposits = await http.get(`/api/auth/deposit-requests/${me}`, { token: actor.token, ip });
      probe.check(
        deposits.body?.data?.[0]?.status === 'pending',
        `a smuggled status: ${deposits.body?.data?.[0]?.status}`,
      );
      const aliceDeposits = await http.get(`/api/auth/deposit-requests/${alice.id}`, as(alice));
      probe.check(
        !aliceDeposits.body?.data?.some((d: { amount: number }) => d.amount === 150),
        "a smuggled userId put a request on someone else's account",
      );
      const holdings = await http.get(`/api/auth/user-investments/${me}`, { token: actor.token, ip });
      const h = holdings.body?.data?.[0];
      // A fresh purchase is in its reflection period, whatever status was smuggled in.
      probe.check(
        h?.amountInvested === 100 && h?.status === 'reflection',
        `holding terms were smuggled: ${JSON.stringify(h)}`,
      );
    },
  },
  {
    owasp: 'API3 property-level authorization',
    name: 'an admin balance edit cannot smuggle a role or verification either',
    async run(ctx, probe) {
      const { http, admin, mallory } = ctx;
      const before = await snapshot(ctx, mallory);
      const res = await http.put(
        `/api/auth/admin/edit-task/${mallory.id}`,
        { ...SMUGGLED, newBalanceValue: before.balance / 100, reason: 'no-op' },
        as(admin),
      );
      probe.status(res, 200, 'edit-task with smuggled fields');
      const after = await snapshot(ctx, mallory);
      probe.check(
        after.role === 'customer' && after.hash === before.hash,
        `role ${after.role}, hash changed ${after.hash !== before.hash}`,
      );
    },
  },
  {
    owasp: 'API3 property-level authorization',
    name: 'no hash, token hash, TOTP secret, storage key, JWT secret or stack trace in any answer of the whole run',
    async run(ctx, probe) {
      const { http, admin, alice } = ctx;
      // Widen the sample: every GET as owner and as admin.
      for (const path of [
        '/api/auth/me',
        '/api/auth/sessions',
        `/api/auth/deposit-requests/${alice.id}`,
        `/api/auth/withdraw-requests/${alice.id}`,
        `/api/auth/user-investments/${alice.id}`,
        '/api/auth/email-change',
      ]) {
        await http.get(path, as(alice));
      }
      for (const path of [
        '/api/auth/admin/users?pageSize=100',
        '/api/auth/admin/kyc',
        '/api/auth/admin/audit',
        '/api/auth/deposit-requests',
        '/api/auth/withdraw-requests',
        '/api/auth/admin/investments',
        '/api/auth/admin/stats',
      ]) {
        await http.get(path, as(admin));
      }
      const patterns = leakPatterns(ctx);
      for (const r of http.recorded) {
        if (r.path.startsWith('/api/docs') || r.path.startsWith('/api/openapi')) continue;
        const hay = `${r.text}\n${JSON.stringify(r.headers)}`;
        for (const [what, re] of patterns)
          probe.check(!re.test(hay), `${what} in ${r.method} ${r.path} (${r.status})`);
        // An access token (a JWT) only ever comes back from the calls that issue one.
        const issues = /\/auth\/(login|login\/2fa|update-password)$/.test(r.path);
        probe.check(issues || !JWT.test(r.text), `an access token in ${r.method} ${r.path}`);
      }
    },
  },
];
