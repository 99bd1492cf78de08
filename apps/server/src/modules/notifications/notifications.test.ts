import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { createOffering } from '../investments/investments.fixtures.ts';
import { decide, requestDeposit } from '../wallet/wallet.test-support.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let alice: Awaited<ReturnType<typeof signUpAndLogin>>;
let bob: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAdmin(server);
  alice = await freshCustomer('Alice Notified');
  bob = await freshCustomer('Bob Other');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const list = (token: string, query = '') => server.request('GET', `/auth/notifications${query}`, { token });
const read = (token: string, body: unknown) =>
  server.request('POST', '/auth/notifications/read', { token, body });
const rowsOf = (userId: string) =>
  server.app.db.select().from(notifications).where(eq(notifications.userId, userId));
const outboxTo = (to: string) => server.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

/**
 * A customer whose first sign-in alert (written after the sign-in answers) is cleared, so each test
 * counts only its own notifications.
 */
async function freshCustomer(name: string) {
  const user = await signUpAndLogin(server, { name });
  await vi.waitUntil(async () => (await rowsOf(user.id)).some((n) => n.kind === 'security'), {
    timeout: 5_000,
  });
  await server.app.db.delete(notifications).where(eq(notifications.userId, user.id));
  return user;
}

/** Rows written straight in the table, one millisecond apart, oldest first. */
async function seed(userId: string, n: number, kind = 'support') {
  const start = Date.now() - 60_000;
  await server.app.db.insert(notifications).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      kind,
      text: `Seeded ${i}`,
      link: '/chat',
      createdAt: new Date(start + i),
    })),
  );
}

describe('notifications of money events', () => {
  it('tells of a deposit request and its approval, newest first, linked to the transactions page', async () => {
    const carol = await freshCustomer('Carol Depositor');
    const dep = await requestDeposit(server, carol, { amount: 125 }, randomUUID());
    expect(dep.status, JSON.stringify(dep.body)).toBe(201);
    expect((await decide(server, admin, 'deposit', dep.body.data._id, 'approved')).status).toBe(200);
    // A second decision is refused and adds nothing: one notification per event.
    expect((await decide(server, admin, 'deposit', dep.body.data._id, 'approved')).status).toBe(409);

    const res = await list(carol.token);
    expect(res.status).toBe(200);
    const texts = res.body.data.map((n: { text: string }) => n.text);
    expect(texts).toEqual([
      `Your deposit ${dep.body.data.reference} of $125.00 was approved.`,
      `We received your deposit request ${dep.body.data.reference} for $125.00.`,
    ]);
    expect(res.body.data[0]).toMatchObject({ kind: 'deposit', link: '/transactions', readAt: null });
    expect(res.body.unread).toBe(2);
    expect(res.body.nextCursor).toBeNull();
    // Nobody else sees them.
    expect((await list(bob.token)).body.data.map((n: { text: string }) => n.text)).not.toContain(texts[0]);
  });

  it('needs a sign-in', async () => {
    expect((await server.request('GET', '/auth/notifications')).status).toBe(401);
    expect((await server.request('POST', '/auth/notifications/read', { body: { all: true } })).status).toBe(
      401,
    );
  });
});

describe('same transaction as the event', () => {
  it('writes no notification and no mail when the event rolls back', async () => {
    const before = (await rowsOf(alice.id)).length;
    const mail = { to: alice.email, subject: 'rolled back', text: 'x', html: '<p>x</p>' };
    await expect(
      server.app.db.transaction(async (tx) => {
        await server.app.deps.mailer.send(mail, tx, {
          userId: alice.id,
          kind: 'security',
          text: 'This never happened.',
          link: '/settings',
        });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await rowsOf(alice.id)).length).toBe(before);
    expect((await outboxTo(alice.email)).some((m) => m.subject === 'rolled back')).toBe(false);
  });

  it('writes none for a refused password change and one for a done one', async () => {
    const hal = await freshCustomer('Hal Changer');
    const change = (oldPassword: string) =>
      server.request('PUT', '/auth/update-password', {
        token: hal.token,
        body: { oldPassword, newPassword: 'Another-Good-Pass-42!' },
      });
    expect((await change('not-the-password-1A!')).status).toBe(400);
    expect(await rowsOf(hal.id)).toHaveLength(0);
    expect((await change(hal.password)).status).toBe(200);
    const rows = await rowsOf(hal.id);
    expect(rows.map((r) => [r.kind, r.text, r.link])).toEqual([
      [
        'security',
        'Your password was changed and every session was signed out; this device signed in again.',
        '/settings',
      ],
    ]);
  });
});

describe('GET /auth/notifications paging', () => {
  it('pages newest first with a cursor, without gaps or repeats', async () => {
    const dave = await freshCustomer('Dave Pager');
    await seed(dave.id, 23);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(dave.token, `?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.unread).toBe(23);
      seen.push(...res.body.data.map((n: { text: string }) => n.text));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `Seeded ${22 - i}`));
  });

  it('refuses a bad limit or a damaged cursor with 400 naming the field', async () => {
    for (const q of ['?limit=0', '?limit=51', '?limit=abc']) {
      const res = await list(alice.token, q);
      expect(res.status, q).toBe(400);
      expect(res.body.errors.limit).toBeTruthy();
    }
    const bad = await list(alice.token, '?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.cursor).toBeTruthy();
  });
});

describe('POST /auth/notifications/read', () => {
  it("marks the caller's own ones read and leaves another customer's ids alone", async () => {
    const erin = await freshCustomer('Erin Reader');
    await seed(erin.id, 3);
    await seed(bob.id, 1);
    const [bobs] = await rowsOf(bob.id);
    const page = (await list(erin.token)).body;
    expect(page.unread).toBe(3);

    const other = await read(erin.token, { ids: [bobs!.id] });
    expect(other.status).toBe(200);
    expect(other.body.unread).toBe(3);
    const [stillUnread] = await server.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, bobs!.id)));
    expect(stillUnread!.readAt).toBeNull();

    const one = await read(erin.token, { ids: [page.data[0]._id] });
    expect(one.body).toEqual({ unread: 2 });
    const after = (await list(erin.token)).body;
    expect(after.data[0].readAt).not.toBeNull();

    expect((await read(erin.token, { all: true })).body).toEqual({ unread: 0 });
  });

  it('refuses a body that names nothing, both, or a malformed id', async () => {
    for (const body of [
      {},
      { ids: [] },
      { all: true, ids: [randomUUID()] },
      { ids: ['nope'] },
      { all: false },
    ]) {
      const res = await read(alice.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const tooMany = await read(alice.token, { ids: Array.from({ length: 101 }, () => randomUUID()) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.ids).toBeTruthy();
  });
});

describe('notification settings', () => {
  const get = (token: string) => server.request('GET', '/auth/notification-settings', { token });
  const put = (token: string, body: unknown) =>
    server.request('PUT', '/auth/notification-settings', { token, body });

  it('starts with every mail on', async () => {
    const res = await get(alice.token);
    expect(res.status).toBe(200);
    expect(Object.values(res.body.mail).every((v) => v === true)).toBe(true);
    expect(res.body.mail).toHaveProperty('security', true);
  });

  it('turns an optional kind off and on; security and money kinds cannot be turned off', async () => {
    const off = await put(alice.token, { mail: { identity: false, offering: false } });
    expect(off.status).toBe(200);
    expect(off.body.mail).toMatchObject({ identity: false, offering: false, support: true, deposit: true });
    expect((await get(alice.token)).body.mail.identity).toBe(false);
    expect((await get(bob.token)).body.mail.identity).toBe(true);

    for (const kind of ['security', 'deposit', 'withdrawal', 'purchase']) {
      const res = await put(alice.token, { mail: { [kind]: false } });
      expect(res.status, kind).toBe(400);
      expect(res.body.errors[`mail.${kind}`]).toBeTruthy();
    }
    expect((await put(alice.token, { mail: { marketing: false } })).status).toBe(400);
    expect((await put(alice.token, { mail: { identity: 'no' } })).status).toBe(400);
    expect((await put(alice.token, {})).status).toBe(400);

    const on = await put(alice.token, { mail: { identity: true } });
    expect(on.body.mail).toMatchObject({ identity: true, offering: false });
  });

  it('leaves out the mail of a kind turned off but still writes the notification; locked kinds always mail', async () => {
    const fay = await freshCustomer('Fay Quiet');
    await put(fay.token, { mail: { identity: false } });
    const send = (subject: string, kind: 'identity' | 'security') =>
      server.app.db.transaction((tx) =>
        server.app.deps.mailer.send({ to: fay.email, subject, text: subject, html: subject }, tx, {
          userId: fay.id,
          kind,
          text: subject,
          link: '/settings',
        }),
      );
    await send('quiet identity', 'identity');
    await send('loud security', 'security');
    const subjects = (await outboxTo(fay.email)).map((m) => m.subject);
    expect(subjects).toContain('loud security');
    expect(subjects).not.toContain('quiet identity');
    const texts = (await rowsOf(fay.id)).map((n) => n.text);
    expect(texts).toEqual(expect.arrayContaining(['quiet identity', 'loud security']));
  });
});

describe('new offerings on sale', () => {
  it('become a notification once per customer when they next look', async () => {
    const gus = await freshCustomer('Gus Browser');
    await list(gus.token);
    const offering = await createOffering(server, admin.token, {
      name: `Orchard Notes ${randomUUID().slice(0, 6)}`,
    });
    const first = await list(gus.token);
    const mine = first.body.data.filter((n: { kind: string }) => n.kind === 'offering');
    expect(mine.map((n: { text: string }) => n.text)).toEqual([`New on sale: ${offering.name}.`]);
    expect(mine[0].link).toBe('/investment');
    const again = await list(gus.token);
    expect(again.body.data.filter((n: { kind: string }) => n.kind === 'offering')).toHaveLength(1);
  });
});
