import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One production build served by the real server on an embedded database in a fresh folder; the
// journeys read the mails it writes to DATA_DIR/outbox.
const port = Number(process.env.E2E_PORT ?? 3900);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'verdant-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './journeys',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    // A fresh embedded database, its migrations and the demo's argon2 hashes: under a minute, unless
    // the machine is shared with other builds and tests.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      // The holding-life journey brings a holding to maturity (modules/investments/e2e-hooks.routes.ts).
      E2E_HOOKS: 'true',
      // Empty: the embedded database. A PostgreSQL URL lets a journey reach the database itself (the
      // delayed-return journey moves a maturity into the past, which no API can).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Journeys sign in many times from one IP; the limits have their own API tests.
      AUTH_RATE_LIMIT: '10000',
      // The demo admins act in every journey; the per-admin daily limit (ADR 043) has its API and
      // attack tests, and the approvals journey meets the per-customer limit.
      ADMIN_DAILY_LIMIT: '100000000',
      // An admin without two-factor sign-in, for the enrolment journey (support/api.ts NEW_ADMIN).
      ADMIN_EMAIL: 'security@e2e.verdant.invest',
      ADMIN_PASSWORD: 'Security-Admin-2026',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});
