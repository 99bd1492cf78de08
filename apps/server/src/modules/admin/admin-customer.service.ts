import {
  ADMIN_MSG,
  CUSTOMER_AUDIT_PAGE,
  CUSTOMER_KYC_EVENTS_LIMIT,
  type CustomerAuditPage,
  type KycEvent,
  type TransactionsQuery,
} from '@app/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { toUserDto } from '../../shared/user.dto.ts';
import { findUserById, listBankAccounts } from '../../shared/users.repository.ts';
import { endSessionOfUser, listSessionsOfUser } from '../auth/session-list.service.ts';
import { pageMovements } from '../history/ledger-history.service.ts';
import { listUserHoldings } from '../investments/invest.service.ts';
import { customerProtection } from '../protection/customer-protection.service.ts';
import { referralsOf } from '../referrals/referrals.service.ts';
import { listRequestsOfUser } from '../wallet/wallet-lists.service.ts';
import { listAdjustments } from './adjustments.service.ts';
import { toAuditEntryDto } from './admin-overview.service.ts';
import { type AuditRow, listAuditAbout } from './audit-list.repository.ts';

const KYC_ACTIONS = {
  'kyc.submitted': 'submitted',
  'kyc.approved': 'approved',
  'kyc.rejected': 'rejected',
} as const;
const KYC_AUDIT_ACTIONS = Object.keys(KYC_ACTIONS);

/** One page of audit entries: one row more than shown was read, which tells whether more exist. */
function auditPageOf(rows: AuditRow[]): CustomerAuditPage {
  const page = rows.slice(0, CUSTOMER_AUDIT_PAGE);
  const last = page.at(-1);
  return {
    data: page.map(toAuditEntryDto),
    nextCursor: rows.length > CUSTOMER_AUDIT_PAGE && last ? last.entry.id : null,
  };
}

/** The identity-check story, oldest first, read from the audit trail (the one record of each step). */
function kycHistoryOf(rows: AuditRow[]): KycEvent[] {
  const events: KycEvent[] = [];
  for (const r of rows) {
    const action = KYC_ACTIONS[r.entry.action as keyof typeof KYC_ACTIONS];
    if (!action) continue;
    const d = (r.entry.details ?? {}) as Record<string, unknown>;
    events.push({
      action,
      ...(typeof d.idCardType === 'string' && d.idCardType ? { idCardType: d.idCardType } : {}),
      ...(typeof d.reason === 'string' && d.reason ? { reason: d.reason } : {}),
      by: r.actor ? { _id: r.actor.id, name: r.actor.name } : null,
      at: r.entry.createdAt.toISOString(),
    });
  }
  return events.reverse();
}

/**
 * GET /auth/admin/users/:userId: the customer's whole picture in one answer. Each part comes from
 * the service that owns it; the parts are read side by side.
 */
export async function getCustomerOverview(deps: Deps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  const [banks, holdings, deposits, withdrawals, sessions, audit, kyc, adjustments, referrals, protection] =
    await Promise.all([
      listBankAccounts(deps.db, userId),
      listUserHoldings(deps, userId),
      listRequestsOfUser(deps, userId, 'deposit'),
      listRequestsOfUser(deps, userId, 'withdrawal'),
      listSessionsOfUser(deps, userId),
      listAuditAbout(deps.db, userId, { limit: CUSTOMER_AUDIT_PAGE + 1 }),
      listAuditAbout(deps.db, userId, { limit: CUSTOMER_KYC_EVENTS_LIMIT, actions: KYC_AUDIT_ACTIONS }),
      listAdjustments(deps, { userId }),
      referralsOf(deps.db, userId),
      customerProtection(deps, userId),
    ]);
  if (!referrals) throw notFound(ADMIN_MSG.userNotFound);
  const { referredBy, ...referred } = referrals;
  const auditPage = auditPageOf(audit);
  const pending = [...deposits.data, ...withdrawals.data].filter((r) => r.status === 'pending').length;
  return {
    user: toUserDto(user, banks),
    plan: user.plan,
    referredBy,
    referrals: referred,
    holdings: {
      count: holdings.data.length,
      amountInvested: holdings.summary.amountInvested,
      data: holdings.data.map((h) => ({
        ...h,
        kiisAcknowledgedAt: protection.acks.get(h.investmentId)?.toISOString() ?? null,
      })),
    },
    suitability: protection.suitability,
    requests: { pending, deposits: deposits.data, withdrawals: withdrawals.data },
    sessions,
    kycHistory: kycHistoryOf(kyc),
    adjustments: adjustments.data,
    audit: auditPage.data,
    auditNextCursor: auditPage.nextCursor,
  };
}

/** GET /auth/admin/users/:userId/audit: the entries about the customer older than `cursor`. */
export async function getCustomerAudit(deps: Deps, userId: string, cursor: string | undefined) {
  if (!(await findUserById(deps.db, userId))) throw notFound(ADMIN_MSG.userNotFound);
  return auditPageOf(
    await listAuditAbout(deps.db, userId, { limit: CUSTOMER_AUDIT_PAGE + 1, after: cursor }),
  );
}

/** GET /auth/admin/users/:userId/transactions: the customer's own Movement pages, read by an admin. */
export async function getCustomerMovements(deps: Deps, userId: string, query: TransactionsQuery) {
  if (!(await findUserById(deps.db, userId))) throw notFound(ADMIN_MSG.userNotFound);
  return pageMovements(deps, userId, query);
}

/** DELETE /auth/admin/users/:userId/sessions/:sessionId */
export async function endCustomerSession(deps: Deps, adminId: string, userId: string, sessionId: string) {
  if (!(await findUserById(deps.db, userId))) throw notFound(ADMIN_MSG.userNotFound);
  return endSessionOfUser(deps, adminId, userId, sessionId);
}
