import { buildApp, testConfig } from '@app/server/testing';
import { type AttackCase, SkipCase } from './attack-case.ts';
import { AttackClient, randomLoopbackIp } from './attack-client.ts';

/** Rate limits hold when the product runs as several instances: the counters live in Redis. */
export const sharedLimitCases: AttackCase[] = [
  {
    owasp: 'API2 authentication',
    name: 'two instances on one database and Redis count together: per-IP limit and per-account lockout',
    async run(ctx, probe) {
      if (!ctx.redisUrl) throw new SkipCase('TEST_REDIS_URL not set');
      const second = await buildApp(
        testConfig(ctx.server.dataDir, 'unused', {
          authRateLimit: 30,
          accountFailureLimit: 10,
          redisUrl: ctx.redisUrl,
        }),
        { database: ctx.server.app.database },
      );
      await second.listen({ port: 0, host: '127.0.0.1' });
      try {
        const b = new AttackClient((second.server.address() as { port: number }).port);
        const a = ctx.http;
        const ip = randomLoopbackIp();
        const statuses: number[] = [];
        for (let i = 0; i < 32; i++) {
          const client = i % 2 ? b : a;
          statuses.push(
            (await client.post('/api/auth/forgot-password', { email: `n${i}@example.com` }, { ip })).status,
          );
        }
        probe.check(
          statuses.slice(0, 30).every((s) => s === 200),
          `first 30 across both: ${statuses.slice(0, 30).join(',')}`,
        );
        probe.check(
          statuses.slice(30).every((s) => s === 429),
          `31st and 32nd: ${statuses.slice(30).join(',')}`,
        );

        const victim = await ctx.signUp('Shared Lockout');
        for (let i = 0; i < 10; i++) {
          const client = i % 2 ? b : a;
          await client.post(
            '/api/auth/login',
            { email: victim.email, password: `Nope-${i}-Guess` },
            { ip: randomLoopbackIp() },
          );
        }
        for (const [name, client] of [
          ['first', a],
          ['second', b],
        ] as const) {
          const res = await client.post(
            '/api/auth/login',
            { email: victim.email, password: victim.password },
            { ip: randomLoopbackIp() },
          );
          probe.status(res, 429, `right password on the ${name} instance after 10 failures spread over both`);
        }
      } finally {
        await second.close();
      }
    },
  },
];
