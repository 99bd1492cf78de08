import {
  apiErrorSchema,
  cancellationsReportSchema,
  EXPORT_KINDS,
  type ExportKind,
  exportQuerySchema,
  flowsQuerySchema,
  flowsReportSchema,
  REPORTS_MSG,
} from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { heavyRateLimit } from '../../http/rate-limits.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireStepUp } from '../auth/step-up.service.ts';
import { cancellationsPerOffering } from './cancellations.repository.ts';
import { exportFileName, startExport } from './exports.service.ts';
import { flowsReport } from './flows.service.ts';

const isExportKind = (v: string): v is ExportKind => EXPORT_KINDS.some((k) => k === v);

/**
 * The admin console's reports and exports (docs/api.md). Every route runs
 * `requireAdmin` first, so a customer is refused (403) before anything else is looked at.
 */
export async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const admin = { onRequest: app.requireAdmin };
  const base = { tags: ['admin'] };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  r.get(
    '/auth/admin/reports/flows',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'Money in and out per day (deposits, withdrawals, purchases, payouts, fees) and AUM',
        querystring: flowsQuerySchema,
        response: { 200: flowsReportSchema, ...errors },
      },
    },
    async (req) => flowsReport(deps, req.query.days),
  );

  r.get(
    '/auth/admin/reports/cancellations',
    {
      ...admin,
      schema: {
        ...base,
        summary: 'Purchases cancelled in their reflection period, per offering',
        response: { 200: cancellationsReportSchema, ...errors },
      },
    },
    async () => cancellationsPerOffering(deps.db),
  );

  r.get(
    '/auth/admin/exports/:kind.csv',
    {
      ...admin,
      config: heavyRateLimit(),
      preHandler: [requireStepUp(deps), app.heavyAnswer],
      schema: {
        ...base,
        summary: 'Download users, requests or the ledger as CSV (streamed), optionally by date',
        // An enum in the document only: an unknown kind is a 404 (no such export), not a 400.
        params: z.object({ kind: z.string().meta({ enum: [...EXPORT_KINDS] }) }),
        querystring: exportQuerySchema,
        response: {
          200: {
            description: 'CSV, UTF-8 with a byte order mark, oldest row first',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (req, typedReply) => {
      const { kind } = req.params;
      if (!isExportKind(kind)) throw notFound(REPORTS_MSG.unknownExport);
      // The body is a stream, which Fastify sends as it is; the 200 schema above documents its text.
      const reply: FastifyReply = typedReply;
      const body = await startExport(deps, authOf(req).userId, kind, req.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName(kind, req.query)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
}
