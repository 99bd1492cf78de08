import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { heavyAnswerGate } from '../http/heavy-answer-gate.ts';
import { tooManyRequests } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
    /** preHandler: the per-user limit and the fairly shared per-instance cap on heavy answers. */
    heavyAnswer: ReturnType<typeof heavyAnswerGate>;
  }
}

/**
 * Per-IP limits (@fastify/rate-limit), opt-in per route with `config.rateLimit`. With REDIS_URL the
 * counters live in Redis so every instance shares them; otherwise in memory.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: false,
        })
      : null;
    redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
    app.decorate('redis', redis);
    app.decorate('heavyAnswer', heavyAnswerGate());
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => {});
    });
    await app.register(rateLimit, {
      global: false,
      redis: redis ?? undefined,
      nameSpace: 'rl:ip:',
      skipOnError: false,
      errorResponseBuilder: () => tooManyRequests(),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'], decorators: { fastify: ['config'] } },
);
