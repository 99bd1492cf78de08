import type { AttackCase } from './attack-case.ts';
import { randomLoopbackIp } from './attack-client.ts';
import { as } from './attack-context.ts';

/** API2:2023 Broken Authentication, guessing side: lockouts, per-IP limits, oracles, code guessing. */
export const bruteForceCases: AttackCase[] = [
  {
    owasp: 'API2 authentication',
    name: 'password guessing: 429 after 10 failures per account from rotating IPs, even with the right password',
    async run(ctx, probe) {
      const { http } = ctx;
      const victim = await ctx.signUp('Brute Victim');
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await http.post(
          '/api/auth/login',
          { email: victim.email, password: `Wrong-Guess-${i}A` },
          { ip: randomLoopbackIp() },
        );
        statuses.push(res.status);
      }
      probe.check(
        statuses.every((s) => s === 401),
        `first 10 wrong guesses: ${statuses.join(',')}`,
      );
      const locked = await http.post(
        '/api/auth/login',
        { email: victim.email, password: victim.password },
        { ip: randomLoopbackIp() },
      );
      probe.status(locked, 429, 'right password after 10 failures (new IP)');
      probe.check(!locked.body?.token, 'a token was issued to a locked account');
      probe.check(/^\d+$/.test(String(locked.headers['retry-after'] ?? '0')), 'Retry-After is not a number');
    },
  },
  {
    owasp: 'API2 authentication',
    name: 'credential stuffing from one IP: 429 after AUTH_RATE_LIMIT (30) auth calls; X-Forwarded-For does not reset it',
    async run(ctx, probe) {
      const ip = randomLoopbackIp();
      const statuses: number[] = [];
      for (let i = 0; i < 34; i++) {
        const res = await ctx.http.post(
          '/api/auth/login',
          { email: `nobody.${i}@example.com`, password: 'Whatever-123' },
          { ip, headers: { 'x-forwarded-for': randomLoopbackIp(), 'x-real-ip': randomLoopbackIp() } },
        );
        statuses.push(res.status);
      }
      probe.check(
        statuses.slice(0, 30).every((s) => s === 401),
        `first 30: ${statuses.slice(0, 30).join(',')}`,
      );
      probe.check(
        statuses.slice(30).every((s) => s === 429),
        `after 30: ${statuses.slice(30).join(',')}`,
      );
    },
  },
  {
    owasp: 'API2 authentication',
    name: 'no account oracle: unknown email and wrong password answer alike; forgot-password answers alike',
    async run(ctx, probe) {
      const { http, alice } = ctx;
      const ip = randomLoopbackIp();
      const unknown = await http.post(
        '/api/auth/login',
        { email: 'nobody.at.all@example.com', password: 'Wrong-123x' },
        { ip },
      );
      const wrong = await http.post(
        '/api/auth/login',
        { email: alice.email, password: 'Wrong-123x' },
        { ip },
      );
      probe.check(unknown.status === wrong.status, `status ${unknown.status} vs ${wrong.status}`);
      probe.check(unknown.text === wrong.text, 'login bodies differ between unknown and known email');
      const f1 = await http.post('/api/auth/forgot-password', { email: 'nobody.at.all@example.com' }, { ip });
      const f2 = await http.post('/api/auth/forgot-password', { email: alice.email }, { ip });
      probe.check(f1.status === f2.status && f1.text === f2.text, 'forgot-password answers differ');
      const r1 = await http.post(
        '/api/auth/resend-verification',
        { email: 'nobody.at.all@example.com' },
        { ip },
      );
      const r2 = await http.post('/api/auth/resend-verification', { email: alice.email }, { ip });
      probe.check(r1.status === r2.status && r1.text === r2.text, 'resend-verification answers differ');
    },
  },
  {
    owasp: 'API2 authentication',
    name: 'email code guessing: after 5 wrong codes even the right code is refused; reset tokens are single-use',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const ip = randomLoopbackIp();
      const email = `guess.${Date.now()}@example.com`;
      const password = 'Sturdy-Harbor-42';
      await http.post(
        '/api/auth/register',
        { name: 'Code Guess', email, password, confirmPassword: password, phonenumber: '+1 555 010 2030' },
        { ip },
      );
      const code = /Your code: (\d{6})/.exec(await server.waitForMail(email, /Your code/, 15_000))![1]!;
      for (let i = 0; i < 5; i++) {
        const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
        probe.status(
          await http.post('/api/auth/verify-email', { email, code: wrong }, { ip }),
          400,
          `wrong code ${i + 1}`,
        );
      }
      probe.status(
        await http.post('/api/auth/verify-email', { email, code }, { ip }),
        400,
        'right code after 5 wrong ones',
      );

      const victim = await ctx.signUp('Reset Victim');
      await http.post('/api/auth/forgot-password', { email: victim.email }, { ip: victim.ip });
      const link = await server.waitForMail(victim.email, /reset-password\//, 15_000);
      const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(link)![1]!;
      const body = { password: 'Brand-New-Pass-91', confirmPassword: 'Brand-New-Pass-91' };
      probe.status(
        await http.post(`/api/auth/reset-password/${token}`, body, { ip: victim.ip }),
        200,
        'first reset',
      );
      probe.status(
        await http.post(`/api/auth/reset-password/${token}`, body, { ip: victim.ip }),
        400,
        'same token again',
      );
      probe.status(await http.get('/api/auth/me', as(victim)), 401, 'session from before the reset');
    },
  },
];
