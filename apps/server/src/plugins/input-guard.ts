import { ERROR_CODES } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

export const NUL_MESSAGE = 'Text must not contain NUL characters.';
const MAX_DEPTH = 32;

/** True when any string (or key) inside `value` holds a NUL character. Bodies are at most 64 KB. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any field reached the database as an error and a 500.
 * Every body, query and path is checked before validation and refused with a plain 400 instead.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // Callback style: an async hook would cost a promise on every request.
    app.addHook('preValidation', (request, _reply, done) => {
      if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
        return done(new AppError(400, NUL_MESSAGE, ERROR_CODES.VALIDATION));
      }
      done();
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
