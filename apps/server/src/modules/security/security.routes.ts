import {
  disableTwoFactorSchema,
  enableTwoFactorResponseSchema,
  enableTwoFactorSchema,
  messageSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  twoFactorSetupResponseSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { AUTH_WINDOW } from '../../plugins/rate-limit.ts';
import { endOtherSessions, endSession, listSessions } from './session-list.service.ts';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.service.ts';

/** Two-factor sign-in (TOTP) and the caller's active sessions. The login step itself lives in auth. */
export async function securityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const limited = { rateLimit: { max: app.config.authRateLimit, timeWindow: AUTH_WINDOW } };
  const base = { tags: ['security'], security: [{ bearerAuth: [] }] };
  const signedIn = { onRequest: app.authenticate };

  r.post(
    '/auth/2fa/setup',
    { ...signedIn, config: limited, schema: { ...base, response: { 200: twoFactorSetupResponseSchema } } },
    async (req) => setupTwoFactor(deps, authOf(req)),
  );
  r.post(
    '/auth/2fa/enable',
    {
      ...signedIn,
      config: limited,
      schema: { ...base, body: enableTwoFactorSchema, response: { 200: enableTwoFactorResponseSchema } },
    },
    async (req) => enableTwoFactor(deps, authOf(req), req.body.code),
  );
  r.post(
    '/auth/2fa/disable',
    {
      ...signedIn,
      config: limited,
      schema: { ...base, body: disableTwoFactorSchema, response: { 200: messageSchema } },
    },
    async (req) => disableTwoFactor(deps, authOf(req), req.body),
  );

  r.get(
    '/auth/sessions',
    { ...signedIn, schema: { ...base, response: { 200: sessionListSchema } } },
    async (req) => listSessions(deps, authOf(req)),
  );
  r.delete(
    '/auth/sessions/:id',
    { ...signedIn, schema: { ...base, params: sessionIdParamsSchema, response: { 200: messageSchema } } },
    async (req) => endSession(deps, authOf(req), req.params.id),
  );
  r.delete(
    '/auth/sessions',
    { ...signedIn, schema: { ...base, response: { 200: messageSchema } } },
    async (req) => endOtherSessions(deps, authOf(req)),
  );
}
