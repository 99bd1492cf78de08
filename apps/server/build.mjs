// Bundles the server (and the contract it imports) into dist/server.js, and the demo-account removal
// into dist/demo-remove.js (the image has no tsx); npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'demo-remove': 'src/scripts/demo-remove.ts',
    // Loaded by the server as a worker thread (modules/history/statement-pdf-pool.ts).
    'statement-pdf.worker': 'src/modules/history/statement-pdf.worker.ts',
    // And the key information sheets' (modules/protection/kiis-sheets.ts).
    'kiis-pdf.worker': 'src/modules/protection/kiis-pdf.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  alias: { '@app/contract': '../../packages/contract/src' },
  logLevel: 'warning',
});
