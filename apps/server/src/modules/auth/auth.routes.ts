import {
  emailOnlySchema,
  loginResponseSchema,
  loginSchema,
  loginTwoFactorSchema,
  messageSchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenParamsSchema,
  stepUpResponseSchema,
  stepUpSchema,
  tokenResponseSchema,
  updatePasswordSchema,
  userSchema,
  verifyEmailSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { authRateLimit } from '../../http/rate-limits.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { changePassword, getMeJson, logout } from './account.service.ts';
import {
  forgotPassword,
  login,
  loginWithTwoFactor,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
  verifyResetToken,
} from './auth.service.ts';
import { stepUp } from './step-up.service.ts';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const limited = authRateLimit(app);
  const tags = ['auth'];

  r.post(
    '/auth/register',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Create an account',
        body: registerSchema,
        response: {
          201: registerResponseSchema,
          ...errorAnswers({ 409: 'The email is already registered.' }),
        },
      },
    },
    async (req, reply) => reply.code(201).send(await register(deps, req.body)),
  );
  r.post(
    '/auth/verify-email',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Verify an email address with its code',
        body: verifyEmailSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => verifyEmail(deps, req.body),
  );
  r.post(
    '/auth/resend-verification',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Send the verification code again',
        body: emailOnlySchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => resendVerification(deps, req.body.email),
  );
  r.post(
    '/auth/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: {
          200: loginResponseSchema,
          ...errorAnswers({
            401: 'Wrong email or password.',
            403: 'The email is not verified yet (code EMAIL_NOT_VERIFIED).',
          }),
        },
      },
    },
    async (req) => login(deps, req.body, requestMeta(req)),
  );
  r.post(
    '/auth/login/2fa',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Finish signing in with a two-factor code',
        body: loginTwoFactorSchema,
        response: {
          200: loginResponseSchema,
          ...errorAnswers({ 401: 'The code is wrong, or the sign-in challenge has expired.' }),
        },
      },
    },
    async (req) => loginWithTwoFactor(deps, req.body, requestMeta(req)),
  );
  r.post(
    '/auth/forgot-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: emailOnlySchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => forgotPassword(deps, req.body.email),
  );
  r.get(
    '/auth/verify-reset-token/:token',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Check a password reset link',
        params: resetTokenParamsSchema,
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (req) => verifyResetToken(deps, req.params.token),
  );
  r.post(
    '/auth/reset-password/:token',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        params: resetTokenParamsSchema,
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => resetPassword(deps, req.params.token, req.body.password),
  );

  const signedIn = { onRequest: app.authenticate, schema: { tags } };
  // Untyped `app.get`: the answer is JSON text, checked against userSchema when it was made.
  app.get(
    '/auth/me',
    {
      ...signedIn,
      schema: { ...signedIn.schema, summary: 'The signed-in user', response: { 200: userSchema } },
    },
    async (req, reply) =>
      reply.type('application/json; charset=utf-8').send(await getMeJson(deps, authOf(req).userId)),
  );
  r.post(
    '/auth/logout',
    {
      ...signedIn,
      schema: { ...signedIn.schema, summary: 'Sign out of this session', response: { 200: messageSchema } },
    },
    async (req) => logout(deps, authOf(req)),
  );
  r.put(
    '/auth/update-password',
    {
      ...signedIn,
      schema: {
        ...signedIn.schema,
        summary: 'Change the password',
        body: updatePasswordSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (req) => changePassword(deps, authOf(req), req.body),
  );
  r.post(
    '/auth/step-up',
    {
      ...signedIn,
      config: limited,
      schema: {
        ...signedIn.schema,
        summary:
          'Prove the password (and code) again before a sharp action: valid 10 minutes on this session',
        body: stepUpSchema,
        response: {
          200: stepUpResponseSchema,
          ...errorAnswers({ 400: 'The password or the code is not correct.' }),
        },
      },
    },
    async (req) => stepUp(deps, authOf(req), req.body),
  );
}
