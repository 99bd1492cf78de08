import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import pino, { type DestinationStream } from 'pino';
import { BatchedWriter } from '../lib/batched-writer.ts';

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

// Neither can be in a URL without a query string or 'reset' in it: most URLs skip the replacing.
const MAY_HOLD_SECRET = /[?]|reset/i;

export function redactUrl(url: string): string {
  if (!MAY_HOLD_SECRET.test(url)) return url;
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

const REQUEST_ID = Symbol('requestId');

/**
 * Fastify's per-request child logger, made without bindings: pino runs every binding through the
 * redaction paths when a child is made, which cost ~20 µs per request (a fifth of a cached GET). The
 * request id is put on the child instead and added to each line by the mixin below.
 */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  opts,
) => {
  // No route here sets its own log level or serializers: then the request's logger is the app's
  // logger with the request id on it, an object whose prototype is the app's logger. pino's child()
  // would re-derive its state on every request for nothing; the lines are the same.
  const child = (
    opts.level || opts.serializers ? logger.child({}, opts) : Object.create(logger)
  ) as FastifyBaseLogger & { [REQUEST_ID]?: unknown };
  child[REQUEST_ID] = bindings.reqId;
  return child;
};

/** Fastify's logger options: structured JSON lines with the request id, secrets censored. */
const STDOUT_BATCHED = { fd: 1, minLength: 8192, flushAfterMs: 250 } as const;

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    mixin: (_line: object, _level: number, logger: object) => {
      const reqId = (logger as { [REQUEST_ID]?: unknown })[REQUEST_ID];
      return reqId === undefined ? {} : { reqId };
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        userAgent: req.headers['user-agent'],
      }),
    },
    // stdout in batches (lib/batched-writer.ts): one asynchronous write per 8 kB or quarter of a
    // second of lines, whichever comes first, not a blocking write per line (that was ~40% of the
    // CPU of a cached GET); flushed synchronously at exit.
    stream: stream ?? (level === 'silent' ? undefined : new BatchedWriter(STDOUT_BATCHED)),
  };
}

const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};
LEVEL_VALUES.silent = Number.POSITIVE_INFINITY;

const { chindingsSym, streamSym, timeSym } = pino.symbols;

/** `,"name":<JSON>`, or nothing when the value is undefined (as JSON.stringify leaves such a key out). */
const field = (name: string, value: string | undefined) =>
  value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;

/**
 * The access line of a request, written straight to the log's destination: byte for byte the line
 * pino prints for `{ reqId, req, res, responseTime }` and 'request completed' through the serializers
 * above (request-log.access.test.ts compares the two), without pino serializing a new object per
 * request, which was a tenth of the CPU of a cached GET (docs/deploy.md §6).
 */
export function accessLineWriter(logger: FastifyBaseLogger) {
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[streamSym] as { write(line: string): unknown };
  const time = internals[timeSym] as () => string;
  const bindings = internals[chindingsSym] as string;
  return (request: FastifyRequest, reply: FastifyReply) => {
    const took = reply.elapsedTime;
    stream.write(
      `{"level":30${time()}${bindings}${field('reqId', request.id)},"req":{"method":${JSON.stringify(request.method)}` +
        `${field('url', redactUrl(request.url))}${field('host', request.host)}${field('remoteAddress', request.ip)}` +
        `${field('userAgent', request.headers['user-agent'])}},"res":{"statusCode":${reply.statusCode}},` +
        `"responseTime":${Number.isFinite(took) ? took : null},"msg":"request completed"}\n`,
    );
  };
}

/**
 * Every answer carries its request id, so a user's report can be matched with the logs; and every
 * answer is one access-log line (Fastify's own two lines per request are off: `LogController({ disableRequestLogging })`).
 * That line's fields are fixed and hold no secret (method, the URL through redactUrl, status, time,
 * peer, user agent: no header, no body), so it skips the redaction paths, which cost about a fifth of
 * the CPU of a cached GET when run on two lines per request (docs/decisions/007-caching-and-compression.md).
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  const writeAccessLine = accessLineWriter(app.log);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    // A route's own logLevel (or LOG_LEVEL) above info keeps it quiet, as Fastify's lines would be.
    if ((LEVEL_VALUES[request.log.level] ?? 30) <= 30) {
      writeAccessLine(request, reply);
    }
    done();
  });
});
