import {
  adminAutoInvestSchema,
  messageSchema,
  strategyCreateSchema,
  strategyListSchema,
  strategyParamsSchema,
  strategyPreviewSchema,
  strategyReportSchema,
  strategyResponseSchema,
  strategyUpdateSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { notFound } from '../../lib/app-error.ts';
import { adminAutoInvestOverview, previewStrategy, strategyReport } from './auto-invest.report.ts';
import {
  createStrategy,
  deleteMyStrategy,
  listMyStrategies,
  updateMyStrategy,
} from './auto-invest.service.ts';

/**
 * Auto-invest (docs/decisions/051-auto-invest.md): a customer's strategies, what each would buy
 * now, what each bought, and the operator's overview. With AUTO_INVEST=off every route answers 404.
 */
export async function autoInvestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['auto-invest'];
  const on = async () => {
    if (!deps.config.autoInvest) throw notFound();
  };
  const signedIn = { onRequest: app.authenticate, preHandler: on };
  const admin = { onRequest: app.requireAdmin, preHandler: on };
  const off = errorAnswers({ 404: 'Auto-invest is off (AUTO_INVEST=off).' });
  const refusals = errorAnswers({
    403: 'Identity not verified, or the knowledge test is out of date (SUITABILITY_REQUIRED).',
    404: 'No such strategy of yours, or auto-invest is off (AUTO_INVEST=off).',
    409: 'Too many strategies, or turning it on needs the key information acknowledgement or consent.',
  });

  r.get(
    '/auth/auto-invest',
    {
      ...signedIn,
      schema: { tags, summary: 'My auto-invest strategies', response: { 200: strategyListSchema, ...off } },
    },
    async (req) => listMyStrategies(deps, authOf(req).userId),
  );
  r.post(
    '/auth/auto-invest',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Create a strategy (at least two criteria)',
        body: strategyCreateSchema,
        response: { 201: strategyResponseSchema, ...refusals },
      },
    },
    async (req, reply) => reply.code(201).send(await createStrategy(deps, authOf(req).userId, req.body)),
  );
  r.patch(
    '/auth/auto-invest/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change a strategy: any field, or pause and resume it with `active`',
        params: strategyParamsSchema,
        body: strategyUpdateSchema,
        response: { 200: strategyResponseSchema, ...refusals },
      },
    },
    async (req) => updateMyStrategy(deps, authOf(req).userId, req.params.id, req.body),
  );
  r.delete(
    '/auth/auto-invest/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a strategy (the holdings it bought stay)',
        params: strategyParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => deleteMyStrategy(deps, authOf(req).userId, req.params.id),
  );
  r.get(
    '/auth/auto-invest/:id/preview',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'What the strategy would buy now, and what it would skip and why',
        params: strategyParamsSchema,
        response: { 200: strategyPreviewSchema },
      },
    },
    async (req) => previewStrategy(deps, authOf(req).userId, req.params.id),
  );
  r.get(
    '/auth/auto-invest/:id/report',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'What the strategy bought, its spread, and its recent decisions',
        params: strategyParamsSchema,
        response: { 200: strategyReportSchema },
      },
    },
    async (req) => strategyReport(deps, authOf(req).userId, req.params.id),
  );
  r.get(
    '/auth/admin/auto-invest',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Strategies, money waiting in them, and auto-purchases per offering',
        response: { 200: adminAutoInvestSchema, ...off },
      },
    },
    async () => adminAutoInvestOverview(deps),
  );
}
