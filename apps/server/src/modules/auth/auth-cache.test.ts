import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { writeDirectly } from '../../test/auth-notices.ts';
import { startSecondInstance, startTestServer, type TestServer } from '../../test/harness.ts';
import { adjustForTest } from '../../test/ledger-fixtures.ts';
import { onPostgres } from '../../test/test-database.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { buy, createOffering, investor } from '../investments/investments.fixtures.ts';
import { decide, requestDeposit, US_BANK } from '../wallet/wallet.test-support.ts';
import { AuthCache, authCache } from './auth-cache.ts';

const HOUR = 3_600_000;
const live = (over: Partial<Parameters<AuthCache['storeSession']>[1]> = {}) => ({
  userId: 'u1',
  sessionId: 's1',
  role: 'customer' as const,
  lastSeenAt: new Date(),
  expiresAt: new Date(Date.now() + HOUR),
  ...over,
});
const ask = (over: { idleSinceMs?: number; sessionId?: string } = {}) => ({
  userId: 'u1',
  sessionId: 's1',
  idleSinceMs: Date.now() - 30 * 60_000,
  ...over,
});

describe('AuthCache', () => {
  it('answers nothing while its notifications are not known to arrive', () => {
    const cache = new AuthCache();
    cache.storeSession(cache.generation, live());
    expect(cache.session(ask())).toBeNull();
    cache.setLive(true);
    cache.storeSession(cache.generation, live());
    expect(cache.session(ask())?.role).toBe('customer');
    cache.setLive(false);
    expect(cache.session(ask())).toBeNull();
  });

  it('never stores what was read before a drop', () => {
    const cache = new AuthCache();
    cache.setLive(true);
    const before = cache.generation;
    cache.dropUser('u1');
    cache.storeSession(before, live());
    expect(cache.session(ask())).toBeNull();
  });

  it('does not vouch for an expired, idle or unknown session', () => {
    const cache = new AuthCache();
    cache.setLive(true);
    cache.storeSession(cache.generation, live({ expiresAt: new Date(Date.now() - 1) }));
    expect(cache.session(ask())).toBeNull();
    cache.storeSession(cache.generation, live({ lastSeenAt: new Date(Date.now() - 31 * 60_000) }));
    expect(cache.session(ask())).toBeNull();
    cache.storeSession(cache.generation, live());
    expect(cache.session(ask({ sessionId: 's2' }))).toBeNull();
    expect(cache.session({ ...ask(), userId: 'u2' })).toBeNull();
  });

  it('forgets everything after its time to live', () => {
    vi.useFakeTimers();
    try {
      const cache = new AuthCache(500, 10, Date);
      cache.setLive(true);
      cache.storeSession(cache.generation, live());
      cache.storeMe(cache.generation, 'u1', '{}');
      vi.advanceTimersByTime(499);
      expect(cache.me('u1')).toBe('{}');
      expect(cache.session(ask())).not.toBeNull();
      vi.advanceTimersByTime(2);
      expect(cache.session(ask())).toBeNull();
      expect(cache.me('u1')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds a bounded number of users: past it, the least recently asked go first', () => {
    const cache = new AuthCache(HOUR, 2);
    cache.setLive(true);
    cache.storeSession(cache.generation, live({ userId: 'u1' }));
    cache.storeSession(cache.generation, live({ userId: 'u2' }));
    expect(cache.session(ask())).not.toBeNull(); // u1 asked again: u2 is now the oldest
    cache.storeSession(cache.generation, live({ userId: 'u3' }));
    expect(cache.session(ask())).not.toBeNull();
    expect(cache.session({ ...ask(), userId: 'u2' })).toBeNull();
    expect(cache.session({ ...ask(), userId: 'u3' })).not.toBeNull();
  });

  it("a role change replaces the user's sessions and answer", () => {
    const cache = new AuthCache();
    cache.setLive(true);
    cache.storeSession(cache.generation, live());
    cache.storeMe(cache.generation, 'u1', '{"userRole":"customer"}');
    cache.storeSession(cache.generation, live({ sessionId: 's2', role: 'admin' }));
    expect(cache.session(ask())).toBeNull();
    expect(cache.me('u1')).toBeNull();
    expect(cache.session(ask({ sessionId: 's2' }))?.role).toBe('admin');
  });

  it('a profile change forgets the answer and keeps vouching for the sessions', () => {
    const cache = new AuthCache();
    cache.setLive(true);
    cache.storeSession(cache.generation, live());
    const before = cache.generation;
    cache.storeMe(before, 'u1', '{"balance":0}');
    cache.dropMe('u1');
    expect(cache.me('u1')).toBeNull();
    expect(cache.session(ask())?.role).toBe('customer');
    // An answer read before the change is not kept.
    cache.storeMe(before, 'u1', '{"balance":0}');
    expect(cache.me('u1')).toBeNull();
  });
});

describe('session check and GET /auth/me from memory', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await vi.waitUntil(() => authCache(server.app.db).live, { timeout: 5_000, interval: 10 });
  });
  afterAll(async () => {
    await server?.close();
  });

  const me = (token: string, base?: string) =>
    base
      ? fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as any,
        }))
      : server.request('GET', '/auth/me', { token });

  it('answers a repeated GET /auth/me from memory, the same answer as from the database', async () => {
    const user = await signUpAndLogin(server);
    const cache = authCache(server.app.db);
    const first = await me(user.token);
    const hits = cache.hits;
    const second = await me(user.token);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(cache.hits).toBeGreaterThan(hits);
  });

  it('a client reads its own writes at once: a new bank account is in the next answer', async () => {
    const user = await signUpAndLogin(server);
    expect((await me(user.token)).body.bankAccounts).toEqual([]);
    await me(user.token);
    expect(
      (await server.request('POST', '/auth/add-bank', { token: user.token, body: US_BANK })).status,
    ).toBe(201);
    expect((await me(user.token)).body.bankAccounts).toHaveLength(1);
  });

  it("a deposit keeps the writer's session in memory and drops only their answer", async () => {
    const user = await signUpAndLogin(server);
    const cache = authCache(server.app.db);
    await me(user.token);
    await me(user.token);
    const deposit = await server.request('POST', '/auth/deposit-requests', {
      token: user.token,
      body: { amount: 150 },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    let hits = cache.hits;
    expect((await me(user.token)).status).toBe(200);
    expect(cache.hits - hits).toBe(1); // the session, from memory; the answer, from the database
    hits = cache.hits;
    await me(user.token);
    expect(cache.hits - hits).toBe(2);
  });

  it('a balance changed elsewhere reaches the answer once sealed; the session stays vouched for', async () => {
    const user = await signUpAndLogin(server);
    const cache = authCache(server.app.db);
    await me(user.token);
    await me(user.token);
    // Money moved outside this instance's requests (a job, another instance): the sealer announces
    // it after commit (ADR 050), on its own within a second.
    const started = Date.now();
    await writeDirectly(server.app, () =>
      adjustForTest(server.app.db, { userId: user.id, cents: 4_321, reason: 'elsewhere' }),
    );
    // Within a pass: 200 ms on PostgreSQL, a second on the embedded PGlite.
    expect(Date.now() - started).toBeLessThan(onPostgres ? 1_500 : 2_500);
    const hits = cache.hits;
    const answer = await me(user.token);
    expect(answer.body.balance).toBe(43.21);
    expect(cache.hits - hits).toBe(1);
  });

  it('a role changed elsewhere sends the next session check to the database', async () => {
    const user = await signUpAndLogin(server);
    const cache = authCache(server.app.db);
    await me(user.token);
    await me(user.token);
    await writeDirectly(server.app, () =>
      server.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id)),
    );
    const hits = cache.hits;
    const answer = await me(user.token);
    expect(answer.body.userRole).toBe('admin');
    expect(cache.hits).toBe(hits);
  });

  it('sign-out ends the session at once, though it was held in memory', async () => {
    const user = await signUpAndLogin(server);
    await me(user.token);
    await me(user.token);
    expect((await server.request('POST', '/auth/logout', { token: user.token })).status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
  });

  it('a change made elsewhere (another instance, a script) reaches the copy by notification', async () => {
    const user = await signUpAndLogin(server);
    await me(user.token);
    await writeDirectly(server.app, () =>
      server.app.db.update(users).set({ name: 'Renamed Elsewhere' }).where(eq(users.id, user.id)),
    );
    expect((await me(user.token)).body.name).toBe('Renamed Elsewhere');

    await writeDirectly(server.app, () =>
      server.app.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, user.id)),
    );
    expect((await me(user.token)).status).toBe(401);
  });

  it('answers from the database only while the listener is down', async () => {
    const user = await signUpAndLogin(server);
    const cache = authCache(server.app.db);
    await me(user.token);
    cache.setLive(false);
    try {
      const hits = cache.hits;
      await me(user.token);
      await me(user.token);
      expect(cache.hits).toBe(hits);
    } finally {
      cache.setLive(true);
    }
  });

  describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
    let second: FastifyInstance;
    let secondUrl: string;
    beforeAll(async () => {
      ({ app: second, url: secondUrl } = await startSecondInstance(server));
      await vi.waitUntil(() => authCache(second.db).live, { timeout: 5_000, interval: 10 });
    });
    afterAll(async () => {
      await second?.close();
    });

    it('a sign-out on one instance ends the session on the other, which held it in memory', async () => {
      const user = await signUpAndLogin(server);
      expect((await me(user.token, secondUrl)).status).toBe(200);
      const hits = authCache(second.db).hits;
      expect((await me(user.token, secondUrl)).status).toBe(200);
      expect(authCache(second.db).hits).toBeGreaterThan(hits);
      const before = authCache(second.db).generation;
      expect((await server.request('POST', '/auth/logout', { token: user.token })).status).toBe(200);
      await vi.waitUntil(() => authCache(second.db).generation !== before, { timeout: 5_000, interval: 2 });
      expect((await me(user.token, secondUrl)).status).toBe(401);
    });

    it('a lost listener connection stops answering from memory until it is back', async () => {
      const cache = authCache(second.db);
      expect(cache.live).toBe(true);
      // The listeners' connections are the ones whose last statement was a LISTEN.
      await server.app.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      );
      await vi.waitUntil(() => !cache.live, { timeout: 5_000, interval: 5 });
      const user = await signUpAndLogin(server);
      const hits = cache.hits;
      expect((await me(user.token, secondUrl)).status).toBe(200);
      expect((await me(user.token, secondUrl)).status).toBe(200);
      expect(cache.hits).toBe(hits);
      await vi.waitUntil(() => cache.live, { timeout: 10_000, interval: 20 });
    });

    it("a purchase on one instance shows the new balance in the other's GET /auth/me", async () => {
      const admin = await signUpAdmin(server);
      const offering = await createOffering(server, admin.token, { pricePerUnit: 1 });
      const buyer = await investor(server, 10_000);
      expect((await me(buyer.token, secondUrl)).body.balance).toBe(100);
      await me(buyer.token, secondUrl); // now held in the second instance's memory
      const before = authCache(second.db).generation;
      const res = await buy(server, buyer.token, { investmentId: offering._id, unitsPurchased: 3 });
      expect(res.status).toBe(201);
      await vi.waitUntil(() => authCache(second.db).generation !== before, { timeout: 5_000, interval: 2 });
      expect((await me(buyer.token, secondUrl)).body.balance).toBe(97);
    });

    it("a deposit approved on one instance shows in the other's GET /auth/me", async () => {
      const admin = await signUpAdmin(server);
      const user = await signUpAndLogin(server);
      const deposit = await requestDeposit(server, user, { amount: 123.45 }, randomUUID());
      expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
      expect((await me(user.token, secondUrl)).body.balance).toBe(0);
      await me(user.token, secondUrl); // now held in the second instance's memory
      const before = authCache(second.db).generation;
      const approved = await decide(server, admin, 'deposit', deposit.body.data._id, 'approved');
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      await vi.waitUntil(() => authCache(second.db).generation !== before, { timeout: 5_000, interval: 2 });
      expect((await me(user.token, secondUrl)).body.balance).toBe(123.45);
    });
  });
});
