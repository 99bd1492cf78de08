/**
 * The server as the suites and tools outside it see it (`@app/server/testing`): the app, its
 * database handles and schema, and the few service functions they set up data or check invariants
 * with. API tests beside the code import their modules directly.
 */
export { buildApp } from '../app.ts';
export type { Config } from '../config.ts';
export type { Db } from '../db/client.ts';
export { SafePool } from '../db/pg-pool.ts';
export * from '../db/schema.ts';
export { accessTokenKey } from '../lib/access-token.ts';
export { hashPassword } from '../lib/passwords.ts';
export { SERVER_TIMEOUTS, type ServerTimeouts } from '../lib/server-timeouts.ts';
export { createMailer } from '../mail/mailer.ts';
export { outboxDepth } from '../mail/outbox.repository.ts';
export { runMaturityPayouts } from '../modules/investments/maturity.job.ts';
export { runDataExports } from '../modules/privacy/data-export.service.ts';
export { DEMO_LOGINS, ensureAdmin } from '../seed/bootstrap.ts';
export { postJournal } from '../shared/ledger.repository.ts';
export {
  findAccountMismatches,
  findChainBreaks,
  findDailyTotalMismatches,
  findLedgerMismatches,
  findUnbalancedTransactions,
} from '../shared/ledger-checks.repository.ts';
export { findSealBreaks, sealCoverage } from '../shared/ledger-seal.repository.ts';
export { verifyLedger } from '../shared/ledger-verify.ts';
export { writeDirectly } from './auth-notices.ts';
export { startTestServer, type TestServer, testConfig } from './harness.ts';
export { adjustForTest, fundPayoutsForTest } from './ledger-fixtures.ts';
export { GOOD_PASSWORD, uniqueEmail } from './users.ts';
