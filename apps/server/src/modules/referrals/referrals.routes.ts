import { referralsResponseSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth.ts';
import { getReferrals } from './referrals.service.ts';

/** The customer's referral code and what came of it (docs/api.md). */
export async function referralsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  r.get(
    '/auth/referrals',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['referrals'],
        summary: 'Your referral code, share link, and how many joined with it',
        security: [{ bearerAuth: [] }],
        response: { 200: referralsResponseSchema },
      },
    },
    async (req) => getReferrals(deps, authOf(req).userId),
  );
}
