import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import fp from 'fastify-plugin';
import pino, { type DestinationStream } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';
// An id from a load balancer or client is kept when it is plainly an id; anything else is replaced.
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request id: the caller's `x-request-id` when it looks like one, else a new UUID. */
export function genReqId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && INCOMING_ID.test(given) ? given : randomUUID();
}

// Secrets that travel in URLs: reset tokens in the path, codes and tokens in the query (mail links).
const SECRET_IN_PATH = /(\/(?:reset-password|verify-reset-token)\/)[^/?#]+/gi;
const SECRET_IN_QUERY = /([?&](?:code|token|challengeToken|key|password|secret)=)[^&#]*/gi;

/** A URL as it may be logged: pino's `redact` censors whole fields, these are parts of one. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[redacted]').replace(SECRET_IN_QUERY, '$1[redacted]');
}

/**
 * Everything pino must never print, wherever a log call puts it: credentials in headers, password
 * and token fields of any object logged one or two levels deep, and our own secret columns.
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'challengeToken',
  'resetToken',
  'recoveryCodes',
  'totpSecret',
  'secret',
  'tokenHash',
  'authorization',
  'cookie',
];
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

/**
 * One access line per request: Fastify's 'request completed' line, with the request on it, instead
 * of its two lines ('incoming request', then 'request completed'). Fastify's other per-request
 * lines stay off (`disableRequestLogging`): the error handler (plugins/errors.ts) logs the failures
 * worth reading, and a 404 is already an access line.
 *
 * The line's fields are fixed and hold no secret (serializeRequest below: the URL through
 * redactUrl, no header but the user agent, no body), so it goes through a child logger without the
 * redact paths (pino's documented `redact: []`): run over every access line, pino's wildcard
 * redaction cost about as much CPU as the rest of a cached GET. Every other line keeps it.
 * @see https://fastify.dev/docs/latest/Reference/Server/#logcontroller
 * @see https://getpino.io/#/docs/api?id=optionsredact-array-object
 */
export class AccessLog extends LogController {
  private lines: FastifyBaseLogger | undefined;

  constructor() {
    super({ disableRequestLogging: true });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    // A route's own log level above info (or LOG_LEVEL) keeps its access lines out.
    else if (
      (pino.levels.values[request.log.level] ?? Number.POSITIVE_INFINITY) <= pino.levels.values.info!
    ) {
      this.lines ??= request.server.log.child({}, { redact: [] });
      this.lines.info(line, 'request completed');
    }
  }
}

/** What the access line says of a request: no header beyond the user agent, no body. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    userAgent: req.headers['user-agent'],
    userId: req.auth?.userId,
  };
}

/**
 * Fastify's logger options: JSON lines with the request id (Fastify's `reqId`), secrets censored by
 * pino's `redact`, written to stdout asynchronously by pino's own destination (sonic-boom; what is
 * still buffered is written synchronously at exit).
 * @see https://getpino.io/#/docs/asynchronous
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // `res` keeps Fastify's serializer: the status code alone.
    serializers: { req: serializeRequest },
    stream: stream ?? (level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false })),
  };
}

/** Every answer carries its request id, so a user's report can be matched with the logs. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
