import type { UserRole } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/app-error.ts';

/** Who is asking: set on the request by `app.authenticate` (modules/auth/auth.plugin.ts). */
export interface AuthContext {
  userId: string;
  role: UserRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A path `:userId` must be the caller's own unless the caller is an admin (docs/architecture.md "Rules the product decides"). */
export function assertSelfOrAdmin(request: FastifyRequest, userId: string): AuthContext {
  const auth = authOf(request);
  if (auth.userId !== userId && auth.role !== 'admin') throw forbidden();
  return auth;
}

/** Owner or admin, decided before the body is even validated: someone else's id is a 403, never a 400. */
export async function ownerOrAdmin(request: FastifyRequest) {
  assertSelfOrAdmin(request, String((request.params as { userId?: unknown }).userId ?? ''));
}
