import {
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_WINDOW_MINUTES,
  contactResponseSchema,
  contactSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestMeta } from '../../http/request-meta.ts';
import { submitContactMessage } from './contact.service.ts';

/** POST /api/contact: public, rate limited per IP, validated with the contract's contactSchema. */
export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = {
    rateLimit: { max: CONTACT_RATE_LIMIT, timeWindow: `${CONTACT_RATE_WINDOW_MINUTES} minutes` },
  };

  r.post(
    '/contact',
    {
      config: limited,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        body: contactSchema,
        response: { 201: contactResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await submitContactMessage(app.deps, req.body, requestMeta(req))),
  );
}
