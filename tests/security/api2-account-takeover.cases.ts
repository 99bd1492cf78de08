import { ACCOUNT_ACTIONS_PER_WINDOW, EMAIL_CHANGES_PER_DAY } from '@app/contract';
import { auditLog, ensureAdmin, users } from '@app/server/testing';
import { and, eq } from 'drizzle-orm';
import { freshAddress, profileBody, resetLink, userRow, withTwoFactor } from './account-attack-helpers.ts';
import type { AttackCase } from './attack-case.ts';
import { randomLoopbackIp } from './attack-client.ts';
import { as, US_BANK_ACCOUNT } from './attack-context.ts';

/** API2:2023, round 2: no takeover from a stolen session; per-account limits; no account oracle. */
export const accountTakeoverCases: AttackCase[] = [
  {
    owasp: 'API2 authentication',
    name: 'stolen session: without the password a token can neither move the email nor link the thief’s authenticator app',
    async run(ctx, probe) {
      const victim = await ctx.signUp('Session Victim');
      const thiefInbox = freshAddress('thief');
      for (const [what, extra] of [
        ['no password', {}],
        ['wrong password', { password: 'Guessed-Pass-1' }],
      ] as const) {
        const move = await ctx.http.put(
          `/api/auth/admin/users-profile/${victim.id}`,
          profileBody(victim, { email: thiefInbox, ...extra }),
          as(victim),
        );
        probe.status(move, 400, `email change with ${what}`);
        probe.check(Boolean(move.body?.errors?.password), `email change with ${what}: no errors.password`);
        const setup = await ctx.http.post('/api/auth/2fa/setup', extra, as(victim));
        probe.status(setup, 400, `2FA set-up with ${what}`);
        probe.absent(setup, 'otpauth://', `2FA set-up with ${what}`);
      }
      const pending = await ctx.http.get('/api/auth/email-change', as(victim));
      probe.check(pending.body?.pendingEmail === null, `an email change is pending: ${pending.text}`);
      probe.check(ctx.server.mailsTo(thiefInbox).length === 0, 'a code went to the thief’s inbox');
      probe.check((await userRow(ctx, victim.id)).totpSecret === null, 'a TOTP key was stored');

      // With 2FA on, the password alone does not move the email either.
      const guarded = await ctx.signUp('Guarded Victim');
      await withTwoFactor(ctx, guarded);
      const noCode = await ctx.http.put(
        `/api/auth/admin/users-profile/${guarded.id}`,
        profileBody(guarded, { email: freshAddress('thief2'), password: guarded.password }),
        as(guarded),
      );
      probe.status(noCode, 400, 'email change with the password but no second factor (2FA on)');
      probe.check(Boolean(noCode.body?.errors?.code), 'no errors.code for the missing second factor');
    },
  },
  {
    owasp: 'API2 authentication',
    name: 'email change: the old address gets a cancel link at request time; it voids the change and ends the thief’s session',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const victim = await ctx.signUp('Cancel Victim');
      // The thief holds the password and a session of their own.
      const thiefIp = randomLoopbackIp();
      const thief = await http.post(
        '/api/auth/login',
        { email: victim.email, password: victim.password },
        { ip: thiefIp },
      );
      const thiefAuth = { token: thief.body.token as string, ip: thiefIp };
      const thiefInbox = freshAddress('thief.inbox');
      probe.status(
        await http.put(
          `/api/auth/admin/users-profile/${victim.id}`,
          profileBody(victim, { email: thiefInbox, password: victim.password }),
          thiefAuth,
        ),
        200,
        'the thief asks for the change',
      );
      const notice = await server.waitForMail(victim.email, /cancel-email-change\//, 15_000).catch(() => '');
      const cancelToken = /cancel-email-change\/([A-Za-z0-9_-]+)/.exec(notice)?.[1];
      probe.check(Boolean(cancelToken), 'the old address got no cancel link at request time');
      const code = /Your code: (\d{6})/.exec(await server.waitForMail(thiefInbox, /Your code/, 15_000))![1]!;
      if (!cancelToken) return;
      probe.status(
        await http.post('/api/auth/cancel-email-change', { token: cancelToken }, { ip: victim.ip }),
        200,
        'the owner cancels',
      );
      probe.status(await http.get('/api/auth/me', thiefAuth), 401, 'the thief’s session after the cancel');
      probe.status(
        await http.post('/api/auth/cancel-email-change', { token: cancelToken }, { ip: victim.ip }),
        400,
        'the cancel link a second time',
      );
      const again = await http.post(
        '/api/auth/login',
        { email: victim.email, password: victim.password },
        { ip: thiefIp },
      );
      probe.status(
        await http.post(
          '/api/auth/confirm-email-change',
          { code },
          { token: again.body?.token, ip: thiefIp },
        ),
        400,
        'the mailed code after the cancel',
      );
      probe.check((await userRow(ctx, victim.id)).email === victim.email, 'the email moved anyway');
    },
  },
  {
    owasp: 'API2 authentication',
    name: 'reset links already mailed stop working once the password or the email changes',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const victim = await ctx.signUp('Reset Link Victim');
      const early = await resetLink(ctx, victim.email, victim.ip);
      probe.check(Boolean(early), 'no reset link was mailed');
      const changed = await http.put(
        '/api/auth/update-password',
        { oldPassword: victim.password, newPassword: 'Brand-New-Pass-77' },
        as(victim),
      );
      probe.status(changed, 200, 'password change');
      probe.status(
        await http.get(`/api/auth/verify-reset-token/${early}`, { ip: victim.ip }),
        400,
        'a reset link mailed before the password change',
      );

      const mover = await ctx.signUp('Reset Link Mover');
      const beforeMove = await resetLink(ctx, mover.email, mover.ip);
      const newEmail = freshAddress('moved.reset');
      await http.put(
        `/api/auth/admin/users-profile/${mover.id}`,
        profileBody(mover, { email: newEmail, password: mover.password }),
        as(mover),
      );
      const code = /Your code: (\d{6})/.exec(await server.waitForMail(newEmail, /Your code/, 15_000))![1]!;
      probe.status(
        await http.post('/api/auth/confirm-email-change', { code }, as(mover)),
        200,
        'email change',
      );
      probe.status(
        await http.post(
          `/api/auth/reset-password/${beforeMove}`,
          { password: 'Taken-Over-Pass-1', confirmPassword: 'Taken-Over-Pass-1' },
          { ip: mover.ip },
        ),
        400,
        'a reset link mailed to the old address, used after the email changed',
      );
    },
  },
  {
    owasp: 'API5 function-level authorization',
    name: 'admin 2FA reset: customers get 403, a reason is required, the reset is audited with it and the customer mailed',
    async run(ctx, probe) {
      const { http, server, admin, mallory } = ctx;
      const customer = await ctx.signUp('Lost Phone');
      await withTwoFactor(ctx, customer);
      const path = `/api/auth/admin/users/${customer.id}/2fa-reset`;
      probe.status(await http.post(path, { reason: 'please' }, as(mallory)), 403, 'another customer');
      probe.status(await http.post(path, { reason: 'mine' }, as(customer)), 403, 'the customer themself');
      probe.status(await http.post(path, {}, as(admin)), 400, 'admin without a reason');
      probe.check(
        (await userRow(ctx, customer.id)).totpEnabledAt !== null,
        '2FA went off before a valid call',
      );
      probe.status(
        await http.post(path, { reason: 'Video call ID check' }, as(admin)),
        200,
        'admin with a reason',
      );
      probe.check((await userRow(ctx, customer.id)).totpEnabledAt === null, '2FA is still on');
      const audit = await server.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, customer.id), eq(auditLog.action, 'security.2fa_reset')));
      probe.check(
        audit.length === 1 && (audit[0]!.details as { reason?: string }).reason === 'Video call ID check',
        `audit entries: ${JSON.stringify(audit.map((a) => a.details))}`,
      );
      const mail = await server
        .waitForMail(customer.email, /turned off two-factor sign-in/, 15_000)
        .catch(() => '');
      probe.check(mail !== '', 'the customer was not mailed');
    },
  },
  {
    owasp: 'API4 resource consumption',
    name: 'per-account limits: wrong old passwords lock sign-in; 2FA set-up, adding banks and new email addresses are capped per account',
    async run(ctx, probe) {
      const { http } = ctx;
      // update-password: wrong old passwords count toward ACCOUNT_FAILURE_LIMIT (10).
      const victim = await ctx.signUp('Old Password Guess');
      const guesses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await http.put(
          '/api/auth/update-password',
          { oldPassword: `Wrong-Old-${i}A`, newPassword: 'Brand-New-Pass-91' },
          { token: victim.token, ip: randomLoopbackIp() },
        );
        guesses.push(res.status);
      }
      probe.check(
        guesses.every((s) => s === 400 || s === 429),
        `wrong old passwords: ${guesses.join(',')}`,
      );
      probe.status(
        await http.post(
          '/api/auth/login',
          { email: victim.email, password: victim.password },
          { ip: randomLoopbackIp() },
        ),
        429,
        'sign-in after 10 wrong old passwords',
      );

      // 2FA set-up: ACCOUNT_ACTIONS_PER_WINDOW per account, whatever the IP.
      const setupUser = await ctx.signUp('Setup Spinner');
      const setups: number[] = [];
      for (let i = 0; i <= ACCOUNT_ACTIONS_PER_WINDOW; i++) {
        const res = await http.post(
          '/api/auth/2fa/setup',
          { password: setupUser.password },
          { token: setupUser.token, ip: randomLoopbackIp() },
        );
        setups.push(res.status);
      }
      probe.check(setups.at(-1) === 429, `2FA set-ups: ${setups.join(',')}`);

      // Adding a payment method (each one mails the customer).
      const banker = await ctx.signUp('Bank Spinner');
      const adds: number[] = [];
      for (let i = 0; i <= ACCOUNT_ACTIONS_PER_WINDOW; i++) {
        const add = await http.post(
          '/api/auth/add-bank',
          { ...US_BANK_ACCOUNT, accountHolderName: 'Bank Spinner' },
          as(banker),
        );
        adds.push(add.status);
        const id = add.body?.bankAccounts?.at(-1)?._id;
        if (id) await http.delete(`/api/auth/bank-accounts/${id}`, as(banker));
      }
      probe.check(adds.at(-1) === 429, `bank adds: ${adds.join(',')}`);

      // New email addresses: EMAIL_CHANGES_PER_DAY per account.
      const mover = await ctx.signUp('Address Spinner');
      const moves: number[] = [];
      for (let i = 0; i <= EMAIL_CHANGES_PER_DAY; i++) {
        const res = await http.put(
          `/api/auth/admin/users-profile/${mover.id}`,
          profileBody(mover, { email: freshAddress(`spin${i}`), password: mover.password }),
          as(mover),
        );
        moves.push(res.status);
      }
      probe.check(
        moves.at(-1) === 429 && moves.slice(0, -1).every((s) => s === 200),
        `email changes: ${moves.join(',')}`,
      );
    },
  },
  {
    owasp: 'API2 authentication',
    name: 'no account oracle: verify-email for a verified address and an email change to a taken address answer like any other',
    async run(ctx, probe) {
      const { http, alice } = ctx;
      const ip = randomLoopbackIp();
      const verified = await http.post(
        '/api/auth/verify-email',
        { email: alice.email, code: '000000' },
        { ip },
      );
      const unknown = await http.post(
        '/api/auth/verify-email',
        { email: freshAddress('nobody'), code: '000000' },
        { ip },
      );
      probe.check(
        verified.status === unknown.status && verified.text === unknown.text,
        `verified ${verified.status} ${verified.text} vs unknown ${unknown.status} ${unknown.text}`,
      );

      const a = await ctx.signUp('Oracle Prober');
      const b = await ctx.signUp('Oracle Control');
      const taken = await http.put(
        `/api/auth/admin/users-profile/${a.id}`,
        profileBody(a, { email: alice.email, password: a.password }),
        as(a),
      );
      const free = await http.put(
        `/api/auth/admin/users-profile/${b.id}`,
        profileBody(b, { email: freshAddress('free'), password: b.password }),
        as(b),
      );
      probe.check(taken.status === free.status, `status ${taken.status} vs ${free.status}`);
      probe.check(
        taken.body?.message === free.body?.message,
        'messages differ between a taken and a free address',
      );
      probe.check(
        Object.keys(taken.body ?? {})
          .sort()
          .join() ===
          Object.keys(free.body ?? {})
            .sort()
            .join(),
        'answer shapes differ',
      );
      const status = await http.get('/api/auth/email-change', as(a));
      probe.check(
        status.body?.pendingEmail === alice.email,
        'the pending change shows whether the address is taken',
      );
    },
  },
  {
    owasp: 'API5 function-level authorization',
    name: 'bootstrap admin: ADMIN_EMAIL does not promote an unverified sign-up; a weak ADMIN_PASSWORD creates no admin',
    async run(ctx, probe) {
      const { http, server } = ctx;
      // Someone signs up with the operator's address before the operator does, and never verifies it.
      const squatted = freshAddress('ops');
      await http.post(
        '/api/auth/register',
        {
          name: 'Squatter',
          email: squatted,
          password: 'Sturdy-Harbor-42',
          confirmPassword: 'Sturdy-Harbor-42',
          phonenumber: '+1 555 010 2030',
        },
        { ip: randomLoopbackIp() },
      );
      await ensureAdmin(server.app.deps, squatted, undefined);
      const [row] = await server.app.db.select().from(users).where(eq(users.email, squatted));
      probe.check(row?.role === 'customer', `the unverified sign-up became ${row?.role}`);

      const weak = freshAddress('weak.admin');
      await ensureAdmin(server.app.deps, weak, 'password');
      await ensureAdmin(server.app.deps, weak, 'Password1');
      const [created] = await server.app.db.select().from(users).where(eq(users.email, weak));
      probe.check(created === undefined, 'an admin was created with a password that fails the rules');
    },
  },
];
