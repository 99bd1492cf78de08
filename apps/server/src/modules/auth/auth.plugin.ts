import { ERROR_CODES, MSG, STEP_UP_MSG } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import '../../http/auth.ts';
import { verifyAccessToken } from '../../lib/access-token.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { AUTH_CHANNEL, authCache, PROFILE_CHANNEL } from './auth-cache.ts';
import { findLiveSession, hasTwoFactor, touchSession } from './session.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A signed-in write that cannot end a session or change a role (a deposit, a purchase): after it,
     * the writer's sessions stay vouched for from memory and only their /me answer is dropped.
     */
    sessionsUnchanged?: boolean;
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

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);

    // The session check is answered from memory while the database's change notifications are known to
    // arrive (modules/auth/auth-cache.ts, ADR 039); otherwise, and on any doubt, by the database.
    const cache = authCache(app.db);
    const listener = app.database.listen([AUTH_CHANNEL, PROFILE_CHANNEL], {
      onNotify: (channel, payload) => {
        if (channel === PROFILE_CHANNEL) cache.dropMe(payload);
        else cache.dropUser(payload);
      },
      onLive: (live) => cache.setLive(live),
      onLost: (err) =>
        app.log.warn({ err: err?.message }, 'session listener lost its connection; reconnecting'),
    });
    app.addHook('onClose', () => listener.stop());

    // A write drops the writer's copy before its answer leaves, so the next request reads what it wrote
    // (other instances learn it by notification). A write by an admin or by nobody signed in (a password
    // reset, an email verification) may concern anyone: the whole copy goes. A route that says its writes
    // leave sessions as they were (`sessionsUnchanged`) drops only the writer's /me answer.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const auth = request.auth;
        if (!auth || auth.role === 'admin') cache.clear();
        else if (request.routeOptions.config.sessionsUnchanged) cache.dropMe(auth.userId);
        else cache.dropUser(auth.userId);
      }
      done(null, payload);
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) throw unauthorized();
      const claims = await verifyAccessToken(token, app.config);
      if (!claims) throw unauthorized();
      const idleSinceMs = Date.now() - app.config.sessionIdleMinutes * 60_000;
      let session = cache.session({ ...claims, idleSinceMs });
      if (!session) {
        const generation = cache.generation;
        session = await findLiveSession(app.db, { ...claims, idleSince: new Date(idleSinceMs) });
        if (!session) throw unauthorized(MSG.sessionExpired, ERROR_CODES.SESSION_EXPIRED);
        cache.storeSession(generation, session);
      }
      if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        cache.touched(session.userId, session.sessionId, await touchSession(app.db, session.sessionId));
      }
      request.auth = { userId: session.userId, role: session.role, sessionId: session.sessionId };
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (request.auth?.role !== 'admin') throw forbidden();
      // An admin without a second factor reaches only its enrolment (/auth/2fa/*, not admin routes).
      if (app.config.adminTwoFactorRequired && !(await hasTwoFactor(app.db, request.auth.userId))) {
        throw forbidden(STEP_UP_MSG.twoFactorRequired, ERROR_CODES.TWO_FACTOR_REQUIRED);
      }
    });
  },
  { name: 'auth', dependencies: ['errors'], decorators: { fastify: ['config', 'database', 'db'] } },
);
