import {
  fundingBookedSchema,
  fundingDecidedSchema,
  fundingDecisionSchema,
  fundingSchema,
  fundingWaitingSchema,
  idSchema,
  payoutShortfallListSchema,
  reconciliationAnswerSchema,
  reconciliationInputSchema,
  reconciliationListSchema,
  trialBalanceSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { requireStepUp } from '../auth/step-up.service.ts';
import { decideFunding, fundOffering, listPayoutShortfalls } from '../investments/funding.service.ts';
import { listReconciliations, reconcile, trialBalance } from './books.service.ts';

const idParams = z.object({ id: idSchema });

/**
 * The books as the admin console sees them (docs/decisions/032): the trial balance, bank
 * reconciliations, payout funding and the returns still waiting for it. Admins only; moving money
 * (funding and its second approval) also needs a fresh step-up, as every admin money call does.
 */
export async function ledgerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const admin = { onRequest: app.requireAdmin };
  const base = { tags: ['admin'] };

  r.get(
    '/auth/admin/reports/trial-balance',
    {
      ...admin,
      schema: {
        ...base,
        summary: "Every account type's balance (credits positive, the bank negative); the total is zero",
        response: { 200: trialBalanceSchema },
      },
    },
    async () => trialBalance(deps),
  );
  r.post(
    '/auth/admin/reconciliations',
    {
      ...admin,
      schema: {
        ...base,
        summary: "Record the bank's real closing balance for a day beside the ledger's bank account",
        body: reconciliationInputSchema,
        response: { 201: reconciliationAnswerSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await reconcile(deps, authOf(req).userId, req.body)),
  );
  r.get(
    '/auth/admin/reconciliations',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'Bank reconciliations, newest first',
        response: { 200: reconciliationListSchema },
      },
    },
    async () => listReconciliations(deps),
  );
  r.post(
    '/auth/admin/investments/:id/funding',
    {
      ...admin,
      preHandler: requireStepUp(deps),
      schema: {
        ...base,
        summary:
          "Move money from the bank account to an offering's payout funding (four eyes above the limit)",
        params: idParams,
        body: fundingSchema,
        response: { 200: fundingBookedSchema, 202: fundingWaitingSchema },
      },
    },
    async (req, reply) => {
      const result = await fundOffering(deps, authOf(req).userId, req.params.id, req.body);
      return reply.code(result.status).send(result.body);
    },
  );
  r.patch(
    '/auth/admin/fundings/:id',
    {
      ...admin,
      preHandler: requireStepUp(deps),
      schema: {
        ...base,
        summary: 'Approve or reject a waiting payout funding (another admin than the requester)',
        params: idParams,
        body: fundingDecisionSchema,
        response: {
          200: fundingDecidedSchema,
          ...errorAnswers({ 409: 'The funding is already decided.' }),
        },
      },
    },
    async (req) => decideFunding(deps, authOf(req).userId, req.params.id, req.body.decision),
  );
  r.get(
    '/auth/admin/payout-shortfalls',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'Matured holdings whose return waits for payout funding, oldest first, with the shortfall',
        response: { 200: payoutShortfallListSchema },
      },
    },
    async () => listPayoutShortfalls(deps),
  );
}
