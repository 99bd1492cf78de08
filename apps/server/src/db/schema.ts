/**
 * The database schema (drizzle-kit reads this file): one module per area under schema/, and the
 * `schema` object the Drizzle client is built with.
 */

import { oneTimeTokens, recoveryCodes, sessions, users } from './schema/accounts.ts';
import { autoInvestDecisions, autoInvestStrategies, autoInvestWakeups } from './schema/auto-invest.ts';
import { identityDocuments, serverSecrets, statementFiles } from './schema/documents.ts';
import {
  holdingRecoveries,
  holdings,
  offeringSettlements,
  offerings,
  platformFees,
} from './schema/investments.ts';
import {
  bankReconciliations,
  journalTransactions,
  ledgerAccounts,
  ledgerDailyTotals,
  ledgerEntries,
  payoutFundings,
} from './schema/ledger.ts';
import { adminTotals, auditLog, contactMessages, emailOutbox, idempotencyKeys } from './schema/operations.ts';
import { kiisAcknowledgements, suitabilityAssessments } from './schema/protection.ts';
import { balanceAdjustments, bankAccounts, walletRequests } from './schema/wallet.ts';

export * from './schema/accounts.ts';
export * from './schema/auto-invest.ts';
export * from './schema/documents.ts';
export * from './schema/investments.ts';
export * from './schema/ledger.ts';
export * from './schema/operations.ts';
export * from './schema/protection.ts';
export * from './schema/wallet.ts';

export const schema = {
  users,
  sessions,
  oneTimeTokens,
  recoveryCodes,
  bankAccounts,
  walletRequests,
  ledgerEntries,
  ledgerDailyTotals,
  ledgerAccounts,
  journalTransactions,
  payoutFundings,
  bankReconciliations,
  balanceAdjustments,
  offerings,
  holdings,
  holdingRecoveries,
  offeringSettlements,
  platformFees,
  auditLog,
  idempotencyKeys,
  contactMessages,
  emailOutbox,
  adminTotals,
  identityDocuments,
  serverSecrets,
  statementFiles,
  suitabilityAssessments,
  kiisAcknowledgements,
  autoInvestStrategies,
  autoInvestDecisions,
  autoInvestWakeups,
};
export type DbUser = typeof users.$inferSelect;
