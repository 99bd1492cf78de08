import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');

/**
 * The server bundled from the current source, as `npm run build` does (esbuild, npm packages external),
 * into dist/fault-server.js: a restart then takes a second, not a TypeScript compile.
 */
export async function bundleServer(): Promise<string> {
  const outfile = path.join(SERVER_DIR, 'dist', 'fault-server.js');
  await build({
    entryPoints: [path.join(SERVER_DIR, 'src', 'server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@app/contract': path.join(SERVER_DIR, '../../packages/contract/src') },
    logLevel: 'warning',
  });
  return outfile;
}
export { type ServerInstance, serverInstance } from '@app/test-support';
