import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationListener } from '../../db/notifications.ts';
import { users } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { buy, createOffering, investor } from '../investments/investments.fixtures.ts';
import { AUTH_CHANNEL, PROFILE_CHANNEL } from './auth-cache.ts';

describe('profile changes announced as they commit; balances once sealed, after commit', () => {
  let server: TestServer;
  let listener: NotificationListener;
  const heard: { channel: string; payload: string }[] = [];
  const heardFor = (channel: string, userId: string) =>
    heard.filter((n) => n.channel === channel && n.payload.split(',').includes(userId)).length;
  /** Notifications arrive in commit order: once `userId`'s is heard, everything committed before it was. */
  const waitFor = async (channel: string, userId: string) => {
    await vi.waitUntil(() => heardFor(channel, userId) > 0, { timeout: 5_000, interval: 2 });
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
    await vi.waitUntil(() => live, { timeout: 5_000, interval: 5 });
  });
  afterAll(async () => {
    await listener?.stop();
    await server?.close();
  });

  it('a role change is announced on the session channel, a name change on the profile channel', async () => {
    const user = await signUpAndLogin(server);
    const renamed = await signUpAndLogin(server);
    heard.length = 0;
    await server.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    await server.app.db.update(users).set({ name: 'New Name' }).where(eq(users.id, renamed.id));
    await waitFor(AUTH_CHANNEL, user.id);
    await waitFor(PROFILE_CHANNEL, renamed.id);
    expect(heardFor(PROFILE_CHANNEL, user.id)).toBe(0);
    expect(heardFor(AUTH_CHANNEL, renamed.id)).toBe(0);
  });

  it("a purchase announces the buyer's new balance once", async () => {
    const admin = await signUpAdmin(server);
    const offering = await createOffering(server, admin.token, { pricePerUnit: 1 });
    const buyer = await investor(server, 10_000);
    const other = await signUpAndLogin(server);
    // The set-up's money is announced by its seal before listening starts.
    await server.app.ledgerSealer.sealNow();
    heard.length = 0;
    const res = await buy(server, buyer.token, { investmentId: offering._id, unitsPurchased: 2 });
    expect(res.status).toBe(201);
    // The sealer's own pass announces it within a second of the commit, nobody prompting it.
    await vi.waitUntil(() => heardFor(PROFILE_CHANNEL, buyer.id) > 0, { timeout: 1_000, interval: 2 });
    // A later change's notice arrives after every notice sent before it.
    await server.app.ledgerSealer.sealNow();
    await server.app.db.update(users).set({ name: 'After The Purchase' }).where(eq(users.id, other.id));
    await waitFor(PROFILE_CHANNEL, other.id);
    expect(heardFor(PROFILE_CHANNEL, buyer.id)).toBe(1);
  });

  it('a refused purchase writes nothing and announces nothing', async () => {
    const admin = await signUpAdmin(server);
    const offering = await createOffering(server, admin.token, { pricePerUnit: 1 });
    const buyer = await investor(server, 50);
    const other = await signUpAndLogin(server);
    await server.app.ledgerSealer.sealNow();
    heard.length = 0;
    const res = await buy(server, buyer.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(res.status).toBe(400);
    await server.app.ledgerSealer.sealNow();
    await server.app.db.update(users).set({ name: 'After The Refusal' }).where(eq(users.id, other.id));
    await waitFor(PROFILE_CHANNEL, other.id);
    expect(heardFor(PROFILE_CHANNEL, buyer.id)).toBe(0);
  });
});
