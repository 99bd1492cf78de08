/**
 * One copy of the SPA shell per signed-in screen (dist/dashboard/index.html, …), with a
 * `<link rel="modulepreload">` for every chunk that screen needs before it can draw: the providers,
 * the signed-in layout, the page and all they import. Without it the browser learns of those chunks
 * only after the entry chunk has downloaded and run (a second round of downloads on the critical
 * path of every signed-in page load); with it they download alongside the entry chunk.
 *
 * The chunk graph comes from Vite's build manifest (dist/.vite/manifest.json, removed once read: the
 * server has no use for it). The server already answers /dashboard with dist/dashboard/index.html
 * when it exists (apps/server/src/plugins/web.ts); the page is still the unrendered shell (empty
 * #root), so src/main.tsx renders it as it renders app.html.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '../src/config/paths';

/** The lazy modules each signed-in screen loads (src/app/routes.tsx), as build-manifest keys. */
const SIGNED_IN_CHAIN = ['src/app/app-providers.tsx', 'src/features/layout/app-layout.tsx'];
export const SCREEN_MODULES: Record<string, string> = {
  [paths.dashboard]: 'src/app/pages/dashboard-page.tsx',
  [paths.adminDashboard]: 'src/features/admin/admin-dashboard-page.tsx',
  [paths.settings]: 'src/features/settings/settings-page.tsx',
  [paths.investments]: 'src/features/investments/investments-page.tsx',
  [paths.investment]: 'src/features/investments/investments-page.tsx',
  [paths.transactions]: 'src/features/transactions/transactions-page.tsx',
  [paths.chat]: 'src/features/chat/chat-page.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The files of these modules' chunks and of every chunk they import statically, entry excluded. */
export function chunkClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route-shells: ${key} is not in the build manifest (renamed or moved?)`);
    if (chunk.isEntry) return; // the shell loads it already
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** The shell with preload links for these files, placed after the entry's own. */
export function shellWithPreloads(shell: string, files: string[]): string {
  const present = new Set([...shell.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]));
  const links = files
    .filter((file) => !present.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  if (!links) return shell;
  const anchor = shell.lastIndexOf('<link rel="modulepreload"');
  const at = anchor >= 0 ? shell.indexOf('>', anchor) + 1 : shell.indexOf('</head>');
  return `${shell.slice(0, at)}\n    ${links}${shell.slice(at)}`;
}

/** Writes dist/<screen>/index.html for every signed-in screen; returns how many. */
export async function writeRouteShells(distDir: string, shell: string): Promise<number> {
  const manifestDir = path.join(distDir, '.vite');
  const manifestFile = path.join(manifestDir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with manifest: true`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  for (const [screen, module] of Object.entries(SCREEN_MODULES)) {
    const files = chunkClosure(manifest, [...SIGNED_IN_CHAIN, module]);
    const file = path.join(distDir, screen.replace(/^\//, ''), 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, shellWithPreloads(shell, files));
  }
  await rm(manifestDir, { recursive: true, force: true });
  return Object.keys(SCREEN_MODULES).length;
}
