import { ERROR_CODES, type ErrorCode, MSG } from '@app/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

type Issue = { instancePath: string; message: string };

/** Zod issues to `{ field: message }`, first message per field; the form shows each under its input. */
function fieldErrors(issues: Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

// Connection-level failures: refused, reset or cut (pg's own messages), and PostgreSQL's class 08
// (connection exception) and 57P0x (the server or an admin ended the connection).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|connection timeout|not queryable|Client was closed|Connection refused/i;

/** The database is unreachable right now (not a bug): worth a 503 the client or load balancer retries. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    i++
  ) {
    if (e.code && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (e.message && UNAVAILABLE_TEXT.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

// Fastify's own 4xx failures carry codes like FST_ERR_…; the answer names the contract's code for the status.
const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
};

/** Every failure leaves in docs/api.md's shape `{message, code?, errors?}`; a 500 never shows internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .code(error.statusCode)
          .send({ message: error.message, code: error.code, errors: error.errors, ...error.extra });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation as unknown as Issue[]);
        const whole = errors._;
        const message = whole
          ? 'The request must be a JSON object with the documented fields.'
          : Object.values(errors)[0];
        return reply
          .code(400)
          .send({ message: message ?? MSG.validation, code: ERROR_CODES.VALIDATION, errors });
      }
      const status = error.statusCode ?? 500;
      if (status === 413)
        return reply.code(413).send({ message: MSG.bodyTooLarge, code: ERROR_CODES.PAYLOAD_TOO_LARGE });
      if (status === 429)
        return reply.code(429).send({ message: MSG.tooManyRequests, code: ERROR_CODES.RATE_LIMITED });
      if (status === 415) {
        return reply
          .code(415)
          .send({ message: 'Unsupported content type.', code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE });
      }
      if (status >= 400 && status < 500) {
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'The request body is not valid JSON.'
            : error.message;
        return reply.code(status).send({ message, code: CODE_FOR_STATUS[status] ?? ERROR_CODES.VALIDATION });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply.code(503).header('retry-after', '5').send({
          message: 'The service is briefly unavailable. Please try again in a moment.',
          code: ERROR_CODES.UNAVAILABLE,
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: MSG.genericError, code: ERROR_CODES.INTERNAL });
    });
  },
  { name: 'errors' },
);
