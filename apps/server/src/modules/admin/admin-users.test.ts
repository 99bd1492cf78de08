import { ADMIN_MSG, MSG } from '@app/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { GOOD_PASSWORD, signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { linkBank, type TestUser } from '../wallet/wallet.test-support.ts';
import { insertPlainUsers, userCount } from './admin.fixtures.ts';

let server: TestServer;
let admin: TestUser;
const tag = Date.now().toString(36);
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAdmin(server);
  // 25 people, one minute apart: person 24 is the newest.
  const start = Date.now() - 60 * 60_000;
  await insertPlainUsers(
    server,
    Array.from({ length: 25 }, (_, i) => ({
      name: `Person ${String(i).padStart(2, '0')} Listed${tag}`,
      email: `person${i}.${tag}@list.example.com`,
      createdAt: new Date(start + i * 60_000),
    })),
  );
  await insertPlainUsers(server, [
    { name: 'Grace Hopper', email: `amazing.grace.${tag}@navy.example.com` },
    { name: 'Ada Lovelace King', email: `ada.${tag}@engine.example.com` },
    { name: 'Percent 100%_Sure', email: `pct.${tag}@odd.example.com` },
  ]);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
});

const list = (query: string) => server.request('GET', `/auth/admin/users${query}`, { token: admin.token });

describe('GET /auth/admin/users', { timeout: TEST_TIMEOUT }, () => {
  it('pages 10 at a time, newest first, with the total, and never a password or hash', async () => {
    const total = await userCount(server);
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total, page: 1, pageSize: 10 });
    expect(first.body.data).toHaveLength(10);
    expect(JSON.stringify(first.body)).not.toMatch(/password_?hash|argon|"password"/i);
    expect(first.body.data[0]).toMatchObject({ passwordChangedAt: expect.any(String), balance: 0 });
    const times = first.body.data.map((u: { createdAt: string }) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Every page, the later half read from the oldest end: together exactly the table, newest first.
    const all: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 10); page++) {
      const res = await list(`?page=${page}`);
      all.push(...res.body.data.map((u: { _id: string }) => u._id));
    }
    const expected = await server.app.db
      .select({ id: users.id })
      .from(users)
      .orderBy(desc(users.createdAt), asc(users.id));
    expect(all).toEqual(expected.map((u) => u.id));
    const beyond = await list(`?page=${Math.ceil(total / 10) + 1}`);
    expect(beyond.body).toMatchObject({ data: [], total });
  });

  it('honours pageSize up to 100 and refuses more, page 0 and junk', async () => {
    expect((await list('?pageSize=25')).body.data).toHaveLength(25);
    expect((await list('?pageSize=101')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?page=abc')).status).toBe(400);
  });

  it('searches by email prefix, name prefix and last name, ignoring case', async () => {
    const byEmail = await list(`?q=AMAZING.GRACE.${tag}`);
    expect(byEmail.body.data.map((u: { name: string }) => u.name)).toEqual(['Grace Hopper']);
    expect(byEmail.body.total).toBe(1);
    const byName = await list('?q=grace');
    expect(byName.body.data.map((u: { name: string }) => u.name)).toContain('Grace Hopper');
    const byLastName = await list('?q=hopp');
    expect(byLastName.body.data.map((u: { name: string }) => u.name)).toContain('Grace Hopper');
    const byLastOfThree = await list('?q=king');
    expect(byLastOfThree.body.data.map((u: { name: string }) => u.name)).toContain('Ada Lovelace King');
  });

  it('pages search results and reports their total', async () => {
    const q = encodeURIComponent(`listed${tag}`);
    const p1 = await list(`?q=${q}`);
    expect(p1.body.total).toBe(25);
    const p3 = await list(`?q=${q}&page=3`);
    expect(p3.body.data).toHaveLength(5);
    expect(p3.body.data.at(-1).name).toBe(`Person 00 Listed${tag}`);
  });

  it('lists each user with their live bank accounts, as /auth/me does', async () => {
    const user = await signUpAndLogin(server, { name: 'Banked Bea' });
    await linkBank(server, user);
    const res = await list(`?q=${encodeURIComponent(user.email)}`);
    const me = await server.request('GET', '/auth/me', { token: user.token });
    expect(res.body.data).toEqual([{ ...me.body, referredBy: null, closedAt: null }]);
    expect(res.body.data[0].bankAccounts).toMatchObject([{ bankName: 'JPMorgan Chase', country: 'US' }]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list(`?q=${encodeURIComponent('%')}`)).body.total).toBe(0);
    const odd = await list(`?q=${encodeURIComponent('100%_')}`);
    expect(odd.body.data.map((u: { name: string }) => u.name)).toEqual(['Percent 100%_Sure']);
    expect((await list(`?q=${encodeURIComponent('_')}`)).body.total).toBe(0);
  });
});

describe('POST /auth/admin/users/:userId/send-reset', { timeout: TEST_TIMEOUT }, () => {
  it('mails a working single-use reset link and audits who sent it', async () => {
    const user = await signUpAndLogin(server, { name: 'Forgetful Fran' });
    const res = await server.request('POST', `/auth/admin/users/${user.id}/send-reset`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_MSG.resetLinkSent);
    const mail = await server.waitForMail(user.email, /reset-password\//);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const reset = await server.request('POST', `/auth/reset-password/${token}`, {
      body: { password: `New-${GOOD_PASSWORD}`, confirmPassword: `New-${GOOD_PASSWORD}` },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MSG.passwordReset);
    const audit = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.reset_link_sent'), eq(auditLog.targetId, user.id)));
    expect(audit).toMatchObject([{ actorId: admin.id, targetType: 'user' }]);
    const again = await server.request('POST', `/auth/reset-password/${token}`, {
      body: { password: `Other-${GOOD_PASSWORD}`, confirmPassword: `Other-${GOOD_PASSWORD}` },
    });
    expect(again.status).toBe(400);
  });

  it('answers 404 for an unknown user and 429 once the address had too many mails', async () => {
    const ghost = await server.request('POST', `/auth/admin/users/${crypto.randomUUID()}/send-reset`, {
      token: admin.token,
    });
    expect(ghost.status).toBe(404);
    const user = await signUpAndLogin(server);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await server.request('POST', `/auth/admin/users/${user.id}/send-reset`, {
        token: admin.token,
      });
      statuses.push(r.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
  });
});
