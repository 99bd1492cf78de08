import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { uniqueEmail } from '../test/users.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)(
  'rate limits shared through Redis (needs TEST_REDIS_URL; skipped without it)',
  () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      // Counters from earlier runs would still be inside their 15-minute window.
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys('rl:*');
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      a = await startTestServer({ redisUrl, authRateLimit: 4 });
      b = await startTestServer({ redisUrl, authRateLimit: 4 });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('two instances count one IP together: the fifth request on either is 429', async () => {
      const statuses: number[] = [];
      for (const server of [a, b, a, b, a, b]) {
        statuses.push(
          (await server.request('POST', '/auth/forgot-password', { body: { email: uniqueEmail() } })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    });
  },
);
