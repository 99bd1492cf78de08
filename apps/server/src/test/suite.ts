import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Config } from '../config.ts';
import { verifyLedger } from '../shared/ledger-verify.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { signUpAdmin } from './users.ts';

/** The machines running the suite are shared and slow at times: sign-ups hash passwords (argon2). */
export const SETUP_TIMEOUT = 180_000;
export const TEST_TIMEOUT = 120_000;

/** Everything ledger:verify checks holds: the chain, the sums, every balance, fees and daily totals. */
export async function expectLedgerConsistent(server: TestServer) {
  expect((await verifyLedger(server.app.db)).problems).toEqual([]);
}

/**
 * A server of the test file's own (or of the `describe` that calls this), started before its tests
 * with the people `signUp` makes, and closed after; after each test the books must pass everything
 * `ledger:verify` checks. Read `t.server` and the people (`t.admin`, …) inside tests: they are set
 * before the first one runs.
 */
export function testServer<People extends object>(
  signUp: (server: TestServer) => Promise<People>,
  opts: { checkLedger?: boolean; config?: Partial<Config> } = {},
) {
  const t = {} as { server: TestServer } & People;
  beforeAll(async () => {
    const server = await startTestServer(opts.config);
    Object.assign(t, { server }, await signUp(server));
  }, SETUP_TIMEOUT);
  if (opts.checkLedger !== false) {
    afterEach(async () => {
      await expectLedgerConsistent(t.server);
    });
  }
  afterAll(async () => {
    await t.server?.close();
  });
  return t;
}

/** A test server and one admin, stepped up (see `testServer`). */
export const serverWithAdmin = (opts: Parameters<typeof testServer>[1] = {}) =>
  testServer(async (server) => ({ admin: await signUpAdmin(server) }), opts);
