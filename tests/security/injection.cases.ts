import { sql } from 'drizzle-orm';
import type { AttackCase } from './attack-case.ts';
import { randomLoopbackIp } from './attack-client.ts';
import { as, COMPLETE_KIIS } from './attack-context.ts';

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "Robert'); DELETE FROM ledger_entries; --",
  '1; UPDATE users SET role=$$admin$$',
  "' UNION SELECT password_hash FROM users --",
];
export const SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
];

/** Injection: SQL and script payloads in every text field are stored and returned as inert text. */
export const injectionCases: AttackCase[] = [
  {
    owasp: 'Injection',
    name: 'hidden characters: a bidi override, a line break or a control character in a name, address, reason or offering name is a 400 naming the field',
    async run(ctx, probe) {
      const { http, admin, mallory, fixtures } = ctx;
      await ctx.stepUp(admin);
      const sneaky = ['Ann\u202Egro.knab', 'Ann\nBCC: x@y', 'Ann\u0000', 'Ann\u2066x\u2069', 'Ann\u0085'];
      for (const bad of sneaky) {
        const shown = JSON.stringify(bad);
        const register = await http.post('/api/auth/register', {
          name: bad,
          email: `hidden.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
          password: 'Sturdy-Harbor-42',
          confirmPassword: 'Sturdy-Harbor-42',
          phonenumber: '+1 555 010 2030',
        });
        probe.status(register, 400, `register name ${shown}`);
        // A NUL byte is refused by the input guard before any field is read: a 400 all the same.
        const nul = bad.includes('\u0000');
        probe.check(nul || Boolean(register.body?.errors?.name), `register ${shown} names the field`);
        const me = (await http.get('/api/auth/me', as(mallory))).body;
        const profile = await http.put(
          `/api/auth/admin/users-profile/${mallory.id}`,
          { name: me.name, phonenumber: me.phonenumber, email: me.email, dob: me.dob ?? '', address: bad },
          as(mallory),
        );
        probe.status(profile, 400, `address ${shown}`);
        probe.check(nul || Boolean(profile.body?.errors?.address), `address ${shown} names the field`);
        const edit = await http.put(
          `/api/auth/admin/edit-task/${mallory.id}`,
          { newBalanceValue: 1, reason: bad },
          as(admin),
        );
        probe.status(edit, 400, `adjustment reason ${shown}`);
        probe.check(nul || Boolean(edit.body?.errors?.reason), `reason ${shown} names the field`);
        const offering = await http.put(
          `/api/auth/investments/${fixtures.offeringId}`,
          { name: bad },
          as(admin),
        );
        probe.check(offering.status === 400, `offering name ${shown}: ${offering.status}`);
      }
      // Letters of every script stay welcome.
      const fine = await http.post('/api/auth/register', {
        name: 'Zoë Ångström-Łukasz',
        email: `accents.${Date.now()}@example.com`,
        password: 'Sturdy-Harbor-42',
        confirmPassword: 'Sturdy-Harbor-42',
        phonenumber: '+1 555 010 2030',
      });
      probe.status(fine, 201, 'a name in Swedish and Polish letters');
    },
  },
  {
    owasp: 'Injection',
    name: 'SQL and script payloads in every customer and admin text field: stored verbatim, returned as JSON, no 500',
    async run(ctx, probe) {
      const { http, server, admin } = ctx;
      // Not yet verified: a verified customer's name is locked (IDENTITY_LOCKED), this one's is editable.
      const mallory = await ctx.signUp('Injection Tester');
      const usersBefore = (await server.app.db.execute(
        sql`SELECT count(*)::int AS n FROM users`,
      )) as unknown as { rows: { n: number }[] };
      for (const payload of [...SQL_PAYLOADS, ...SCRIPT_PAYLOADS]) {
        const name = `Mallory ${payload}`.slice(0, 100);
        const profile = await http.put(
          `/api/auth/admin/users-profile/${mallory.id}`,
          { name, phonenumber: '+1 555 010 2030', email: mallory.email, dob: '1990-05-17', address: payload },
          as(mallory),
        );
        probe.status(profile, 200, `profile with ${payload}`);
        probe.check(
          profile.body?.user?.name === name && profile.body?.user?.address === payload,
          `profile not stored verbatim: ${payload}`,
        );
        probe.check(
          String(profile.headers['content-type']).startsWith('application/json'),
          'answer is not JSON',
        );
        const bank = await http.post(
          '/api/auth/add-bank',
          {
            bankName: 'JPMorgan Chase',
            accountNumber: `9${Math.floor(Math.random() * 1e10)}`,
            accountHolderName: payload,
            country: 'US',
            routingNumber: '021000021',
          },
          as(mallory),
        );
        probe.status(bank, [201, 400], `bank holder ${payload}`);
        if (bank.status === 201) {
          probe.check(
            bank.body.bankAccounts.some(
              (b: { accountHolderName: string }) => b.accountHolderName === payload,
            ),
            'bank holder not verbatim',
          );
          await http.delete(`/api/auth/bank-accounts/${bank.body.bankAccounts.at(-1)._id}`, as(mallory));
        }
        const contact = await http.post(
          '/api/contact',
          { user_name: name, user_email: 'inj@example.com', subject: payload, message: payload },
          { ip: randomLoopbackIp() },
        );
        probe.status(contact, 201, `contact with ${payload}`);
        const off = await http.post(
          '/api/auth/investments',
          {
            name: payload,
            img: '',
            category: 'Crypto',
            investmentReturn: '5%',
            duration: '6 months',
            pricePerUnit: 10,
            kiis: { ...COMPLETE_KIIS, risks: payload },
          },
          as(admin),
        );
        probe.status(off, 201, `offering name ${payload}`);
        probe.check(off.body?.data?.name === payload, 'offering name not verbatim');
        probe.check(off.body?.data?.kiis?.risks === payload.trim(), 'key information sheet not verbatim');
        if (off.body?.data?._id) await http.delete(`/api/auth/investments/${off.body.data._id}`, as(admin));
        const search = await http.get(`/api/auth/admin/users?q=${encodeURIComponent(payload)}`, as(admin));
        probe.status(search, 200, `admin search ${payload}`);
        probe.check(
          (search.body?.total ?? 0) <= 1,
          `admin search "${payload}" matched ${search.body?.total} users`,
        );
        const edit = await http.put(
          `/api/auth/admin/edit-task/${mallory.id}`,
          { newBalanceValue: (await http.get('/api/auth/me', as(mallory))).body.balance, reason: payload },
          as(admin),
        );
        probe.status(edit, 200, `balance edit reason ${payload}`);
      }
      const usersAfter = (await server.app.db.execute(
        sql`SELECT count(*)::int AS n FROM users`,
      )) as unknown as { rows: { n: number }[] };
      probe.check(usersAfter.rows[0]!.n === usersBefore.rows[0]!.n, 'the users table changed size');
      const roles = (await server.app.db.execute(
        sql`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`,
      )) as unknown as { rows: { n: number }[] };
      probe.check(roles.rows[0]!.n >= 1 && roles.rows[0]!.n <= 3, `admins now: ${roles.rows[0]!.n}`);
      const me = await http.get('/api/auth/me', as(mallory));
      probe.check(me.body?.userRole === 'customer', 'a payload made the attacker an admin');
    },
  },
  {
    owasp: 'Injection',
    name: 'NUL bytes and invalid UTF-16 in text and query: a 400, never a database error (500)',
    async run(ctx, probe) {
      const { http, admin } = ctx;
      const mallory = await ctx.signUp('Nul Tester');
      const nul = '\u0000';
      const lone = '\ud800';
      for (const bad of [nul, `abc${nul}def`, lone]) {
        const label = JSON.stringify(bad);
        const res = await http.put(
          `/api/auth/admin/users-profile/${mallory.id}`,
          {
            name: `Mallory${bad}`,
            phonenumber: '+1 555 010 2030',
            email: mallory.email,
            dob: '1990-05-17',
            address: bad,
          },
          as(mallory),
        );
        probe.status(res, [200, 400], `profile with ${label}`);
        const contact = await http.post(
          '/api/contact',
          { user_name: `A${bad}`, user_email: 'nul@example.com', subject: `S${bad}`, message: bad },
          { ip: randomLoopbackIp() },
        );
        probe.status(contact, [201, 400], `contact with ${label}`);
        probe.status(
          await http.post(
            '/api/auth/login',
            { email: `a${bad}@example.com`, password: `P${bad}ssword1` },
            { ip: randomLoopbackIp() },
          ),
          [400, 401],
          `login with ${label}`,
        );
      }
      probe.status(await http.get('/api/auth/admin/users?q=%00', as(admin)), [200, 400], 'admin search %00');
      probe.status(
        await http.get('/api/auth/admin/users?q=%ED%A0%80', as(admin)),
        [200, 400],
        'admin search with a lone surrogate',
      );
      probe.status(
        await http.get('/api/auth/verify-reset-token/%00', { ip: randomLoopbackIp() }),
        [400, 404],
        'reset token %00',
      );
    },
  },
];
