import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

/**
 * `vite preview` answers page requests the way the server does (apps/server/src/plugins/web.ts): a
 * prerendered page by its path (dist/login/index.html for /login), else the unrendered SPA shell
 * (dist/app.html), never the prerendered landing page.
 */
function previewLikeServer(): Plugin {
  return {
    name: 'preview-like-server',
    configurePreviewServer(server) {
      const dist = path.resolve(root, 'dist');
      server.middlewares.use((req, _res, next) => {
        const [pathname = '/', query = ''] = (req.url ?? '/').split('?');
        const wantsPage = req.method === 'GET' && !path.extname(pathname) && !pathname.startsWith('/api');
        if (wantsPage) {
          const clean = pathname.replace(/\/+$/, '');
          const page = `${clean}/index.html`;
          if (existsSync(path.join(dist, page))) req.url = page;
          else if (existsSync(path.join(dist, 'app.html'))) req.url = '/app.html';
          if (query) req.url += `?${query}`;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), previewLikeServer()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/route-shells.ts (the chunks each signed-in screen preloads), then removed.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Lucide's icons in one chunk (those of every lazy page, ~8 kB gzip) instead of one tiny chunk
          // per icon: a signed-in page then waits for a dozen requests instead of twenty, which on a
          // phone's connection (HTTP/1.1, six at a time) saves a round trip. Not their dependencies
          // (React stays in the entry chunk, which imports no Lucide icon).
          includeDependenciesRecursively: false,
          groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
  },
});
