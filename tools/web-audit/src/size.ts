/**
 * `npm run size`: the landing page's JavaScript budget (docs/architecture.md "Stack": 110 kB gzip), measured the way
 * a visitor's browser loads the page, not read off the build's import graph.
 *
 * Opens the landing page of the production build in headless Chromium (playwright-core), once at a
 * phone's width and once at a desktop's (what a page loads can depend on the width), and counts every
 * JavaScript response of every frame until the page is idle: no request in flight for a second and
 * the main thread idle. Each file counts with its size gzipped at level 9 (the `.gz` the build
 * precompresses). The budget holds for the larger of the two counts. Requests to other hosts (the
 * market widgets' provider) are blocked and listed: they are not ours and run in a sandboxed frame.
 *
 * Builds the web app first when dist/ is missing; WEB_OUT_DIR measures another build directory,
 * WEB_AUDIT_PORT serves it on that port (a free one otherwise).
 * Exits 1 above the budget.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium';
import { startStaticServer } from './static-server';

const BUDGET_KB = 110;
const KB = 1000; // kB as Vite reports them; 1 KiB would be 1024 (a looser budget)
const QUIET_MS = 1000;
const TIMEOUT_MS = 30_000;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

const webRoot = fileURLToPath(new URL('../../../apps/web', import.meta.url));
const distDir = path.resolve(process.env.WEB_OUT_DIR ?? path.join(webRoot, 'dist'));

interface Load {
  name: string;
  scripts: { url: string; gzip: number }[];
  blocked: string[];
  total: number;
}

/** Resolves once nothing has been in flight for QUIET_MS and the page's main thread is idle. */
async function settle(context: BrowserContext, inFlight: () => number, lastActivity: () => number) {
  const page = context.pages()[0]!;
  const until = Date.now() + TIMEOUT_MS;
  while (Date.now() < until) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    if (inFlight() === 0 && Date.now() - lastActivity() >= QUIET_MS) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the page was still loading after ${TIMEOUT_MS / 1000} s`);
}

async function measure(url: string, origin: string, setup: (typeof VIEWPORTS)[number]): Promise<Load> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const { name, ...options } = setup;
    const context = await browser.newContext(options);
    const blocked: string[] = [];
    await context.route(
      (u) => u.origin !== origin,
      (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    let inFlight = 0;
    let lastActivity = Date.now();
    const bodies: Promise<{ url: string; gzip: number } | null>[] = [];
    context.on('request', () => {
      inFlight++;
      lastActivity = Date.now();
    });
    context.on('requestfailed', () => {
      inFlight--;
      lastActivity = Date.now();
    });
    context.on('requestfinished', (request) => {
      inFlight--;
      lastActivity = Date.now();
      const isScript =
        request.resourceType() === 'script' ||
        /javascript/.test(request.headers().accept ?? '') ||
        /\.m?js$/.test(new URL(request.url()).pathname);
      if (!isScript) return;
      bodies.push(
        request.response().then(async (response) => {
          if (!response || !/javascript/.test(response.headers()['content-type'] ?? '')) return null;
          return { url: request.url(), gzip: gzipSync(await response.body(), { level: 9 }).length };
        }),
      );
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await settle(
      context,
      () => inFlight,
      () => lastActivity,
    );
    const seen = new Map<string, number>();
    for (const s of await Promise.all(bodies)) if (s && !seen.has(s.url)) seen.set(s.url, s.gzip);
    const scripts = [...seen].map(([u, gzip]) => ({ url: new URL(u).pathname, gzip }));
    return { name, scripts, blocked, total: scripts.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    if (process.env.WEB_OUT_DIR)
      throw new Error(`${distDir}/index.html is missing (WEB_OUT_DIR): build first`);
    console.log('dist/index.html is missing: building the web app first…');
    execSync('npm run build', { cwd: webRoot, stdio: 'inherit' });
  }
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  const { url, server } = await startStaticServer(distDir, Number(process.env.WEB_AUDIT_PORT) || 0);
  const loads: Load[] = [];
  try {
    for (const setup of VIEWPORTS) loads.push(await measure(`${url}/`, url, setup));
  } finally {
    server.close();
  }

  const fmt = (bytes: number) => `${(bytes / KB).toFixed(2).padStart(8)} kB`;
  for (const load of loads) {
    const width = VIEWPORTS.find((v) => v.name === load.name)!.viewport.width;
    console.log(`\nLanding page at ${width} px (${load.name}): every script loaded until idle, gzip -9:`);
    for (const s of load.scripts) console.log(`${fmt(s.gzip)}  ${s.url}`);
    console.log(`${fmt(load.total)}  TOTAL in ${load.scripts.length} files (budget ${BUDGET_KB} kB)`);
    const hosts = [...new Set(load.blocked.map((u) => new URL(u).host))];
    if (hosts.length) console.log(`   other hosts blocked, not counted: ${hosts.join(', ')}`);
  }

  const worst = Math.max(...loads.map((l) => l.total));
  if (worst > BUDGET_KB * KB) {
    console.error(`\nFAIL: ${(worst / KB).toFixed(2)} kB is over the ${BUDGET_KB} kB budget.`);
    process.exit(1);
  }
  console.log(
    `\nOK: ${(worst / KB).toFixed(2)} kB, ${((BUDGET_KB * KB - worst) / KB).toFixed(2)} kB under budget.`,
  );
}

main().catch((err: unknown) => {
  console.error('size failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
