import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The window of the per-IP limit on sign-in, sign-up, reset and code routes (ADR 004). */
export const AUTH_WINDOW = '15 minutes';

/** Route config for that limit (plugins/rate-limit.ts registers @fastify/rate-limit, opt-in per route). */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.authRateLimit, timeWindow: AUTH_WINDOW } };
}

/**
 * Heavy answers (statements, the history CSV, admin exports, key information sheets) build a file on
 * the server: each user may ask for at most HEAVY_PER_MINUTE of them a minute and have HEAVY_PER_USER
 * in flight; the instance builds HEAVY_PER_INSTANCE at once and lets up to HEAVY_QUEUE wait
 * HEAVY_WAIT_MS for a slot, handed out fairly between users (http/heavy-answer-gate.ts, ADR 045).
 */
export const HEAVY_PER_MINUTE = 30;
export const HEAVY_PER_USER = 2;
export const HEAVY_PER_INSTANCE = 4;
export const HEAVY_QUEUE = 16;
export const HEAVY_WAIT_MS = 10_000;
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
