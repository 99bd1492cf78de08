import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every answer. Scripts only from our own origin and the TradingView
 * embed script; no inline script, no eval, no inline event handlers (`script-src-attr 'none'`), so
 * stored text can never run as code even if a screen forgot to escape it. Frames only from
 * TradingView's widget hosts (the market ticker and heat map) and blob: (the admin's PDF viewer). Inline styles stay allowed: React's
 * `style` attributes and the widgets use them, and styles cannot run code.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://s3.tradingview.com'],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // blob: the admin's identity-document viewer (bytes fetched with the token, shown from an object URL).
  imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ['https://*.tradingview-widget.com', 'https://*.tradingview.com', 'blob:'],
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
 * Helmet's headers (CSP above, HSTS, nosniff, frame and referrer policies, no X-Powered-By), a
 * Permissions-Policy, and `Cache-Control: no-store` on API answers unless a route chose otherwise:
 * balances and personal data must not sit in a shared or browser cache. No CORS headers are ever sent:
 * the web app is served from the API's own origin, so browsers refuse other sites' reads.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      crossOriginEmbedderPolicy: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  // Callback-style hooks: an async hook costs a promise per request, on every request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});

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
