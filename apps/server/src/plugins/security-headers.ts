import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
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

/**
 * The policy of API answers (JSON, never rendered as a page: nosniff and their content type): nothing
 * may load, run, frame them or be framed by them (OWASP's REST Security recommendation).
 */
export const API_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/** Pages: helmet's defaults with the page policy above. */
const PAGE_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
};

/**
 * API answers: the headers of OWASP's REST Security cheat sheet (the strict policy, HSTS, nosniff,
 * X-Frame-Options DENY) and CORP, so no other site can pull an answer into its process. Helmet's
 * other headers (COOP, Origin-Agent-Cluster, Referrer-Policy, X-DNS-Prefetch-Control, …) govern
 * documents only; an API answer is never one.
 */
const API_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

// Helmet has no Permissions-Policy: pages get it here.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** /api/… but not /api/docs, which is a page (@fastify/swagger-ui sets its own policy on it). */
const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers through @fastify/helmet: the page set on pages, the API set on every API answer
 * (errors and unknown paths included, so the choice is by URL rather than by route), and
 * `Cache-Control: no-store` on API answers unless a route chose otherwise: balances and personal
 * data must not sit in a shared or browser cache. No CORS headers are ever sent: the web app is
 * served from the API's own origin, so browsers refuse other sites' reads.
 * @see https://github.com/fastify/fastify-helmet#example---using-the-reply-decorator
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, { ...PAGE_HEADERS, global: false });
    app.addHook('onRequest', (request, reply, done) => {
      if (isApi(request.url)) {
        reply.helmet(API_HEADERS);
      } else {
        reply.helmet();
        reply.header('permissions-policy', PERMISSIONS_POLICY);
      }
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
