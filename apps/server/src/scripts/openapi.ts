import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/**
 * `tsx apps/server/src/scripts/openapi.ts <file>` (`npm run lint:openapi`): writes the document the
 * server answers at /api/openapi.json, from the app built over an in-memory database, without
 * listening on a port.
 */
async function main() {
  const out = path.resolve(process.argv[2] ?? 'openapi.json');
  mkdirSync(path.dirname(out), { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory://',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    // `servers` names the deployment (PUBLIC_URL); without one, the product's public address.
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'https://verdant.invest',
  });
  const app = await buildApp({ ...config, webDist: undefined });
  try {
    await app.ready();
    writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
