import { apiErrorSchema, taxStatementQuerySchema, taxYearParamsSchema, taxYearsSchema } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { heavyRateLimit } from '../../http/rate-limits.ts';
import type { StatementPdfPool } from './statement-pdf-pool.ts';
import { taxStatementCsv } from './tax-statement-documents.ts';
import { listTaxYears, loadTaxStatement } from './tax-statements.service.ts';

/**
 * The yearly tax statements (docs/api.md), drawn by the monthly statements' PDF worker:
 * one worker thread for every statement keeps the other core with the API.
 */
export function taxStatementRoutes(app: FastifyInstance, pdfs: StatementPdfPool) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['history'];
  const security = [{ bearerAuth: [] }];
  const signedIn = { onRequest: app.authenticate };

  r.get(
    '/auth/tax-statements',
    {
      ...signedIn,
      schema: {
        summary: 'List the calendar years (UTC) with activity in my account, newest first',
        tags,
        security,
        response: { 200: taxYearsSchema, 401: apiErrorSchema },
      },
    },
    async (req) => listTaxYears(deps, authOf(req).userId),
  );

  r.get(
    '/auth/tax-statements/:year',
    {
      ...signedIn,
      config: heavyRateLimit(),
      preHandler: app.heavyAnswer,
      schema: {
        summary: 'Download my tax statement for one calendar year (PDF or CSV)',
        tags,
        security,
        params: taxYearParamsSchema,
        querystring: taxStatementQuerySchema,
        response: {
          200: {
            description: 'The year as a PDF (default) or, with `format=csv`, a CSV file',
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
      const year = Number(req.params.year);
      const statement = await loadTaxStatement(deps, authOf(req).userId, year);
      const csv = req.query.format === 'csv';
      const body = csv
        ? Buffer.from(taxStatementCsv(statement), 'utf8')
        : await pdfs.buildTax(statement, 'a4');
      return reply
        .header('Content-Disposition', `attachment; filename="tax-statement-${year}.${csv ? 'csv' : 'pdf'}"`)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Type', csv ? 'text/csv; charset=utf-8' : 'application/pdf')
        .send(body);
    },
  );
}
