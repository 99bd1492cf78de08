import { statisticsSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { maturityStatistics } from './statistics.repository.ts';

/** How long a browser or a cache may keep the figures: they move when a holding matures. */
const MAX_AGE_SECONDS = 300;

/** The public statistics page's figures (docs/api.md). */
export async function statisticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/statistics',
    {
      schema: {
        tags: ['statistics'],
        summary: 'Maturities of the last 36 months: paid on time, late, recovered, written off',
        response: { 200: statisticsSchema },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
      return { data: await maturityStatistics(app.deps.db, new Date()) };
    },
  );
}
