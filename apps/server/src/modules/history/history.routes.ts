import {
  apiErrorSchema,
  movementFilterSchema,
  movementPageSchema,
  transactionsQuerySchema,
} from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { movementsCsvStream, pageMovements } from './ledger-history.service.ts';

/** The signed-in customer's own history (API.md "Additions (second round)"). */
export async function historyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['history'];
  const security = [{ bearerAuth: [] }];
  const signedIn = { onRequest: app.authenticate };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

  r.get(
    '/auth/transactions',
    {
      ...signedIn,
      schema: {
        summary: 'List my ledger movements, newest first (keyset pages)',
        tags,
        security,
        querystring: transactionsQuerySchema,
        response: { 200: movementPageSchema, ...errors },
      },
    },
    async (req) => pageMovements(deps, authOf(req).userId, req.query),
  );

  r.get(
    '/auth/transactions.csv',
    {
      ...signedIn,
      schema: {
        summary: 'Download every matching ledger movement as CSV (streamed)',
        tags,
        security,
        querystring: movementFilterSchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV, UTF-8 with a byte order mark, one line per movement'),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (req, typedReply) => {
      // The body is a stream, which Fastify sends as it is; the 200 schema above documents its text.
      const reply: FastifyReply = typedReply;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="transactions-${day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(movementsCsvStream(deps, authOf(req).userId, req.query));
    },
  );
}
