import {
  approvalDecidedSchema,
  approvalDecisionSchema,
  approvalListSchema,
  approvalsQuerySchema,
  idSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { requireStepUp } from '../auth/step-up.service.ts';
import { decideApproval, listApprovals } from './approvals.service.ts';

/**
 * The approval gate's two calls (ADR 043): one list and one decision for every kind of admin money
 * action. The per-kind decision routes (adjustments, deposit and withdrawal requests, fundings,
 * settlements) stay as aliases that take the same decision.
 */
export async function approvalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const base = { tags: ['admin'] };

  r.get(
    '/auth/admin/approvals',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...base,
        summary: 'Every admin money action that waits for a second admin (or was decided), oldest first',
        querystring: approvalsQuerySchema,
        response: { 200: approvalListSchema },
      },
    },
    async (req) => listApprovals(deps, req.query),
  );
  r.patch(
    '/auth/admin/approvals/:id',
    {
      onRequest: app.requireAdmin,
      preHandler: requireStepUp(deps),
      schema: {
        ...base,
        summary: 'Approve (book) or reject what waits for a second admin; a rejection says why',
        params: z.object({ id: idSchema }),
        body: approvalDecisionSchema,
        response: {
          200: approvalDecidedSchema,
          ...errorAnswers({
            403: 'The admin who asked cannot decide it (any session); a step-up is needed (STEP_UP_REQUIRED).',
            404: 'Nothing waiting for approval has this id.',
            409: 'It is already decided or expired, or it can no longer book (nothing changes).',
          }),
        },
      },
    },
    async (req) => decideApproval(deps, authOf(req), req.params.id, req.body),
  );
}
