import { centsToDollars } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { feeRevenueCents } from '../../shared/platform-fees.repository.ts';
import { readStats } from './admin-stats.repository.ts';
import { type AuditRow, listAuditPage } from './audit-list.repository.ts';

/** GET /auth/admin/stats: the four summary cards and pending verifications, in dollars. */
export async function getStats(deps: Deps) {
  const [s, revenue] = await Promise.all([readStats(deps.db), feeRevenueCents(deps.db)]);
  return {
    totalUsers: s.totalUsers,
    pendingDeposits: s.pendingDeposits,
    pendingWithdrawals: s.pendingWithdrawals,
    totalBalance: centsToDollars(s.totalBalanceCents),
    pendingKyc: s.pendingKyc,
    pendingAdjustments: s.pendingAdjustments,
    feeRevenue: centsToDollars(revenue),
  };
}

export function toAuditEntryDto(r: AuditRow) {
  const details = r.entry.details;
  return {
    _id: r.entry.id,
    actor: r.actor ? { _id: r.actor.id, name: r.actor.name } : null,
    action: r.entry.action,
    target: {
      type: r.entry.targetType,
      _id: r.entry.targetId,
      name: r.subject?.name ?? r.offering?.name ?? null,
    },
    details:
      details && typeof details === 'object' && !Array.isArray(details)
        ? (details as Record<string, unknown>)
        : {},
    createdAt: r.entry.createdAt.toISOString(),
  };
}

/** GET /auth/admin/audit: newest first, one page. */
export async function listAudit(deps: Deps, q: { page: number; pageSize: number }) {
  const { rows, total } = await listAuditPage(deps.db, {
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { data: rows.map(toAuditEntryDto), total, page: q.page, pageSize: q.pageSize };
}
