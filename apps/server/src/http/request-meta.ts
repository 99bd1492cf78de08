import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../deps.ts';

/** The caller's address and browser, as services record them (sign-in alerts, contact messages). */
export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});
