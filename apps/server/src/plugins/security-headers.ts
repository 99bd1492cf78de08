import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every page. Scripts only from our own origin: no third-party script,
 * no inline script, no eval, no inline event handlers (`script-src-attr 'none'`), so stored text can
 * never run as code even if a screen forgot to escape it. Frames only from our own origin: the market
 * widgets run in a sandboxed frame of ours whose document has its own policy (plugins/web.ts).
 * Inline styles stay allowed: React's `style` attributes use them, and styles cannot run code.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // blob: the admin's identity-document viewer (bytes fetched with the token, shown from an object URL).
  imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: [],
};

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The policy of API answers (JSON, never rendered as a page: nosniff and their content type): nothing
 * may load, run, frame them or be framed by them (OWASP's REST Security recommendation). Also the
 * shortest: the pages' policy is 600 bytes that every API answer would carry for nothing.
 */
export const API_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Pages: Helmet's headers (CSP above, HSTS, nosniff, frame and referrer policies, no X-Powered-By) and
 * a Permissions-Policy. API answers: apiHeadersFrom(), and `Cache-Control: no-store` unless a route chose otherwise:
 * balances and personal data must not sit in a shared or browser cache. No CORS headers are ever sent:
 * the web app is served from the API's own origin, so browsers refuse other sites' reads.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const pageHeaders = {
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      crossOriginEmbedderPolicy: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const apiHeaders = apiHeadersFrom(pageHeaders);
  // Callback-style hooks: an async hook costs a promise per request, on every request.
  // (/api/docs is a page: @fastify/swagger-ui sets its own policy on it.)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});

/**
 * The headers of API answers (JSON, never rendered as a document): those of OWASP's REST Security
 * cheat sheet, plus CORP so no other site can pull an answer into its process. Helmet's other headers
 * (COOP, Origin-Agent-Cluster, Referrer-Policy, Permissions-Policy, X-DNS-Prefetch-Control, …) govern
 * documents only; on an API answer they are bytes and header checks on every request for nothing.
 */
export function apiHeadersFrom(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': API_CSP,
    'strict-transport-security': pageHeaders['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
  };
}

type Helmet = typeof import('helmet').default;

/**
 * Helmet's headers for these options, worked out once at start (helmet sets the same headers on every
 * answer: no nonces, nothing from the request). @fastify/helmet would build helmet again, parsing the
 * CSP, on every request: about a tenth of the CPU of a cached GET (docs/decisions/007-caching-and-compression.md).
 * helmet is loaded the way @fastify/helmet loads it (its own dependency), so the version is the same.
 */
export function helmetHeaders(options: Parameters<Helmet>[0]): Record<string, string> {
  const fromHere = createRequire(import.meta.url);
  const helmet = createRequire(fromHere.resolve('@fastify/helmet'))('helmet') as Helmet;
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}
