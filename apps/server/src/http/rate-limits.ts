import type { FastifyInstance } from 'fastify';

/** The window of the per-IP limit on sign-in, sign-up, reset and code routes (ADR 004). */
export const AUTH_WINDOW = '15 minutes';

/** Route config for that limit (plugins/rate-limit.ts registers @fastify/rate-limit, opt-in per route). */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.authRateLimit, timeWindow: AUTH_WINDOW } };
}
