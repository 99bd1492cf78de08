import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sealLagSeconds } from '../../shared/ledger-seal.repository.ts';

/** The answer, or null when it fails or takes longer than a second (the probe must stay quick). */
function withinASecond<T>(p: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), 1_000);
  });
  return Promise.race([p.catch(() => null), late]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: "Liveness: the process answers; how far the ledger's sealing lags",
        response: {
          200: z.object({
            status: z.literal('ok'),
            // null while the database does not answer: liveness is the process's, not the database's.
            sealLagSeconds: z.number().nullable(),
          }),
        },
      },
    },
    async () => ({
      status: 'ok' as const,
      sealLagSeconds: await withinASecond(sealLagSeconds(app.db)),
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
