/**
 * Build-time prerender of the public pages (run after `vite build`; see package.json "build").
 *
 * 1. Bundles scripts/entry-server.tsx with Vite in SSR mode (same config, same route table as the SPA).
 * 2. Keeps the untouched Vite shell as dist/app.html: the server's SPA fallback for signed-in and
 *    unknown routes (it must never fall back to the prerendered landing page).
 * 3. Writes a copy of that shell for each signed-in screen, preloading the screen's chunks
 *    (scripts/route-shells.ts).
 * 4. Renders every public path into dist/<path>/index.html (dist/index.html for /), with the page's
 *    <title> and meta description in <head>, and the 404 page into dist/404.html.
 * The browser then hydrates the same tree (src/main.tsx uses hydrateRoot when #root has markup).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { RenderResult } from './entry-server';
import { writeRouteShells } from './route-shells';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
/** The client build to prerender into: apps/web/dist, or WEB_OUT_DIR (a build made with --outDir). */
const distDir = path.resolve(process.env.WEB_OUT_DIR ?? path.join(webRoot, 'dist'));
const ssrOutDir = path.join(webRoot, 'node_modules', '.cache', `prerender-${process.pid}`);
const PLACEHOLDER = '<!--app-html-->';

/** Descriptions for pages whose components set only a <title> (the auth screens). */
const FALLBACK_DESCRIPTIONS: Record<string, string> = {
  '/login': 'Sign in to your Verdant Invest account to see your balance, investments and transactions.',
  '/signup':
    'Open a Verdant Invest account in minutes: invest in crypto, banking, real estate and agriculture offerings and follow your goals in one app. Capital at risk.',
  '/forgot-password':
    'Forgot your Verdant Invest password? Enter your email and we will send you a reset link.',
};

const ROBOTS = `User-agent: *
Disallow: /dashboard
Disallow: /admin-dashboard
Disallow: /settings
Disallow: /investments
Disallow: /investment
Disallow: /transactions
Disallow: /chat
Disallow: /reset-password/
Disallow: /cancel-email-change/
Disallow: /api/
Allow: /
`;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function outFile(pathname: string): string {
  const clean = pathname.replace(/^\/+|\/+$/g, '');
  return clean ? path.join(distDir, ...clean.split('/'), 'index.html') : path.join(distDir, 'index.html');
}

/** Puts the rendered markup into the shell and the page's hoisted title/meta into <head>. */
export function assemble(template: string, pathname: string, page: RenderResult): string {
  let head = page.head;
  let doc = template;
  const fallback = FALLBACK_DESCRIPTIONS[pathname];
  if (!/<meta\s[^>]*name="description"/.test(head) && fallback) {
    head += `<meta name="description" content="${escapeAttr(fallback)}">`;
  }
  if (/<title>/.test(head)) doc = doc.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  if (/<meta\s[^>]*name="description"/.test(head)) {
    doc = doc.replace(/<meta\s+name="description"[\s\S]*?>\s*/, '');
  }
  doc = doc.replace('</head>', `${head}\n  </head>`);
  return doc.replace(PLACEHOLDER, page.html);
}

async function main() {
  const started = Date.now();
  const templatePath = path.join(distDir, 'index.html');
  const template = await readFile(templatePath, 'utf8');
  if (!template.includes(PLACEHOLDER)) {
    throw new Error(
      `dist/index.html has no ${PLACEHOLDER} in #root: run vite build first (or index.html changed)`,
    );
  }

  await build({
    root: webRoot,
    logLevel: 'warn',
    build: {
      ssr: path.join(webRoot, 'scripts', 'entry-server.tsx'),
      outDir: ssrOutDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
    },
  });
  const entry = (await import(
    pathToFileURL(path.join(ssrOutDir, 'entry-server.js')).href
  )) as typeof import('./entry-server');

  // The unrendered shell, before dist/index.html is overwritten by the prerendered landing page.
  await writeFile(path.join(distDir, 'app.html'), template);
  const shells = await writeRouteShells(distDir, template);

  const rows: string[] = [];
  for (const pathname of entry.PRERENDER_PATHS) {
    const page = await entry.render(pathname);
    if (page.status !== 200) throw new Error(`${pathname}: rendered with status ${page.status}`);
    if (!page.html.trim()) throw new Error(`${pathname}: rendered nothing`);
    const html = assemble(template, pathname, page);
    const file = outFile(pathname);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '(no title)';
    rows.push(`  ${pathname.padEnd(46)} ${(html.length / 1024).toFixed(1).padStart(6)} KB  ${title}`);
  }

  const notFound = await entry.render(entry.NOT_FOUND_PROBE);
  await writeFile(path.join(distDir, '404.html'), assemble(template, entry.NOT_FOUND_PROBE, notFound));
  if (!existsSync(path.join(distDir, 'robots.txt')))
    await writeFile(path.join(distDir, 'robots.txt'), ROBOTS);

  await rm(ssrOutDir, { recursive: true, force: true });
  console.log(
    `prerendered ${rows.length} pages + 404.html + app.html (+ ${shells} signed-in shells) in ${Date.now() - started} ms`,
  );
  console.log(rows.join('\n'));
}

main().catch((err: unknown) => {
  console.error('prerender failed:', err);
  process.exit(1);
});
