import {
  closeAccountSchema,
  dataExportAnswerSchema,
  dataExportParamsSchema,
  dataExportRequestSchema,
  idSchema,
  messageSchema,
  reopenAccountSchema,
} from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { authRateLimit } from '../../http/rate-limits.ts';
import { closeAccount, reopenAccount } from './closure.service.ts';
import { dataExportState, downloadArchive, requestDataExport } from './data-export.service.ts';

/** A customer's data on request and the closing of an account (ADR 053), and the admin's reopening. */
export async function privacyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['privacy'];
  const signedIn = { onRequest: app.authenticate };
  const limited = authRateLimit(app);

  r.post(
    '/auth/data-export',
    {
      ...signedIn,
      config: limited,
      schema: {
        tags,
        summary: 'Ask for an archive of my data (built off the request path, mailed when ready)',
        body: dataExportRequestSchema,
        response: {
          202: messageSchema,
          ...errorAnswers({
            400: 'The password is not correct.',
            429: 'An archive was already asked for in the last 24 hours.',
          }),
        },
      },
    },
    async (req, reply) => reply.code(202).send(await requestDataExport(deps, authOf(req), req.body)),
  );
  r.get(
    '/auth/data-export',
    {
      ...signedIn,
      schema: { tags, summary: 'The state of my newest archive', response: { 200: dataExportAnswerSchema } },
    },
    async (req) => ({ data: await dataExportState(deps, authOf(req).userId) }),
  );
  r.get(
    '/auth/data-export/:exportId/archive',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Download my archive (a zip), for 7 days after it is built',
        params: dataExportParamsSchema,
        response: {
          200: {
            description: 'The archive',
            content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errorAnswers({ 404: 'No such archive of yours, or it has expired.' }),
        },
      },
    },
    async (req, typedReply) => {
      const reply: FastifyReply = typedReply;
      const file = await downloadArchive(deps, authOf(req).userId, req.params.exportId);
      return reply
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Type', 'application/zip')
        .send(file.bytes);
    },
  );
  r.post(
    '/auth/close-account',
    {
      ...signedIn,
      config: limited,
      schema: {
        tags,
        summary: 'Close my account: every session ends and sign-in is refused',
        body: closeAccountSchema,
        response: {
          200: messageSchema,
          ...errorAnswers({
            400: 'The password or the code is not correct.',
            409: 'Cash, open holdings or something pending is left (code ACCOUNT_NOT_EMPTY, each named in errors).',
          }),
        },
      },
    },
    async (req) => closeAccount(deps, authOf(req), req.body),
  );
  r.post(
    '/auth/admin/users/:userId/reopen',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reopen a closed account (reason audited; the customer is mailed a reset link)',
        params: z.object({ userId: idSchema }),
        body: reopenAccountSchema,
        response: {
          200: messageSchema,
          ...errorAnswers({ 404: 'No such user.', 409: 'The account is not closed.' }),
        },
      },
    },
    async (req) => reopenAccount(deps, authOf(req).userId, req.params.userId, req.body.reason),
  );
}
