import {
  idSchema,
  messageSchema,
  suitabilityQuestionsSchema,
  suitabilityRequestSchema,
  suitabilityResponseSchema,
} from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { heavyRateLimit } from '../../http/rate-limits.ts';
import { notFound } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { cancelHolding } from '../investments/cancellation.service.ts';
import { acknowledgeKiis, kiisDocument } from './kiis.service.ts';
import { kiisSheets } from './kiis-sheets.ts';
import { getSuitability, submitSuitability, suitabilityQuestions } from './suitability.service.ts';

const idParams = z.object({ id: idSchema });
const holdingParams = z.object({ holdingId: idSchema });

/**
 * Investor protection (docs/decisions/033-investor-protection.md): the knowledge test and capacity
 * for loss, key information sheets, and cancelling a purchase in its reflection period. With
 * INVESTOR_PROTECTION=off every one of these answers 404: the feature is not there.
 */
export async function protectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['investor protection'];
  const on = async () => {
    if (!deps.config.investorProtection) throw notFound();
  };
  const signedIn = { onRequest: app.authenticate, preHandler: on };
  const off = errorAnswers({ 404: 'Investor protection is off (INVESTOR_PROTECTION=off).' });
  const sheetBuilds = new Counter({
    name: 'kiis_sheet_builds_total',
    help: 'Key information sheet PDFs laid out by this instance (an unchanged sheet is built once and kept).',
    registers: [app.metricsRegistry],
  });
  const sheets = kiisSheets(() => sheetBuilds.inc());
  app.addHook('onClose', sheets.close);

  r.get(
    '/auth/suitability/questions',
    {
      ...signedIn,
      schema: { tags, summary: 'The knowledge test', response: { 200: suitabilityQuestionsSchema, ...off } },
    },
    async () => suitabilityQuestions(),
  );
  r.get(
    '/auth/suitability',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'My knowledge test result and capacity for loss',
        response: { 200: suitabilityResponseSchema, ...off },
      },
    },
    async (req) => getSuitability(deps, authOf(req).userId),
  );
  r.post(
    '/auth/suitability',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Take the knowledge test, or update my capacity for loss (without `answers`)',
        body: suitabilityRequestSchema,
        response: { 200: suitabilityResponseSchema, ...off },
      },
    },
    async (req) => submitSuitability(deps, authOf(req).userId, req.body),
  );
  r.get(
    '/auth/investments/:id/kiis',
    {
      onRequest: app.authenticate,
      config: heavyRateLimit(),
      preHandler: [on, app.heavyAnswer],
      schema: {
        tags,
        summary: "An offering's key investment information sheet (PDF); records that I opened it",
        params: idParams,
        response: {
          200: {
            description: 'The sheet as a PDF of at most 6 pages',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errorAnswers({ 404: 'No offering has this id.', 409: 'The sheet is not complete yet.' }),
        },
      },
    },
    async (req, typedReply) => {
      const reply: FastifyReply = typedReply;
      const file = await kiisDocument(deps, sheets, authOf(req).userId, req.params.id);
      return reply
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('Cache-Control', 'private, no-store')
        .header('Content-Type', 'application/pdf')
        .send(file.body);
    },
  );
  r.post(
    '/auth/investments/:id/kiis/ack',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Acknowledge an offering's key information sheet",
        params: idParams,
        response: {
          200: messageSchema,
          ...errorAnswers({
            404: 'No offering has this id.',
            409: 'The sheet is not complete yet, or this customer has not opened it (GET …/kiis) yet.',
          }),
        },
      },
    },
    async (req) => acknowledgeKiis(deps, authOf(req).userId, req.params.id),
  );
  r.post(
    '/auth/holdings/:holdingId/cancel',
    {
      ...signedIn,
      // A cancellation changes the customer's balance (what /me answers), never a session.
      config: { sessionsUnchanged: true },
      schema: {
        tags,
        summary: 'Cancel a purchase within its reflection period, for a full refund',
        params: holdingParams,
        response: {
          200: z.object({ message: z.string(), balance: z.number() }),
          ...errorAnswers({
            404: 'None of my holdings has this id.',
            409: 'The reflection period is over, or the purchase is cancelled already.',
          }),
        },
      },
    },
    async (req) => cancelHolding(deps, authOf(req).userId, req.params.holdingId),
  );
}
