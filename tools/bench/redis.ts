/** The bench's Redis: its own logical database, emptied of the bench's rate-limit keys afterwards. */
import { Redis } from 'ioredis';

/** BENCH_REDIS_URL (default db 13 on the local server) when it answers; undefined: in-memory counters. */
export async function benchRedisUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
  if (url === 'none') return undefined;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    console.warn(`Redis at ${url} does not answer: counters stay in the server's memory`);
    return undefined;
  } finally {
    redis.disconnect();
  }
}

/** The login storm's counters must not linger and throttle anyone for 15 minutes. */
export async function clearBenchRedis(url: string | undefined): Promise<void> {
  if (!url) return;
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys('rl:*');
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
