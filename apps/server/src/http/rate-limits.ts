import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/app-error.ts';

/** The window of the per-IP limit on sign-in, sign-up, reset and code routes (ADR 004). */
export const AUTH_WINDOW = '15 minutes';

/** Route config for that limit (plugins/rate-limit.ts registers @fastify/rate-limit, opt-in per route). */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.authRateLimit, timeWindow: AUTH_WINDOW } };
}

/**
 * Heavy answers (statements, the history CSV, admin exports) build a file on the server: each user may
 * ask for at most HEAVY_PER_MINUTE of them a minute, have HEAVY_PER_USER in flight, and the instance
 * HEAVY_PER_INSTANCE in all, so a burst of them cannot starve everyone else (security round 3).
 */
export const HEAVY_PER_MINUTE = 30;
export const HEAVY_PER_USER = 2;
export const HEAVY_PER_INSTANCE = 4;
/** Seconds a refused heavy answer is told to wait (Retry-After): a file takes about that long. */
export const HEAVY_RETRY_AFTER_SECONDS = 5;

/** The per-user limit, counted after sign-in (so by user id, not by IP). */
export function heavyRateLimit() {
  return {
    rateLimit: {
      max: HEAVY_PER_MINUTE,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `heavy:${request.auth?.userId ?? request.ip}`,
    },
  };
}

/**
 * A preHandler that lets a heavy answer start only while the user and the instance are under their
 * caps; the slot is given back when the response is finished or the connection closes.
 */
export function heavyAnswerGate(limits = { perUser: HEAVY_PER_USER, perInstance: HEAVY_PER_INSTANCE }) {
  const inFlight = new Map<string, number>();
  let total = 0;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.auth?.userId ?? request.ip;
    const mine = inFlight.get(key) ?? 0;
    if (mine >= limits.perUser || total >= limits.perInstance) {
      reply.header('Retry-After', String(HEAVY_RETRY_AFTER_SECONDS));
      throw tooManyRequests();
    }
    inFlight.set(key, mine + 1);
    total++;
    reply.raw.once('close', () => {
      total--;
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    });
  };
}
