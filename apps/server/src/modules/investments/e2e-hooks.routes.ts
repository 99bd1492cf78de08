import { idSchema } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { holdings } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { runMaturityPayouts } from './maturity.job.ts';

/**
 * The browser journeys' clock (registered only with E2E_HOOKS, refused in production): a journey
 * cannot wait a term out, and the embedded database is the server's alone, so an admin asks the
 * server to bring one holding's maturity to now and run the maturity payouts, as the API tests'
 * `makeDue` + `runMaturityPayouts` do.
 */
export async function e2eHooksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/test-hooks/holdings/:holdingId/mature',
    {
      onRequest: app.requireAdmin,
      schema: { hide: true, params: z.object({ holdingId: idSchema }) },
    },
    async (req) => {
      const moved = await app.deps.db
        .update(holdings)
        .set({ maturityAt: sql`now() - interval '1 minute'` })
        .where(eq(holdings.id, req.params.holdingId))
        .returning({ id: holdings.id });
      if (moved.length === 0) throw notFound();
      return runMaturityPayouts(app.deps);
    },
  );
}
