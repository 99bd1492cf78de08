import {
  fundingDecisionSchema,
  holdingSchema,
  idSchema,
  instructionSchema,
  messageSchema,
  offeringResponseSchema,
  performanceSchema,
  recoverySchema,
  settlementAnswerSchema,
  writeOffSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { requireStepUp } from '../auth/step-up.service.ts';
import { setInstruction } from './instruction.service.ts';
import { decideSettlement, payRecovery, setPerformance, writeOff } from './offering-performance.service.ts';

const idParams = z.object({ id: idSchema });
const holdingParams = z.object({ holdingId: idSchema });

/**
 * The life of a holding (docs/decisions/034-holding-lifecycle.md): the customer's maturity
 * instruction, and the admin's performance status, recovery payments and write-offs. Recovery and
 * write-off move money, so they need a fresh step-up like every admin money call, and past the
 * approval limit a second admin (docs/decisions/042-recoveries-and-write-offs-under-four-eyes.md).
 */
export async function holdingLifeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['investments'];
  const admin = { onRequest: app.requireAdmin };

  r.put(
    '/auth/holdings/:holdingId/instruction',
    {
      onRequest: app.authenticate,
      config: { sessionsUnchanged: true },
      schema: {
        tags,
        summary: 'Choose what happens to a holding at maturity',
        params: holdingParams,
        body: instructionSchema,
        response: {
          200: z.object({ message: z.string(), data: holdingSchema }),
          ...errorAnswers({
            404: 'No holding of yours has this id.',
            409: 'Maturity is less than 2 days away, or the holding is no longer active (code INSTRUCTION_LOCKED).',
          }),
        },
      },
    },
    async (req) => setInstruction(deps, authOf(req).userId, req.params.holdingId, req.body.instruction),
  );
  r.put(
    '/auth/admin/investments/:id/performance',
    {
      ...admin,
      preHandler: requireStepUp(deps),
      schema: {
        tags,
        summary: "Mark how an offering's borrower is paying; every holder is mailed",
        params: idParams,
        body: performanceSchema,
        response: { 200: offeringResponseSchema, ...errorAnswers({ 404: 'No offering has this id.' }) },
      },
    },
    async (req) => setPerformance(deps, authOf(req).userId, req.params.id, req.body),
  );
  r.post(
    '/auth/admin/investments/:id/recovery',
    {
      ...admin,
      preHandler: requireStepUp(deps),
      schema: {
        tags,
        summary: 'Pay money recovered from a defaulted offering to its holders, pro rata',
        params: idParams,
        body: recoverySchema,
        response: {
          200: messageSchema,
          202: settlementAnswerSchema,
          ...errorAnswers({
            404: 'No offering has this id.',
            409: 'The offering is not defaulted or in recovery (code NOT_RECOVERABLE), or the amount is more than is outstanding.',
          }),
        },
      },
    },
    async (req, reply) => {
      const result = await payRecovery(deps, authOf(req).userId, req.params.id, req.body);
      return reply.code(result.status).send(result.body);
    },
  );
  r.post(
    '/auth/admin/investments/:id/write-off',
    {
      ...admin,
      preHandler: requireStepUp(deps),
      schema: {
        tags,
        summary: "Write off what is left of a defaulted offering's holdings",
        params: idParams,
        body: writeOffSchema,
        response: {
          200: messageSchema,
          202: settlementAnswerSchema,
          ...errorAnswers({
            404: 'No offering has this id.',
            409: 'The offering is not defaulted or in recovery (code NOT_RECOVERABLE), or has no active holding.',
          }),
        },
      },
    },
    async (req, reply) => {
      const result = await writeOff(deps, authOf(req).userId, req.params.id, req.body);
      return reply.code(result.status).send(result.body);
    },
  );
  r.patch(
    '/auth/admin/settlements/:id',
    {
      ...admin,
      preHandler: requireStepUp(deps),
      schema: {
        tags,
        summary: 'Approve or reject a waiting recovery or write-off (another admin than the requester)',
        params: idParams,
        body: fundingDecisionSchema,
        response: {
          200: settlementAnswerSchema,
          ...errorAnswers({
            403: 'The admin asked for it: another admin decides.',
            404: 'No recovery or write-off has this id.',
            409: 'It is already decided, or the offering can no longer take it (code NOT_RECOVERABLE).',
          }),
        },
      },
    },
    async (req) => decideSettlement(deps, authOf(req).userId, req.params.id, req.body.decision),
  );
}
