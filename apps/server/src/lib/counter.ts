import type { Redis } from 'ioredis';

/**
 * Fixed-window counters keyed by anything (an email, an account): Redis when configured so all
 * instances count together, memory otherwise.
 */
export interface Counter {
  /** Adds one and returns the count in the current window. */
  hit(key: string): Promise<number>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createCounter(name: string, windowMs: number, redis: Redis | null): Counter {
  if (redis) {
    const k = (key: string) => `rl:${name}:${key}`;
    return {
      async hit(key) {
        const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').exec()) as [
          [null, number],
        ];
        return count;
      },
      async peek(key) {
        return Number((await redis.get(k(key))) ?? 0);
      },
      async reset(key) {
        await redis.del(k(key));
      },
    };
  }
  const windows = new Map<string, { count: number; until: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (!w || w.until <= Date.now()) return undefined;
    return w;
  };
  return {
    async hit(key) {
      if (windows.size > 100_000) for (const [k, w] of windows) if (w.until <= Date.now()) windows.delete(k);
      const w = current(key) ?? { count: 0, until: Date.now() + windowMs };
      w.count++;
      windows.set(key, w);
      return w.count;
    },
    async peek(key) {
      return current(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
