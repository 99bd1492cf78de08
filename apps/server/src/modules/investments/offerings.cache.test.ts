import { offeringSchema } from '@app/contract/investments-responses';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSecondInstance, startTestServer, type TestServer } from '../../test/harness.ts';
import { onPostgres } from '../../test/test-database.ts';
import { signUpAdmin } from '../../test/users.ts';
import { buy, createOffering, investor } from './investments.fixtures.ts';
import { OfferingsCache, offeringsCache } from './offerings.cache.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('offerings cache: the rules on their own', () => {
  it('answers from memory within the TTL and loads again after it', async () => {
    vi.useFakeTimers();
    try {
      const cache = new OfferingsCache<string>(50, Date);
      let loads = 0;
      const load = async () => `v${++loads}`;
      expect(await cache.get(load)).toBe('v1');
      vi.advanceTimersByTime(49);
      expect(await cache.get(load)).toBe('v1');
      vi.advanceTimersByTime(2);
      expect(await cache.get(load)).toBe('v2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the database once for many callers at the same moment', async () => {
    const cache = new OfferingsCache<string>(1_000);
    let loads = 0;
    const load = async () => {
      await sleep(10);
      return `v${++loads}`;
    };
    expect(await Promise.all([cache.get(load), cache.get(load), cache.get(load)])).toEqual([
      'v1',
      'v1',
      'v1',
    ]);
  });

  it('never keeps a list that was being read when a change dropped it', async () => {
    const cache = new OfferingsCache<string>(60_000);
    let release!: () => void;
    const slow = cache.get(() => new Promise<string>((r) => (release = () => r('before the change'))));
    cache.drop();
    release();
    expect(await slow).toBe('before the change'); // its callers get what they asked for
    expect(await cache.get(async () => 'after the change')).toBe('after the change');
  });

  it('keeps no failed load: the next caller asks again', async () => {
    const cache = new OfferingsCache<string>(60_000);
    await expect(cache.get(() => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(cache.fresh()).toBeNull();
    expect(await cache.get(async () => 'back')).toBe('back');
    expect(cache.fresh()).toBe('back');
  });
});

describe('offerings cache: through the API', () => {
  let server: TestServer;
  let admin: { token: string };
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signUpAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  const list = async (url = server.url) =>
    (
      (await (await fetch(`${url}/api/auth/investments`)).json()) as {
        data: { _id: string; pricePerUnit: number; investors: number }[];
      }
    ).data;

  it('shows an admin edit and an archive at once on the same instance', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 100 });
    expect((await list()).find((o) => o._id === offering._id)?.pricePerUnit).toBe(100);
    const edit = await server.request('PUT', `/auth/investments/${offering._id}`, {
      token: admin.token,
      body: { pricePerUnit: 120 },
    });
    expect(edit.status).toBe(200);
    expect((await list()).find((o) => o._id === offering._id)?.pricePerUnit).toBe(120);
    await server.request('DELETE', `/auth/investments/${offering._id}`, { token: admin.token });
    expect((await list()).find((o) => o._id === offering._id)).toBeUndefined();
  });

  it('shows a purchase in the investor count at once on the same instance', async () => {
    const offering = await createOffering(server, admin.token, { pricePerUnit: 100 });
    expect((await list()).find((o) => o._id === offering._id)?.investors).toBe(0);
    const customer = await investor(server, 100_000);
    expect(
      (await buy(server, customer.token, { investmentId: offering._id, unitsPurchased: 1 })).status,
    ).toBe(201);
    expect((await list()).find((o) => o._id === offering._id)?.investors).toBe(1);
  });

  it('answers the same JSON shape the schema describes, as JSON', async () => {
    const res = await fetch(`${server.url}/api/auth/investments`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { data: Record<string, unknown>[] };
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      // Exactly the fields of the contract's public offering, no more.
      Object.keys(offeringSchema.shape).sort(),
    );
  });

  describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
    let second: FastifyInstance;
    let secondUrl: string;
    beforeAll(async () => {
      ({ app: second, url: secondUrl } = await startSecondInstance(server));
      // A listener that goes live drops the copy, so the first drop says the second instance listens.
      await vi.waitUntil(() => offeringsCache(second.db).drops > 0, { timeout: 5_000, interval: 10 });
    });
    afterAll(async () => {
      await second?.close();
    });

    it("an admin change on one instance drops the other instance's copy (LISTEN/NOTIFY), not only the TTL", async () => {
      const offering = await createOffering(server, admin.token, { pricePerUnit: 100 });
      expect((await list(secondUrl)).find((o) => o._id === offering._id)?.pricePerUnit).toBe(100);
      const before = offeringsCache(second.db).drops;
      await server.request('PUT', `/auth/investments/${offering._id}`, {
        token: admin.token,
        body: { pricePerUnit: 130 },
      });
      await vi.waitUntil(() => offeringsCache(second.db).drops > before, { timeout: 5_000, interval: 10 });
      expect((await list(secondUrl)).find((o) => o._id === offering._id)?.pricePerUnit).toBe(130);
    });
  });
});
