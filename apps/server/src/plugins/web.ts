import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, MSG } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Hashed file names (Vite's `assets/name-[hash].js`): the bytes behind a name never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and the SPA shell: cached, but revalidated (ETag / Last-Modified -> 304) before every use. */
export const REVALIDATE = 'no-cache';

/** Every prerendered page: '/about-us' -> 'about-us/index.html'. */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === 'assets') continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') {
        const rel = path.relative(root, full);
        const route = `/${path.dirname(rel)}`.replace(/\/\.$/, '').replace(/^\/\.?$/, '/') || '/';
        pages.set(route === '' ? '/' : route, rel);
      }
    }
  };
  walk(root);
  return pages;
}

/**
 * The policy of the market widgets' frame document (apps/web/public/embed/): our small loader and the
 * widget provider's script, its frames, images and inline styles; nothing else, and only our own
 * pages may frame it. The pages frame it sandboxed without allow-same-origin, so whatever runs in it
 * has an opaque origin: it reads no session and no page of ours. The `sandbox` directive gives the
 * document the same opaque origin when it is opened directly (a link, a new tab), where no frame
 * attribute applies; its flags are the frame's (MARKET_EMBED_SANDBOX in the web app), so inside the
 * frame the two agree and the widget works as before (ADR 022).
 */
export const EMBED_CSP = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
  "default-src 'none'",
  "script-src 'self' https://s3.tradingview.com",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  'frame-src https://*.tradingview-widget.com https://*.tradingview.com',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');
export const EMBED_PATH = '/embed/';

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ message: MSG.notFound, code: ERROR_CODES.NOT_FOUND });

/**
 * Serves the built web app (docs/decisions/040-caching-compression-headers-through-libraries.md):
 * - hashed assets cached for a year as immutable; an unknown /assets/ name (a chunk of an older
 *   build) is a 404, never the HTML shell, so a stale tab fails fast instead of parsing HTML as JS;
 * - prerendered public pages by path, and the unrendered SPA shell (app.html) for every other page so
 *   signed-in screens never flash the landing; both `no-cache` with an ETag, so a deploy is seen at
 *   once and an unchanged page costs a 304;
 * - the brotli or gzip file written at build time (apps/web/scripts/precompress.ts) when the browser
 *   accepts it, `Vary: Accept-Encoding` always: no compression work at run time.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { root: string | undefined }) => {
    const root = opts.root && existsSync(opts.root) ? path.resolve(opts.root) : undefined;
    const pages = root ? prerenderedPages(root) : new Map<string, string>();
    const shell = root && existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
    const assetsDir = root ? `${path.join(root, 'assets')}${path.sep}` : '';

    if (root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The .br/.gz siblings are chosen by Accept-Encoding, not addressed by URL.
        globIgnore: ['**/*.br', '**/*.gz'],
        etag: true,
        lastModified: true,
        cacheControl: false,
        setHeaders(res, file) {
          res.setHeader('cache-control', file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        },
      });
    } else {
      app.log.warn('web app not built: only the API is served (run `npm run build`)');
    }

    // The frame's document gets its own policy in place of the pages' one. Its files are fetched by a
    // document with an opaque origin, which `Cross-Origin-Resource-Policy: same-origin` would refuse;
    // they are public and hold nothing personal.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith(EMBED_PATH)) {
        reply.header('content-security-policy', EMBED_CSP);
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
      done(null, payload);
    });

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url === '/api' || url.startsWith('/api/') || !root || !['GET', 'HEAD'].includes(request.method)) {
        return notFound(reply);
      }
      // A file name that is not in the build (old chunk, typo): 404, not a page.
      if (url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url)) return notFound(reply);
      const page = pages.get(url.replace(/\/+$/, '') || '/');
      return reply.sendFile(page ?? shell);
    });
  },
  { name: 'web', dependencies: ['errors', 'security-headers'] },
);
