import {
  apiErrorSchema,
  EXPORT_FILE_NAMES,
  movementFilterSchema,
  movementPageSchema,
  portfolioQuerySchema,
  portfolioSchema,
  statementListSchema,
  statementPeriodSchema,
  statementQuerySchema,
  transactionsQuerySchema,
} from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { heavyRateLimit } from '../../http/rate-limits.ts';
import { movementsCsvStream, pageMovements } from './ledger-history.service.ts';
import { payoutCalendarIcs } from './payout-calendar-ics.ts';
import { portfolioOf } from './portfolio.service.ts';
import { findOwnHoldings } from './returns.repository.ts';
import { expectedPayouts } from './returns.service.ts';
import { statementFile } from './statement-files.ts';
import { statementPdfPool } from './statement-pdf-pool.ts';
import { listStatements } from './statements.service.ts';
import { taxStatementRoutes } from './tax-statements.routes.ts';

/** The signed-in customer's own history (docs/api.md). */
export async function historyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const pdfs = statementPdfPool();
  app.addHook('onClose', pdfs.close);
  taxStatementRoutes(app, pdfs);
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
      config: heavyRateLimit(),
      preHandler: app.heavyAnswer,
      schema: {
        summary: 'Download every matching ledger movement as CSV (streamed)',
        tags,
        security,
        querystring: movementFilterSchema,
        response: {
          200: {
            description: 'CSV, UTF-8 with a byte order mark, one line per movement',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (req, typedReply) => {
      // The body is a stream, which Fastify sends as it is; the 200 schema above documents its text.
      const reply: FastifyReply = typedReply;
      const name = EXPORT_FILE_NAMES.accountHistory(new Date().toISOString().slice(0, 10));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(movementsCsvStream(deps, authOf(req).userId, req.query));
    },
  );

  r.get(
    '/auth/statements',
    {
      ...signedIn,
      schema: {
        summary: 'List my monthly statements since the account opened, newest first',
        tags,
        security,
        response: { 200: statementListSchema, 401: apiErrorSchema },
      },
    },
    async (req) => listStatements(deps, authOf(req).userId),
  );

  r.get(
    '/auth/statements/:period',
    {
      ...signedIn,
      config: heavyRateLimit(),
      preHandler: app.heavyAnswer,
      schema: {
        summary: 'Download my statement for one month (PDF or CSV)',
        tags,
        security,
        params: statementPeriodSchema,
        querystring: statementQuerySchema,
        response: {
          200: {
            description: 'The statement as a PDF (default) or, with `format=csv`, a CSV file',
            content: {
              'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
              'text/csv': { schema: z.string() },
            },
          },
        },
      },
    },
    async (req, typedReply) => {
      const reply: FastifyReply = typedReply;
      const { format, paper } = req.query;
      const file = await statementFile(deps, pdfs, authOf(req).userId, {
        period: req.params.period,
        format,
        paper,
      });
      return reply
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Type', file.contentType)
        .send(file.body);
    },
  );

  r.get(
    '/auth/portfolio',
    {
      ...signedIn,
      schema: {
        summary: 'My portfolio: allocation, value over time, next maturities, returns, payout calendar',
        tags,
        security,
        querystring: portfolioQuerySchema,
        response: { 200: portfolioSchema, ...errors },
      },
    },
    async (req) => portfolioOf(deps, authOf(req).userId, req.query.range),
  );

  r.get(
    '/auth/portfolio/calendar.ics',
    {
      ...signedIn,
      schema: {
        summary: 'My expected payouts as a calendar file: one event per payout',
        tags,
        security,
        response: {
          200: {
            description: 'iCalendar (RFC 5545): one all-day event per expected payout',
            content: { 'text/calendar': { schema: z.string() } },
          },
        },
      },
    },
    async (req, typedReply) => {
      const reply: FastifyReply = typedReply;
      const now = new Date();
      const payouts = expectedPayouts(await findOwnHoldings(deps.db, authOf(req).userId), now);
      const host = new URL(deps.config.publicUrl).hostname;
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="expected-payouts.ics"')
        .header('Cache-Control', 'private, no-store')
        .send(payoutCalendarIcs(payouts, { host, now }));
    },
  );
}
