import {
  confirmEmailChangeSchema,
  emailChangeStatusSchema,
  profileResponseSchema,
  profileUserParamsSchema,
  updateProfileSchema,
} from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertSelfOrAdmin, authOf } from '../../plugins/auth.ts';
import { AUTH_WINDOW } from '../../plugins/rate-limit.ts';
import { confirmEmailChange, emailChangeStatus, updateProfile } from './profile.service.ts';

/** Owner or admin, decided before the body is even validated: someone else's id is a 403, never a 400. */
export async function ownerOrAdmin(request: FastifyRequest) {
  assertSelfOrAdmin(request, String((request.params as { userId?: unknown }).userId ?? ''));
}

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const limited = { rateLimit: { max: app.config.authRateLimit, timeWindow: AUTH_WINDOW } };
  const base = { tags: ['profile'], security: [{ bearerAuth: [] }] };

  r.put(
    '/auth/admin/users-profile/:userId',
    {
      onRequest: app.authenticate,
      preValidation: ownerOrAdmin,
      schema: {
        ...base,
        params: profileUserParamsSchema,
        body: updateProfileSchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (req) => updateProfile(deps, authOf(req), req.params.userId, req.body),
  );
  r.get(
    '/auth/email-change',
    { onRequest: app.authenticate, schema: { ...base, response: { 200: emailChangeStatusSchema } } },
    async (req) => emailChangeStatus(deps, authOf(req)),
  );
  r.post(
    '/auth/confirm-email-change',
    {
      onRequest: app.authenticate,
      config: limited,
      schema: { ...base, body: confirmEmailChangeSchema, response: { 200: profileResponseSchema } },
    },
    async (req) => confirmEmailChange(deps, authOf(req), req.body.code),
  );
}
