/**
 * The database schema (drizzle-kit reads this file): one module per area under schema/, and the
 * `schema` object the Drizzle client is built with.
 */

import { oneTimeTokens, recoveryCodes, sessions, users } from './schema/accounts.ts';
import { approvals } from './schema/approvals.ts';
import { autoInvestDecisions, autoInvestStrategies, autoInvestWakeups } from './schema/auto-invest.ts';
import { dataExports, identityDocuments, serverSecrets, statementFiles } from './schema/documents.ts';
import {
  holdingRecoveries,
  holdings,
  offeringSettlements,
  offerings,
  platformFees,
} from './schema/investments.ts';
import {
  bankReconciliations,
  journalSealer,
  journalSeals,
  journalTransactions,
  ledgerAccounts,
  ledgerDailyTotals,
  ledgerEntries,
  payoutFundings,
} from './schema/ledger.ts';
import { notificationSettings, notifications } from './schema/notifications.ts';
import { adminTotals, auditLog, contactMessages, emailOutbox, idempotencyKeys } from './schema/operations.ts';
import { kiisAcknowledgements, kiisOpens, suitabilityAssessments } from './schema/protection.ts';
import { supportMessages, supportThreads } from './schema/support.ts';
import { balanceAdjustments, bankAccounts, walletRequests } from './schema/wallet.ts';

export * from './schema/accounts.ts';
export * from './schema/approvals.ts';
export * from './schema/auto-invest.ts';
export * from './schema/documents.ts';
export * from './schema/investments.ts';
export * from './schema/ledger.ts';
export * from './schema/notifications.ts';
export * from './schema/operations.ts';
export * from './schema/protection.ts';
export * from './schema/support.ts';
export * from './schema/wallet.ts';

export const schema = {
  approvals,
  users,
  dataExports,
  sessions,
  oneTimeTokens,
  recoveryCodes,
  bankAccounts,
  walletRequests,
  ledgerEntries,
  ledgerDailyTotals,
  ledgerAccounts,
  journalTransactions,
  journalSeals,
  journalSealer,
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
  kiisOpens,
  notifications,
  notificationSettings,
  supportThreads,
  supportMessages,
  autoInvestStrategies,
  autoInvestDecisions,
  autoInvestWakeups,
};
export type DbUser = typeof users.$inferSelect;
