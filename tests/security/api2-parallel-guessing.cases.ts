import { oneTimeTokens, users } from '@app/server/testing';
import { and, eq } from 'drizzle-orm';
import {
  freshAddress,
  maxAttempts,
  profileBody,
  withTwoFactor,
  wrongCode,
} from './account-attack-helpers.ts';
import type { AttackCase } from './attack-case.ts';
import { randomLoopbackIp } from './attack-client.ts';
import { as } from './attack-context.ts';

/** API2:2023, round 2: attempt limits that hold when the guesses arrive all at once. */
export const parallelGuessingCases: AttackCase[] = [
  {
    owasp: 'API2 authentication',
    name: 'parallel password guessing: 300 simultaneous wrong passwords from 300 addresses → at most 10 checked, the rest 429',
    async run(ctx, probe) {
      const victim = await ctx.signUp('Parallel Victim');
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          ctx.http.post(
            '/api/auth/login',
            { email: victim.email, password: `Wrong-Guess-${i}A` },
            { ip: randomLoopbackIp(), timeoutMs: 120_000 },
          ),
        ),
      );
      const checked = answers.filter((a) => a.status === 401).length;
      const refused = answers.filter((a) => a.status === 429).length;
      probe.check(checked <= 10, `${checked} wrong passwords were checked (limit 10)`);
      probe.check(checked + refused === 300, `other answers: ${answers.map((a) => a.status).join(',')}`);
      const right = await ctx.http.post(
        '/api/auth/login',
        { email: victim.email, password: victim.password },
        { ip: randomLoopbackIp() },
      );
      probe.status(right, 429, 'the right password right after the storm');
    },
  },
  {
    owasp: 'API2 authentication',
    name: 'parallel code guessing: 50 simultaneous wrong email codes, email-change codes and 2FA codes → at most 5 compared each',
    async run(ctx, probe) {
      const { http, server } = ctx;
      // Sign-up code.
      const email = freshAddress('parallel.code');
      const password = 'Sturdy-Harbor-42';
      await http.post(
        '/api/auth/register',
        { name: 'Code Storm', email, password, confirmPassword: password, phonenumber: '+1 555 010 2030' },
        { ip: randomLoopbackIp() },
      );
      const code = /Your code: (\d{6})/.exec(await server.waitForMail(email, /Your code/, 15_000))![1]!;
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          http.post(
            '/api/auth/verify-email',
            { email, code: wrongCode(code, i) },
            { ip: randomLoopbackIp() },
          ),
        ),
      );
      const [owner] = await server.app.db.select().from(users).where(eq(users.email, email));
      const signUpRows = await server.app.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.userId, owner!.id));
      probe.check(maxAttempts(signUpRows) <= 5, `sign-up code compared ${maxAttempts(signUpRows)} times`);
      probe.status(
        await http.post('/api/auth/verify-email', { email, code }, { ip: randomLoopbackIp() }),
        400,
        'the right sign-up code after the storm',
      );

      // Email-change code.
      const mover = await ctx.signUp('Code Mover');
      const newEmail = freshAddress('parallel.move');
      await http.put(
        `/api/auth/admin/users-profile/${mover.id}`,
        profileBody(mover, { email: newEmail, password: mover.password }),
        as(mover),
      );
      const moveCode = /Your code: (\d{6})/.exec(
        await server.waitForMail(newEmail, /Your code/, 15_000),
      )?.[1];
      if (moveCode) {
        await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            http.post('/api/auth/confirm-email-change', { code: wrongCode(moveCode, i) }, as(mover)),
          ),
        );
        const rows = await server.app.db
          .select()
          .from(oneTimeTokens)
          .where(and(eq(oneTimeTokens.userId, mover.id), eq(oneTimeTokens.email, newEmail)));
        const codeRows = rows.filter((r) => r.purpose === 'email_verify');
        probe.check(maxAttempts(codeRows) <= 5, `email-change code compared ${maxAttempts(codeRows)} times`);
      } else probe.check(false, 'no email-change code was mailed');

      // Two-factor challenge.
      const guarded = await ctx.signUp('Challenge Guarded');
      await withTwoFactor(ctx, guarded);
      const step = await http.post(
        '/api/auth/login',
        { email: guarded.email, password: guarded.password },
        { ip: randomLoopbackIp() },
      );
      const challengeToken = step.body?.challengeToken as string;
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          http.post(
            '/api/auth/login/2fa',
            { challengeToken, code: String(100_000 + i) },
            { ip: randomLoopbackIp() },
          ),
        ),
      );
      const challenges = await server.app.db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, guarded.id), eq(oneTimeTokens.purpose, 'login_2fa')));
      probe.check(maxAttempts(challenges) <= 5, `2FA challenge checked ${maxAttempts(challenges)} times`);
    },
  },
];
