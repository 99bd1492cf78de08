import {
  apiErrorSchema,
  complaintsReportSchema,
  idSchema,
  newSupportThreadSchema,
  supportAdminListQuerySchema,
  supportAdminUpdateSchema,
  supportMessageInputSchema,
  supportMessageResponseSchema,
  supportThreadListSchema,
  supportThreadResponseSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { getThread, listThreads, openThread, postCustomerMessage } from './support.service.ts';
import {
  answerThread,
  complaintsReport,
  supportQueue,
  supportThreadForAdmin,
  updateSupportThread,
} from './support-admin.service.ts';

const idParams = z.object({ id: idSchema });

/** The support inbox: customers' conversations and complaints, and the console's Support tab (docs/api.md). */
export async function supportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const customer = { onRequest: app.authenticate };
  const admin = { onRequest: app.requireAdmin };
  const base = { tags: ['support'], security: [{ bearerAuth: [] }] };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  r.post(
    '/auth/support/threads',
    {
      ...customer,
      schema: {
        ...base,
        summary: 'Open a conversation with support (a complaint is acknowledged by mail at once)',
        body: newSupportThreadSchema,
        response: { 201: supportThreadResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await openThread(deps, authOf(req).userId, req.body)),
  );
  r.get(
    '/auth/support/threads',
    {
      ...customer,
      schema: {
        ...base,
        summary: 'Your conversations, latest first',
        response: { 200: supportThreadListSchema, ...errors },
      },
    },
    async (req) => listThreads(deps, authOf(req).userId),
  );
  r.get(
    '/auth/support/threads/:id',
    {
      ...customer,
      schema: {
        ...base,
        summary: 'One of your conversations with its messages',
        params: idParams,
        response: { 200: supportThreadResponseSchema, ...errors },
      },
    },
    async (req) => getThread(deps, authOf(req).userId, req.params.id),
  );
  r.post(
    '/auth/support/threads/:id/messages',
    {
      ...customer,
      schema: {
        ...base,
        summary: 'Write in one of your conversations',
        params: idParams,
        body: supportMessageInputSchema,
        response: { 201: supportMessageResponseSchema, ...errors, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await postCustomerMessage(deps, authOf(req).userId, req.params.id, req.body.message)),
  );

  const adminBase = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const adminErrors = { ...errors, 403: apiErrorSchema };
  r.get(
    '/auth/admin/support',
    {
      ...admin,
      schema: {
        ...adminBase,
        summary: 'Support conversations of one status, oldest wait first',
        querystring: supportAdminListQuerySchema,
        response: { 200: supportThreadListSchema, ...adminErrors },
      },
    },
    async (req) => supportQueue(deps, req.query.status),
  );
  r.get(
    '/auth/admin/support/:id',
    {
      ...admin,
      schema: {
        ...adminBase,
        summary: 'One conversation with its messages',
        params: idParams,
        response: { 200: supportThreadResponseSchema, ...adminErrors },
      },
    },
    async (req) => supportThreadForAdmin(deps, req.params.id),
  );
  r.post(
    '/auth/admin/support/:id/messages',
    {
      ...admin,
      schema: {
        ...adminBase,
        summary: 'Answer a conversation (the customer is notified and mailed)',
        params: idParams,
        body: supportMessageInputSchema,
        response: { 201: supportMessageResponseSchema, ...adminErrors, 409: apiErrorSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await answerThread(deps, authOf(req).userId, req.params.id, req.body.message)),
  );
  r.patch(
    '/auth/admin/support/:id',
    {
      ...admin,
      schema: {
        ...adminBase,
        summary: 'Take a conversation or close it (a complaint needs a written outcome)',
        params: idParams,
        body: supportAdminUpdateSchema,
        response: { 200: supportThreadResponseSchema, ...adminErrors, 409: apiErrorSchema },
      },
    },
    async (req) => updateSupportThread(deps, authOf(req).userId, req.params.id, req.body),
  );
  r.get(
    '/auth/admin/reports/complaints',
    {
      ...admin,
      schema: {
        ...adminBase,
        summary: 'Complaints opened, closed and late per month',
        response: { 200: complaintsReportSchema, ...adminErrors },
      },
    },
    async () => complaintsReport(deps),
  );
}
