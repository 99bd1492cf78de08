import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appChunkNamer, ICONS_CHUNK } from './scripts/chunking';

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
    // The HTML still preloads what its entry imports; a lazy route's chunks get no <link
    // rel="modulepreload"> added by script (ADR 016): each one costs the boot task main-thread time,
    // while the browser finds a chunk's imports itself as soon as the chunk arrives. Signed-in screens list theirs in their HTML (scripts/route-shells.ts).
    // No polyfill: every browser of the es2022 target supports modulepreload.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Captured modules' imports stay where they are (React in the entry chunk, zod in its own).
          includeDependenciesRecursively: false,
          groups: [
            // Lucide's icons of every lazy page in one chunk (~8 kB gzip) instead of one tiny chunk each.
            { ...ICONS_CHUNK, priority: 2 },
            // The shared layers of the lazily loaded code in one chunk (scripts/chunking.ts, ADR 016).
            { name: appChunkNamer(), priority: 1 },
          ],
        },
      },
    },
  },
});
