// Bundles the server (and the contract it imports) into dist/server.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  alias: { '@app/contract': '../../packages/contract/src' },
  logLevel: 'warning',
});
