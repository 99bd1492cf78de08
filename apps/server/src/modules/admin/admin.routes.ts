import {
  adjustmentDecisionSchema,
  adjustmentListSchema,
  adjustmentResponseSchema,
  adjustmentsQuerySchema,
  adminStatsSchema,
  adminUsersQuerySchema,
  auditListSchema,
  auditQuerySchema,
  customerAuditPageSchema,
  customerAuditQuerySchema,
  customerOverviewSchema,
  editBalanceResponseSchema,
  editBalanceSchema,
  idSchema,
  messageSchema,
  movementPageSchema,
  pagedUsersSchema,
  transactionsQuerySchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { requireStepUp } from '../auth/step-up.service.ts';
import { decideAdjustment, listAdjustments } from './adjustments.service.ts';
import { editBalance } from './admin-balance.service.ts';
import {
  endCustomerSession,
  getCustomerAudit,
  getCustomerMovements,
  getCustomerOverview,
} from './admin-customer.service.ts';
import { getStats, listAudit } from './admin-overview.service.ts';
import { listUsers, sendResetLinkToUser } from './admin-users.service.ts';

const userIdParams = z.object({ userId: idSchema });

/**
 * The admin console's own endpoints (docs/api.md). Every route runs `requireAdmin` first: the role
 * is read from the database on each call, so a demoted admin is refused at once (403).
 */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const admin = { onRequest: app.requireAdmin };
  const base = { tags: ['admin'] };

  r.get(
    '/auth/admin/users',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'Search and page through users',
        querystring: adminUsersQuerySchema,
        response: { 200: pagedUsersSchema },
      },
    },
    async (req) => listUsers(deps, req.query),
  );
  r.get(
    '/auth/admin/stats',
    { ...admin, schema: { ...base, summary: 'Platform totals', response: { 200: adminStatsSchema } } },
    async () => getStats(deps),
  );
  r.put(
    '/auth/admin/edit-task/:userId',
    {
      ...admin,
      preHandler: requireStepUp(deps),
      schema: {
        ...base,
        params: userIdParams,
        body: editBalanceSchema,
        summary: 'Set a customer balance (above the approval limit: a pending adjustment)',
        response: { 200: editBalanceResponseSchema, 202: adjustmentResponseSchema },
      },
    },
    async (req, reply) => {
      const result = await editBalance(deps, authOf(req).userId, req.params.userId, req.body);
      return reply.code(result.status).send(result.body);
    },
  );
  r.get(
    '/auth/admin/adjustments',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'List balance adjustments waiting for (or given) a second approval',
        querystring: adjustmentsQuerySchema,
        response: { 200: adjustmentListSchema },
      },
    },
    async (req) => listAdjustments(deps, req.query),
  );
  r.patch(
    '/auth/admin/adjustments/:id',
    {
      ...admin,
      preHandler: requireStepUp(deps),
      schema: {
        ...base,
        summary: 'Approve or reject a pending balance adjustment (another admin than the requester)',
        params: z.object({ id: idSchema }),
        body: adjustmentDecisionSchema,
        response: {
          200: adjustmentResponseSchema,
          ...errorAnswers({
            409: 'The adjustment is already decided, or the balance is now too low to lower it.',
          }),
        },
      },
    },
    async (req) => decideAdjustment(deps, authOf(req).userId, req.params.id, req.body.decision),
  );
  r.post(
    '/auth/admin/users/:userId/send-reset',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'Mail a user a password reset link',
        params: userIdParams,
        response: {
          200: messageSchema,
          ...errorAnswers({ 429: 'Enough reset links went to this address lately; try again later.' }),
        },
      },
    },
    async (req) => sendResetLinkToUser(deps, authOf(req).userId, req.params.userId),
  );
  r.get(
    '/auth/admin/users/:userId',
    {
      ...admin,
      schema: {
        ...base,
        summary: "One customer's whole picture: profile, money, holdings, requests, sessions, history",
        params: userIdParams,
        response: { 200: customerOverviewSchema },
      },
    },
    async (req) => getCustomerOverview(deps, req.params.userId),
  );
  r.get(
    '/auth/admin/users/:userId/transactions',
    {
      ...admin,
      schema: {
        ...base,
        summary: "A customer's ledger movements, newest first (keyset pages)",
        params: userIdParams,
        querystring: transactionsQuerySchema,
        response: { 200: movementPageSchema },
      },
    },
    async (req) => getCustomerMovements(deps, req.params.userId, req.query),
  );
  r.get(
    '/auth/admin/users/:userId/audit',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'Older audit entries about a customer, newest first (keyset pages after an entry id)',
        params: userIdParams,
        querystring: customerAuditQuerySchema,
        response: { 200: customerAuditPageSchema },
      },
    },
    async (req) => getCustomerAudit(deps, req.params.userId, req.query.cursor),
  );
  r.delete(
    '/auth/admin/users/:userId/sessions/:sessionId',
    {
      ...admin,
      schema: {
        ...base,
        summary: "End one of a customer's sessions",
        params: z.object({ userId: idSchema, sessionId: idSchema }),
        response: { 200: messageSchema },
      },
    },
    async (req) => endCustomerSession(deps, authOf(req).userId, req.params.userId, req.params.sessionId),
  );
  r.get(
    '/auth/admin/audit',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'The audit log',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (req) => listAudit(deps, req.query),
  );
}
