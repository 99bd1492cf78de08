import { EMAIL_CHANGES_PER_DAY, MSG, PROFILE_MSG, SECURITY_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { registration, signUpAndLogin, uniqueEmail } from '../../test/users.ts';
import { enableTwoFactor, freshCode } from '../two-factor/two-factor.fixtures.ts';
import { profileBody, updateProfile } from './profile.fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const profile = profileBody;
const update = (token: string, userId: string, body: unknown) => updateProfile(server, token, userId, body);

describe('changing the email address', () => {
  it('answers an address another account has exactly like a free one; its owner gets a notice, no code', async () => {
    const alice = await signUpAndLogin(server);
    const bob = await signUpAndLogin(server);
    const free = uniqueEmail('free');
    const taken = await update(
      alice.token,
      alice.id,
      profile(alice, { email: bob.email.toUpperCase(), password: alice.password }),
    );
    const other = await signUpAndLogin(server);
    const ok = await update(other.token, other.id, profile(other, { email: free, password: other.password }));
    expect(taken.status).toBe(200);
    expect(taken.body.message).toBe(ok.body.message);
    expect(taken.body.pendingEmail).toBe(bob.email);
    await server.waitForMail(bob.email, /already uses/);
    expect(server.mailsTo(bob.email).some((m) => /Confirm your new email/.test(m.subject))).toBe(false);
    const status = await server.request('GET', '/auth/email-change', { token: alice.token });
    expect(status.body.pendingEmail).toBe(bob.email);
  });

  it('needs the current password (400 errors.password when missing or wrong) and changes nothing', async () => {
    const user = await signUpAndLogin(server);
    const newEmail = uniqueEmail('thief');
    const missing = await update(user.token, user.id, profile(user, { email: newEmail }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors.password).toBe(SECURITY_MSG.passwordNeeded);
    const wrong = await update(
      user.token,
      user.id,
      profile(user, { email: newEmail, password: 'Wrong-Pass-77' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toBe(SECURITY_MSG.wrongPassword);
    expect(
      (await server.request('GET', '/auth/email-change', { token: user.token })).body.pendingEmail,
    ).toBeNull();
    expect(server.mailsTo(newEmail)).toHaveLength(0);
    // Other fields never need it.
    expect((await update(user.token, user.id, profile(user, { address: '3 New Road' }))).status).toBe(200);
  });

  it('needs a second factor too when two-factor sign-in is on', async () => {
    const user = await enableTwoFactor(server, await signUpAndLogin(server));
    const newEmail = uniqueEmail('moved2fa');
    const noCode = await update(
      user.token,
      user.id,
      profile(user, { email: newEmail, password: user.password }),
    );
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors.code).toBe(SECURITY_MSG.codeNeeded);
    const badCode = await update(
      user.token,
      user.id,
      profile(user, { email: newEmail, password: user.password, code: 'zzzzz-zzzzz' }),
    );
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors.code).toBe(SECURITY_MSG.codeWrong);
    const ok = await update(
      user.token,
      user.id,
      profile(user, {
        email: newEmail,
        password: user.password,
        code: await freshCode(server, user.id, user.key),
      }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.pendingEmail).toBe(newEmail);
  });

  it('mails the old address a cancel link at once; it voids the change and signs every device out', async () => {
    const user = await signUpAndLogin(server);
    const newEmail = uniqueEmail('stolen');
    await update(user.token, user.id, profile(user, { email: newEmail, password: user.password }));
    const notice = await server.waitForMail(user.email, /cancel-email-change\//);
    const cancelToken = /cancel-email-change\/([A-Za-z0-9_-]+)/.exec(notice)![1]!;
    const code = /Your code: (\d{6})/.exec(await server.waitForMail(newEmail, /Your code/))![1]!;
    const cancelled = await server.request('POST', '/auth/cancel-email-change', {
      body: { token: cancelToken },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(PROFILE_MSG.emailChangeCancelled);
    expect((await server.request('GET', '/auth/me', { token: user.token })).status).toBe(401);
    const again = await server.request('POST', '/auth/cancel-email-change', { body: { token: cancelToken } });
    expect(again.status).toBe(400);
    const login = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    const confirm = await server.request('POST', '/auth/confirm-email-change', {
      token: login.body.token,
      body: { code },
    });
    expect(confirm.status).toBe(400);
    const [audit] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'profile.email_change_cancelled')));
    expect(audit).toBeDefined();
  });

  it('voids reset links already mailed once the email or the password changes', async () => {
    const user = await signUpAndLogin(server);
    // Other mails (sign-in alerts, codes) reach the same address asynchronously, so wait for a new reset link.
    const links = (email: string) =>
      server
        .mailsTo(email)
        .map((m) => /reset-password\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
        .filter((token): token is string => token !== undefined);
    const resetLink = async (email: string) => {
      const before = links(email).length;
      await server.request('POST', '/auth/forgot-password', { body: { email } });
      for (let i = 0; i < 100 && links(email).length === before; i++)
        await new Promise((r) => setTimeout(r, 100));
      const token = links(email).at(-1);
      if (links(email).length === before || !token) throw new Error(`no reset link reached ${email}`);
      return token;
    };
    const beforeEmailChange = await resetLink(user.email);
    const newEmail = uniqueEmail('moved.reset');
    await update(user.token, user.id, profile(user, { email: newEmail, password: user.password }));
    const code = /Your code: (\d{6})/.exec(await server.waitForMail(newEmail, /Your code/))![1]!;
    expect(
      (await server.request('POST', '/auth/confirm-email-change', { token: user.token, body: { code } }))
        .status,
    ).toBe(200);
    expect((await server.request('GET', `/auth/verify-reset-token/${beforeEmailChange}`)).status).toBe(400);

    const beforePasswordChange = await resetLink(newEmail);
    const changed = await server.request('PUT', '/auth/update-password', {
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'Another-Strong-Pass-8' },
    });
    expect(changed.status).toBe(200);
    expect((await server.request('GET', `/auth/verify-reset-token/${beforePasswordChange}`)).status).toBe(
      400,
    );
  });

  it(`allows at most ${EMAIL_CHANGES_PER_DAY} new addresses a day`, async () => {
    const user = await signUpAndLogin(server);
    const statuses: number[] = [];
    for (let i = 0; i <= EMAIL_CHANGES_PER_DAY; i++) {
      const res = await update(
        user.token,
        user.id,
        profile(user, { email: uniqueEmail(`day${i}`), password: user.password }),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(EMAIL_CHANGES_PER_DAY).fill(200), 429]);
  });

  it('mails a notice to the old address and a code to the new one; only the code changes it', async () => {
    const user = await signUpAndLogin(server);
    const newEmail = uniqueEmail('moved');
    const res = await update(
      user.token,
      user.id,
      profile(user, { email: newEmail, password: user.password }),
    );
    expect(res.status).toBe(200);
    expect(res.body.pendingEmail).toBe(newEmail);
    expect(res.body.user.email).toBe(user.email);
    await server.waitForMail(user.email, /asked to change the email address/);
    const text = await server.waitForMail(newEmail, /Your code: \d{6}/);
    const code = /Your code: (\d{6})/.exec(text)![1]!;
    expect((await server.request('GET', '/auth/email-change', { token: user.token })).body).toEqual({
      pendingEmail: newEmail,
    });

    const wrong = await server.request('POST', '/auth/confirm-email-change', {
      token: user.token,
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toBe(MSG.codeInvalid);

    const ok = await server.request('POST', '/auth/confirm-email-change', {
      token: user.token,
      body: { code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(newEmail);
    await server.waitForMail(user.email, /is now/);
    const again = await server.request('POST', '/auth/confirm-email-change', {
      token: user.token,
      body: { code },
    });
    expect(again.status).toBe(400);
    const login = await server.request('POST', '/auth/login', {
      body: { email: newEmail, password: user.password },
    });
    expect(login.status).toBe(200);
    const old = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(old.status).toBe(401);
  });

  it('locks the code after 5 wrong tries', async () => {
    const user = await signUpAndLogin(server);
    const newEmail = uniqueEmail('moved');
    await update(user.token, user.id, profile(user, { email: newEmail, password: user.password }));
    const code = /Your code: (\d{6})/.exec(await server.waitForMail(newEmail, /Your code/))![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await server.request('POST', '/auth/confirm-email-change', {
        token: user.token,
        body: { code: wrong },
      });
    }
    const res = await server.request('POST', '/auth/confirm-email-change', {
      token: user.token,
      body: { code },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.code).toBe(MSG.codeTooManyTries);
    expect((await server.request('GET', '/auth/me', { token: user.token })).body.email).toBe(user.email);
  });

  it('refuses the change when the new address was taken before the code came back', async () => {
    const user = await signUpAndLogin(server);
    const newEmail = uniqueEmail('raced');
    await update(user.token, user.id, profile(user, { email: newEmail, password: user.password }));
    const code = /Your code: (\d{6})/.exec(await server.waitForMail(newEmail, /Your code/))![1]!;
    // Someone registers the address meanwhile (the insert alone takes it).
    const taken = await server.request('POST', '/auth/register', { body: registration({ email: newEmail }) });
    expect(taken.status).toBe(201);
    const res = await server.request('POST', '/auth/confirm-email-change', {
      token: user.token,
      body: { code },
    });
    expect(res.status).toBe(409);
  });
});
