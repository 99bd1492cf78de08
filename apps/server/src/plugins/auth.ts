import { ERROR_CODES, MSG, type UserRole } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../lib/access-token.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { findLiveSession, touchSession } from '../modules/auth/session.repository.ts';

export interface AuthContext {
  userId: string;
  role: UserRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the bearer token belongs to a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: 401 without a live session, 403 unless the user is an admin now. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

// Writing last_seen_at on every request would turn every read into a write; a minute is precise enough.
const TOUCH_EVERY_MS = 60_000;

/** The signed-in user of a request that passed `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A path `:userId` must be the caller's own unless the caller is an admin (DESIGN.md §5). */
export function assertSelfOrAdmin(request: FastifyRequest, userId: string): AuthContext {
  const auth = authOf(request);
  if (auth.userId !== userId && auth.role !== 'admin') throw forbidden();
  return auth;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized();
    const claims = await verifyAccessToken(token, app.config.jwtSecret);
    if (!claims) throw unauthorized();
    const idleSince = new Date(Date.now() - app.config.sessionIdleMinutes * 60_000);
    const session = await findLiveSession(app.db, { ...claims, idleSince });
    if (!session) throw unauthorized(MSG.sessionExpired, ERROR_CODES.SESSION_EXPIRED);
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(app.db, session.sessionId);
    }
    request.auth = { userId: session.userId, role: session.role, sessionId: session.sessionId };
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.auth?.role !== 'admin') throw forbidden();
  });
});
