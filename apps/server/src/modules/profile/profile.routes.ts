import {
  cancelEmailChangeSchema,
  confirmEmailChangeSchema,
  emailChangeStatusSchema,
  messageSchema,
  profileResponseSchema,
  profileUserParamsSchema,
  updateProfileSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, ownerOrAdmin } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { authRateLimit } from '../../http/rate-limits.ts';
import {
  cancelEmailChange,
  confirmEmailChange,
  emailChangeStatus,
  updateProfile,
} from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const limited = authRateLimit(app);
  const base = { tags: ['profile'] };

  r.put(
    '/auth/admin/users-profile/:userId',
    {
      onRequest: app.authenticate,
      preValidation: ownerOrAdmin,
      schema: {
        ...base,
        summary: "Update a user's profile",
        params: profileUserParamsSchema,
        body: updateProfileSchema,
        response: {
          200: profileResponseSchema,
          ...errorAnswers({
            409: 'The email is taken, or name and birth date are locked while the identity is checked.',
            429: 'Too many email changes today, or too many mails to the new address lately.',
          }),
        },
      },
    },
    async (req) => updateProfile(deps, authOf(req), req.params.userId, req.body),
  );
  r.post(
    '/auth/cancel-email-change',
    {
      config: limited,
      schema: {
        tags: ['profile'],
        summary:
          'Cancel a pending email change with the link mailed to the old address; signs every device out',
        body: cancelEmailChangeSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => cancelEmailChange(deps, req.body.token),
  );
  r.get(
    '/auth/email-change',
    {
      onRequest: app.authenticate,
      schema: {
        ...base,
        summary: 'The pending email change, if any',
        response: { 200: emailChangeStatusSchema },
      },
    },
    async (req) => emailChangeStatus(deps, authOf(req)),
  );
  r.post(
    '/auth/confirm-email-change',
    {
      onRequest: app.authenticate,
      config: limited,
      schema: {
        ...base,
        summary: 'Confirm a new email address with its code',
        body: confirmEmailChangeSchema,
        response: {
          200: profileResponseSchema,
          ...errorAnswers({ 409: 'Another account took the new address meanwhile.' }),
        },
      },
    },
    async (req) => confirmEmailChange(deps, authOf(req), req.body.code),
  );
}
