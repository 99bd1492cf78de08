import { messageSchema, sessionIdParamsSchema, sessionListSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth.ts';
import { endOtherSessions, endSession, listSessions } from './session-list.service.ts';

/** The caller's active sessions: list them, end one, or end every other. */
export async function sessionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const base = { tags: ['sessions'] };
  const signedIn = { onRequest: app.authenticate };

  r.get(
    '/auth/sessions',
    {
      ...signedIn,
      schema: { ...base, summary: "The caller's active sessions", response: { 200: sessionListSchema } },
    },
    async (req) => listSessions(deps, authOf(req)),
  );
  r.delete(
    '/auth/sessions/:id',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'End one session',
        params: sessionIdParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => endSession(deps, authOf(req), req.params.id),
  );
  r.delete(
    '/auth/sessions',
    {
      ...signedIn,
      schema: { ...base, summary: 'End every other session', response: { 200: messageSchema } },
    },
    async (req) => endOtherSessions(deps, authOf(req)),
  );
}
