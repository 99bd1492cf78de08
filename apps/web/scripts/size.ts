/**
 * `npm run size`: the landing page's JavaScript budget (DESIGN.md §2: 110 KB gzip).
 *
 * Counts what the browser must download before the landing page is interactive: the entry script of
 * dist/index.html, every chunk it lists as modulepreload, and every chunk those import statically
 * (followed recursively). Lazy chunks (dynamic import) are listed for information and not counted.
 * Builds the web app first when dist/ is missing. Exits 1 above the budget.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 110;
const KB = 1000; // kB as Vite reports them; 1 KiB would be 1024 (a looser budget)

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.resolve(process.env.WEB_OUT_DIR ?? path.join(webRoot, 'dist'));

if (!existsSync(path.join(distDir, 'index.html'))) {
  if (process.env.WEB_OUT_DIR) {
    console.error(`${distDir}/index.html is missing (WEB_OUT_DIR): build there first`);
    process.exit(1);
  }
  console.log('dist/index.html is missing: building the web app first…');
  execSync('npm run build', { cwd: webRoot, stdio: 'inherit' });
}

const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
const initial = tags
  .filter((t) => (t.startsWith('<script') && /type="module"/.test(t)) || /rel="modulepreload"/.test(t))
  .map((t) => attr(t, t.startsWith('<script') ? 'src' : 'href'))
  .filter((u): u is string => Boolean(u?.endsWith('.js')));

const toFile = (url: string) => path.join(distDir, url.replace(/^\//, ''));
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+\.js)["']\s*\)/g;

const counted = new Map<string, number>();
const lazy = new Set<string>();
const queue = initial.map(toFile);
while (queue.length) {
  const file = queue.shift()!;
  if (counted.has(file)) continue;
  const code = readFileSync(file);
  counted.set(file, gzipSync(code).length);
  const text = code.toString('utf8');
  for (const m of text.matchAll(STATIC_IMPORT)) queue.push(path.resolve(path.dirname(file), m[1]!));
  for (const m of text.matchAll(DYNAMIC_IMPORT)) lazy.add(path.resolve(path.dirname(file), m[1]!));
}
// Vite's preload helper also names chunks in a dependency map; those are only fetched with a lazy import.
for (const file of counted.keys()) lazy.delete(file);

const rel = (f: string) => path.relative(distDir, f);
const fmt = (bytes: number) => `${(bytes / KB).toFixed(2).padStart(8)} kB`;
const total = [...counted.values()].reduce((a, b) => a + b, 0);

console.log('Landing page JS before interaction (entry + static imports + modulepreload), gzip:');
for (const [file, size] of counted) console.log(`${fmt(size)}  ${rel(file)}`);
console.log(`${fmt(total)}  TOTAL (budget ${BUDGET_KB} kB)`);

const landingLazy = [...lazy].filter((f) =>
  /(below-the-fold|ticker-strip|site-footer|portfolio-illustration)-/.test(path.basename(f)),
);
if (landingLazy.length) {
  console.log('\nLanding chunks loaded lazily during hydration (not counted), gzip:');
  for (const f of landingLazy) console.log(`${fmt(gzipSync(readFileSync(f)).length)}  ${rel(f)}`);
}

if (total > BUDGET_KB * KB) {
  console.error(`\nFAIL: ${(total / KB).toFixed(2)} kB is over the ${BUDGET_KB} kB budget.`);
  process.exit(1);
}
console.log(`\nOK: ${((BUDGET_KB * KB - total) / KB).toFixed(2)} kB under budget.`);
