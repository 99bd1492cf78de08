import {
  adminTwoFactorResetSchema,
  disableTwoFactorSchema,
  enableTwoFactorResponseSchema,
  enableTwoFactorSchema,
  messageSchema,
  profileUserParamsSchema,
  twoFactorSetupResponseSchema,
  twoFactorSetupSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { authRateLimit } from '../../http/rate-limits.ts';
import { requireStepUp } from '../auth/step-up.service.ts';
import {
  adminResetTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
} from './two-factor.service.ts';

/** Two-factor sign-in (TOTP) set-up and removal. The login step itself lives in auth. */
export async function twoFactorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const limited = authRateLimit(app);
  const base = { tags: ['two-factor'] };
  const signedIn = { onRequest: app.authenticate };

  r.post(
    '/auth/2fa/setup',
    {
      ...signedIn,
      config: limited,
      schema: {
        ...base,
        summary: 'Start two-factor set-up (needs the current password)',
        body: twoFactorSetupSchema,
        response: {
          200: twoFactorSetupResponseSchema,
          ...errorAnswers({ 409: 'Two-factor sign-in is already on.' }),
        },
      },
    },
    async (req) => setupTwoFactor(deps, authOf(req), req.body),
  );
  r.post(
    '/auth/2fa/enable',
    {
      ...signedIn,
      config: limited,
      schema: {
        ...base,
        summary: 'Turn two-factor sign-in on',
        body: enableTwoFactorSchema,
        response: {
          200: enableTwoFactorResponseSchema,
          ...errorAnswers({ 409: 'Two-factor sign-in is already on, or its set-up was not started.' }),
        },
      },
    },
    async (req) => enableTwoFactor(deps, authOf(req), req.body.code),
  );
  r.post(
    '/auth/2fa/disable',
    {
      ...signedIn,
      config: limited,
      schema: {
        ...base,
        summary: 'Turn two-factor sign-in off',
        body: disableTwoFactorSchema,
        response: { 200: messageSchema, ...errorAnswers({ 409: 'Two-factor sign-in is not on.' }) },
      },
    },
    async (req) => disableTwoFactor(deps, authOf(req), req.body),
  );
  r.post(
    '/auth/admin/users/:userId/2fa-reset',
    {
      onRequest: app.requireAdmin,
      preHandler: requireStepUp(deps),
      schema: {
        ...base,
        tags: ['admin'],
        summary:
          "Turn off a customer's two-factor sign-in for account recovery (reason audited, customer mailed)",
        params: profileUserParamsSchema,
        body: adminTwoFactorResetSchema,
        response: {
          200: messageSchema,
          ...errorAnswers({ 409: 'Two-factor sign-in is not on for this customer.' }),
        },
      },
    },
    async (req) => adminResetTwoFactor(deps, authOf(req), req.params.userId, req.body.reason),
  );
}
