import { idSchema, setPlanResponseSchema, setPlanSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { requireStepUp } from '../auth/step-up.service.ts';
import { setPlan } from './plans.service.ts';

/** An admin moves a customer between plans (docs/api.md); the role is checked first. */
export async function plansRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  r.put(
    '/auth/admin/users/:userId/plan',
    {
      onRequest: app.requireAdmin,
      preHandler: requireStepUp(deps),
      schema: {
        tags: ['admin'],
        summary: 'Move a customer to the free plan or to membership (audited, reason required)',
        security: [{ bearerAuth: [] }],
        params: z.object({ userId: idSchema }),
        body: setPlanSchema,
        response: { 200: setPlanResponseSchema },
      },
    },
    async (req) => setPlan(deps, authOf(req).userId, req.params.userId, req.body),
  );
}
