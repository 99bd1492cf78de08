import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationListener } from '../db/notifications.ts';
import { users } from '../db/schema.ts';
import { AUTH_CHANNEL } from '../modules/auth/auth-cache.ts';
import { buy, createOffering, investor } from '../modules/investments/investments.fixtures.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { signUpAdmin, signUpAndLogin } from '../test/users.ts';
import { AFTER_COMMIT, IDS_PER_NOTICE, PROFILE_CHANNEL, ProfileNotices } from './profile-notices.ts';

/** A send that waits to be let go, so a test can announce while a notice is in flight. */
function heldSends() {
  const sent: string[] = [];
  const releases: (() => void)[] = [];
  const send = (ids: string) => {
    sent.push(ids);
    return new Promise<void>((resolve) => releases.push(resolve));
  };
  const releaseAll = () => {
    for (const release of releases.splice(0)) release();
  };
  return { sent, send, releaseAll };
}

describe('ProfileNotices', () => {
  it('announcements made in one moment go out as one notice', async () => {
    const sent: string[] = [];
    const notices = new ProfileNotices(async (ids) => {
      sent.push(ids);
    });
    await Promise.all([notices.announce('a'), notices.announce('b'), notices.announce('a')]);
    expect(sent).toEqual(['a,b']);
  });

  it('announcements made while a notice is in flight wait for it and go together in the next', async () => {
    const held = heldSends();
    const notices = new ProfileNotices(held.send);
    const first = notices.announce('a');
    await sleep(0);
    expect(held.sent).toEqual(['a']);
    const second = [notices.announce('b'), notices.announce('c')];
    await sleep(0);
    expect(held.sent).toEqual(['a']); // one notice in flight at a time
    held.releaseAll();
    await first;
    await sleep(0);
    expect(held.sent).toEqual(['a', 'b,c']);
    held.releaseAll();
    expect(await Promise.all(second)).toEqual([undefined, undefined]);
  });

  it('more users than one notice can name are split, each notice within PostgreSQL’s 8000 bytes', async () => {
    const sent: string[] = [];
    const notices = new ProfileNotices(async (ids) => {
      sent.push(ids);
    });
    const ids = Array.from({ length: 2 * IDS_PER_NOTICE + 50 }, () => crypto.randomUUID());
    await Promise.all(ids.map((id) => notices.announce(id)));
    expect(sent).toHaveLength(3);
    for (const payload of sent) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(sent.flatMap((p) => p.split(','))).toEqual(ids);
  });

  it('a notice that fails is reported to its announcers, and later ones still go out', async () => {
    let fail = true;
    const sent: string[] = [];
    const notices = new ProfileNotices(async (ids) => {
      if (fail) throw new Error('connection lost');
      sent.push(ids);
    });
    expect((await notices.announce('a'))?.message).toBe('connection lost');
    fail = false;
    expect(await notices.announce('b')).toBeUndefined();
    expect(sent).toEqual(['b']);
  });
});

describe('profile changes announced after commit, on the database', () => {
  let server: TestServer;
  let listener: NotificationListener;
  const heard: { channel: string; payload: string }[] = [];
  const heardFor = (channel: string, userId: string) =>
    heard.filter((n) => n.channel === channel && n.payload.split(',').includes(userId)).length;
  /** Notifications arrive in commit order: once `userId`'s is heard, everything committed before it was. */
  const waitFor = async (channel: string, userId: string) => {
    const until = Date.now() + 5_000;
    while (heardFor(channel, userId) === 0 && Date.now() < until) await sleep(2);
    expect(heardFor(channel, userId)).toBeGreaterThan(0);
  };

  beforeAll(async () => {
    server = await startTestServer();
    let live = false;
    listener = server.app.database.listen([PROFILE_CHANNEL, AUTH_CHANNEL], {
      onNotify: (channel, payload) => heard.push({ channel, payload }),
      onLive: (l) => {
        live = l;
      },
    });
    const until = Date.now() + 5_000;
    while (!live && Date.now() < until) await sleep(5);
  });
  afterAll(async () => {
    await listener?.stop();
    await server?.close();
  });

  it('the users trigger stays silent about a transaction that announces its profile changes itself', async () => {
    const quiet = await signUpAndLogin(server);
    const loud = await signUpAndLogin(server);
    heard.length = 0;
    await server.app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT ${AFTER_COMMIT}`);
      await tx.update(users).set({ name: 'Quiet Change' }).where(eq(users.id, quiet.id));
    });
    await server.app.db.update(users).set({ name: 'Loud Change' }).where(eq(users.id, loud.id));
    await waitFor(PROFILE_CHANNEL, loud.id);
    expect(heardFor(PROFILE_CHANNEL, quiet.id)).toBe(0);
  });

  it('a role change is announced by the trigger whatever the transaction says', async () => {
    const user = await signUpAndLogin(server);
    await server.app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT ${AFTER_COMMIT}`);
      await tx.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    });
    await waitFor(AUTH_CHANNEL, user.id);
  });

  it("a purchase announces the buyer's new balance once, after it commits", async () => {
    const admin = await signUpAdmin(server);
    const offering = await createOffering(server, admin.token, { pricePerUnit: 1 });
    const buyer = await investor(server, 10_000);
    heard.length = 0;
    const res = await buy(server, buyer.token, { investmentId: offering._id, unitsPurchased: 2 });
    expect(res.status).toBe(201);
    await waitFor(PROFILE_CHANNEL, buyer.id);
    // A second notice (the trigger's and ours) would arrive in the same instant: give it the chance.
    await sleep(50);
    expect(heardFor(PROFILE_CHANNEL, buyer.id)).toBe(1);
  });

  it('a refused purchase writes nothing and needs no announcement', async () => {
    const admin = await signUpAdmin(server);
    const offering = await createOffering(server, admin.token, { pricePerUnit: 1 });
    const buyer = await investor(server, 50);
    const other = await signUpAndLogin(server);
    heard.length = 0;
    const res = await buy(server, buyer.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(res.status).toBe(400);
    await server.app.db.update(users).set({ name: 'After The Refusal' }).where(eq(users.id, other.id));
    await waitFor(PROFILE_CHANNEL, other.id);
    expect(heardFor(PROFILE_CHANNEL, buyer.id)).toBe(0);
  });
});
