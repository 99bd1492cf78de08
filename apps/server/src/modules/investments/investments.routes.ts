import {
  adminOfferingListSchema,
  holdingsResponseSchema,
  idSchema,
  investRequestSchema,
  investResponseSchema,
  messageSchema,
  offeringCreateOrEditSchema,
  offeringListSchema,
  offeringResponseSchema,
  offeringTermsWaitingSchema,
  offeringUpdateSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSelfOrAdmin, authOf } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { IDEMPOTENCY_HEADER_NAME, readIdempotencyKey } from '../../lib/idempotency.ts';
import { invest, listUserHoldings } from './invest.service.ts';
import { OFFERINGS_CHANNEL, offeringsCache } from './offerings.cache.ts';
import {
  archiveOfferingById,
  createOffering,
  editOffering,
  listOfferingsForAdmin,
  listOfferingsJson,
} from './offerings.service.ts';

const idParams = z.object({ id: idSchema });
const TERMS_WAITING =
  'The offering has holders and the edit changes its return or term: nothing changes yet, the edit waits for a second admin (`PATCH /auth/admin/approvals/:id`).';
const TERMS_STEP_UP =
  'A change of the return or term of an offering with holders needs a step-up in the last 10 minutes (STEP_UP_REQUIRED).';
const userParams = z.object({ userId: idSchema });
// Declared like the wallet's writes, so the OpenAPI shows that a retried purchase never buys twice.
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER_NAME]: z.string().optional() });

/** Offerings (public list, admin create/edit/archive), purchases and holdings (docs/api.md). */
export async function investmentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['investments'];
  const admin = { onRequest: app.requireAdmin };
  const signedIn = { onRequest: app.authenticate };

  // Served from memory as ready JSON text (offerings.cache.ts); every instance LISTENs for changes.
  // A notification, or a (re)connected listener (notifications may have been missed), drops the copy.
  const drop = () => offeringsCache(deps.db).drop();
  const listener = app.database.listen([OFFERINGS_CHANNEL], {
    onNotify: drop,
    onLive: (live) => {
      if (live) drop();
    },
    onLost: (err) =>
      app.log.warn({ err: err?.message }, 'offerings listener lost its connection; reconnecting'),
  });
  app.addHook('onClose', () => listener.stop());
  // Untyped `app.get`: the answer is JSON bytes already checked against offeringListSchema. Not
  // compressed: 3 kB fits a phone connection's first round trip either way, and compressing measured
  // slower (ADR 040). Bytes rather than text: Node would encode the text again for every answer.
  // Not async while the copy is fresh: no promise per answer.
  const cache = offeringsCache(deps.db);
  const listSchema = {
    tags,
    summary: 'The offerings open to investors',
    response: { 200: offeringListSchema },
  };
  app.get('/auth/investments', { schema: listSchema }, (_req, reply) => {
    reply.type('application/json; charset=utf-8');
    const fresh = cache.fresh();
    if (fresh !== null) return reply.send(fresh);
    return listOfferingsJson(deps).then((json) => reply.send(json));
  });
  r.get(
    '/auth/admin/investments',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every offering, archived ones too',
        response: { 200: adminOfferingListSchema },
      },
    },
    async () => listOfferingsForAdmin(deps),
  );
  r.post(
    '/auth/investments',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Create an offering (or edit one with `editId`)',
        body: offeringCreateOrEditSchema,
        response: {
          200: offeringResponseSchema.describe('The offering named by `editId`, edited.'),
          201: offeringResponseSchema,
          202: offeringTermsWaitingSchema.describe(TERMS_WAITING),
          ...errorAnswers({ 403: TERMS_STEP_UP, 404: 'No offering has the `editId`.' }),
        },
      },
    },
    async (req, reply) => {
      const { editId, ...fields } = req.body;
      const adminId = authOf(req).userId;
      if (editId) {
        const edited = await editOffering(deps, authOf(req), editId, fields);
        if (edited.status === 202) return reply.code(202).send(edited.body);
        return reply.code(200).send(edited.body);
      }
      return reply.code(201).send(await createOffering(deps, adminId, fields));
    },
  );
  r.put(
    '/auth/investments/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Edit an offering',
        params: idParams,
        body: offeringUpdateSchema,
        response: {
          200: offeringResponseSchema,
          202: offeringTermsWaitingSchema.describe(TERMS_WAITING),
          ...errorAnswers({ 403: TERMS_STEP_UP, 404: 'No offering has this id.' }),
        },
      },
    },
    async (req, reply) => {
      const edited = await editOffering(deps, authOf(req), req.params.id, req.body);
      if (edited.status === 202) return reply.code(202).send(edited.body);
      return reply.code(200).send(edited.body);
    },
  );
  r.delete(
    '/auth/investments/:id',
    {
      ...admin,
      schema: { tags, summary: 'Archive an offering', params: idParams, response: { 200: messageSchema } },
    },
    async (req) => archiveOfferingById(deps, authOf(req).userId, req.params.id),
  );

  r.post(
    '/auth/invest',
    {
      // A purchase changes the buyer's balance (what /me answers), never a session (modules/auth/auth.plugin.ts).
      ...signedIn,
      config: { sessionsUnchanged: true },
      schema: {
        tags,
        summary: 'Buy units of an offering',
        headers: idempotencyHeaders,
        body: investRequestSchema,
        response: {
          201: investResponseSchema,
          ...errorAnswers({
            403: 'The identity check is not approved yet (code NOT_VERIFIED).',
            404: 'No offering has the `investmentId`.',
            409: 'The offering is off sale or its price changed, or the Idempotency-Key was used for another purchase.',
          }),
        },
      },
    },
    async (req, reply) => {
      const key = readIdempotencyKey(req.headers);
      const result = await invest(deps, authOf(req).userId, req.body, key);
      return reply.code(result.statusCode as 201).send(result.body);
    },
  );
  r.get(
    '/auth/user-investments/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A customer's holdings",
        params: userParams,
        response: { 200: holdingsResponseSchema },
      },
    },
    async (req) => {
      assertSelfOrAdmin(req, req.params.userId);
      return listUserHoldings(deps, req.params.userId);
    },
  );
}
