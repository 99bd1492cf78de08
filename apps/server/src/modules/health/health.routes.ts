import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    { schema: { tags: ['ops'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
  // Ready only while the database answers: a load balancer stops sending traffic otherwise.
  r.get('/ready', { schema: { tags: ['ops'] } }, async (_req, reply) => {
    const ok = await app.database.ping();
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unavailable' });
  });
}
