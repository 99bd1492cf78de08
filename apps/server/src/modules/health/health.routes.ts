import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({
      status: 'ok' as const,
    }),
  );
  // Ready only while the database answers: a load balancer stops sending traffic otherwise.
  const readiness = z.object({ status: z.enum(['ready', 'database unavailable']) });
  r.get(
    '/ready',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database answers',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_req, reply) => {
      const ok = await app.database.ping();
      return ok
        ? reply.code(200).send({ status: 'ready' })
        : reply.code(503).send({ status: 'database unavailable' });
    },
  );
}
