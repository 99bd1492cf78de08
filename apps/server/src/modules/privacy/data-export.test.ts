import { CLOSURE_MSG, ERROR_CODES, SECURITY_MSG } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { dataExports } from '../../db/schema.ts';
import { TEST_TIMEOUT, testServer } from '../../test/suite.ts';
import { signUpAndLogin } from '../../test/users.ts';
import { fund } from '../investments/investments.fixtures.ts';
import { PNG, signUpWithProfile, submitDocument } from '../kyc/kyc.fixtures.ts';
import { enableTwoFactor } from '../two-factor/two-factor.fixtures.ts';
import { linkBank } from '../wallet/wallet.test-support.ts';
import { runDataExports } from './data-export.service.ts';

const t = testServer(async () => ({}));

const ask = (user: { token: string }, password: string) =>
  t.server.request('POST', '/auth/data-export', { token: user.token, body: { password } });
const stateOf = async (user: { token: string }) => {
  const res = await t.server.request('GET', '/auth/data-export', { token: user.token });
  expect(res.status).toBe(200);
  return res.body.data;
};
/** Downloads the archive behind `url` with `token`: the status and, on 200, the files by name. */
async function download(url: string, token: string) {
  const res = await fetch(`${t.server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) return { status: res.status, files: {} as Record<string, Uint8Array> };
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(
    /attachment; filename="verdant-invest-data-.*\.zip"/,
  );
  return { status: 200, files: unzipSync(new Uint8Array(await res.arrayBuffer())) };
}

describe('downloading my data', { timeout: TEST_TIMEOUT }, () => {
  it('builds an archive off the request path, mails it, and serves it to its owner only', async () => {
    const me = await signUpWithProfile(t.server);
    expect((await submitDocument(t.server, me.token)).status).toBe(200);
    await linkBank(t.server, me);
    await fund(t.server, me.id, 42_50);
    await enableTwoFactor(t.server, me);
    const stranger = await signUpAndLogin(t.server);
    // A support thread of each: the archive holds the owner's alone.
    for (const [who, subject] of [
      [me, 'Where is my deposit?'],
      [stranger, 'Stranger question'],
    ] as const) {
      const opened = await t.server.request('POST', '/auth/support/threads', {
        token: who.token,
        body: { subject, category: 'question', message: `${subject} Please help.` },
      });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    }

    expect(await stateOf(me)).toEqual({ status: 'none' });
    const asked = await ask(me, me.password);
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body.message).toBe(CLOSURE_MSG.exportRequested);
    expect((await stateOf(me)).status).toBe('building');

    await runDataExports(t.server.app.deps);
    const ready = await stateOf(me);
    expect(ready).toMatchObject({
      status: 'ready',
      url: expect.stringMatching(/^\/api\/auth\/data-export\/.+\/archive$/),
    });
    expect(Date.parse(ready.expiresAt) - Date.parse(ready.readyAt)).toBe(7 * 24 * 3600_000);
    await t.server.waitForMail(me.email, /Your data is ready|archive of your data/);

    const { status, files } = await download(ready.url, me.token);
    expect(status).toBe(200);
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'holdings.json',
      'identity-document.png',
      'ledger.json',
      'notifications.json',
      'payment-methods.json',
      'profile.json',
      'requests.json',
      'sessions.json',
      'support-threads.json',
    ]);
    const threads = JSON.parse(strFromU8(files['support-threads.json']!));
    expect(threads).toEqual([
      expect.objectContaining({
        subject: 'Where is my deposit?',
        messages: [expect.objectContaining({ from: 'customer', text: 'Where is my deposit? Please help.' })],
      }),
    ]);
    const notices = JSON.parse(strFromU8(files['notifications.json']!));
    expect(notices.length).toBeGreaterThan(0);
    expect(JSON.stringify(notices)).not.toContain('Stranger question');
    expect(Buffer.from(files['identity-document.png']!).equals(PNG)).toBe(true);
    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile).toMatchObject({ email: me.email, twoFactorEnabled: true });
    const ledger = JSON.parse(strFromU8(files['ledger.json']!));
    expect(ledger).toEqual([expect.objectContaining({ amount: 42.5, balanceAfter: 42.5 })]);
    expect(JSON.parse(strFromU8(files['payment-methods.json']!))).toHaveLength(1);
    // Nothing secret and nothing of anyone else: no hash, no authenticator key, no other email.
    const everything = Object.values(files)
      .map((f) => Buffer.from(f).toString('latin1'))
      .join('\n');
    expect(everything).not.toMatch(/argon2|passwordHash|password_hash|totpSecret|totp_secret/);
    expect(everything).not.toContain(stranger.email);

    // Another customer cannot read it, by its url or by guessing.
    expect((await download(ready.url, stranger.token)).status).toBe(404);
    expect((await download(ready.url, '')).status).toBe(401);
    expect(
      (await t.server.request('GET', '/auth/data-export/not-an-id/archive', { token: me.token })).status,
    ).toBe(400);
    expect(await stateOf(stranger)).toEqual({ status: 'none' });
  });

  it('refuses a wrong or missing password, and a second archive the same day', async () => {
    const me = await signUpAndLogin(t.server);
    const wrong = await ask(me, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toBe(SECURITY_MSG.wrongPassword);
    const missing = await t.server.request('POST', '/auth/data-export', { token: me.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('password');
    expect(await stateOf(me)).toEqual({ status: 'none' });

    expect((await ask(me, me.password)).status).toBe(202);
    const again = await ask(me, me.password);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: ERROR_CODES.RATE_LIMITED, message: CLOSURE_MSG.exportTooSoon });
    // A day later the next one may be asked for.
    await t.server.app.db
      .update(dataExports)
      .set({ requestedAt: sql`now() - interval '25 hours'` })
      .where(eq(dataExports.userId, me.id));
    expect((await ask(me, me.password)).status).toBe(202);
  });

  it('two requests at the same moment make one archive: the other is the daily limit', async () => {
    const me = await signUpAndLogin(t.server);
    const answers = await Promise.all([ask(me, me.password), ask(me, me.password), ask(me, me.password)]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 429, 429]);
    const rows = await t.server.app.db.select().from(dataExports).where(eq(dataExports.userId, me.id));
    expect(rows).toHaveLength(1);
  });

  it('stops serving an archive after 7 days and deletes its bytes', async () => {
    const me = await signUpAndLogin(t.server);
    expect((await ask(me, me.password)).status).toBe(202);
    await runDataExports(t.server.app.deps);
    const ready = await stateOf(me);
    expect(ready.status).toBe('ready');
    await t.server.app.db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(dataExports.userId, me.id));
    expect((await download(ready.url, me.token)).status).toBe(404);
    expect(await stateOf(me)).toEqual({ status: 'none' });
    await runDataExports(t.server.app.deps);
    const [row] = await t.server.app.db.select().from(dataExports).where(eq(dataExports.userId, me.id));
    expect(row!.archive).toBeNull();
  });
});
