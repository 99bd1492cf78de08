/**
 * A tiny static server for the built web app, serving dist/ the way the real server is meant to:
 * `/x` → dist/x/index.html when it exists (prerendered page), files as files, and any other path →
 * dist/app.html (the unrendered SPA shell). Compresses with gzip like a production server would.
 * Used by the audit when the API server is not built; run alone with `tsx tools/web-audit/src/static-server.ts`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function resolveFile(distDir: string, urlPath: string): string {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(distDir, clean);
  if (!candidate.startsWith(distDir)) return path.join(distDir, 'app.html');
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = path.join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return path.join(distDir, 'app.html');
}

export function startStaticServer(distDir: string, port = 0): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"API not running"}');
      return;
    }
    const file = resolveFile(distDir, url.pathname);
    const ext = path.extname(file);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found (is the build complete?)');
      return;
    }
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'])) && ext !== '.png') {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${actual}`, server });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const distDir = path.resolve(
    process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('../../../apps/web/dist', import.meta.url)),
  );
  const port = Number(process.env.PORT ?? 4173);
  startStaticServer(distDir, port).then(({ url }) => console.log(`serving ${distDir} at ${url}`));
}
