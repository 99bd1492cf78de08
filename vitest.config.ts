import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace except the browser journeys (e2e/ has its own config).
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/scripts/**/*.test.ts',
      'tests/api-client/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Checks every answer the API tests received against the OpenAPI document, after all files ran.
    globalSetup: ['apps/server/src/test/answer-check.global.ts'],
    pool: 'forks',
    maxWorkers: 2,
  },
});
