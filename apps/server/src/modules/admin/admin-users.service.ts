import { ADMIN_MSG } from '@app/contract';
import type { Deps } from '../../deps.ts';
import { notFound, tooManyRequests } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { toUserDto } from '../../shared/user.dto.ts';
import { findUserById } from '../../shared/users.repository.ts';
import { sendPasswordResetLink } from '../auth/auth.service.ts';
import { listUsersPage } from './admin-users.repository.ts';

/** GET /auth/admin/users: one page, newest first, optionally narrowed by a name or email prefix. */
export async function listUsers(
  deps: Deps,
  q: { page: number; pageSize: number; q?: string; status?: 'all' | 'closed' },
) {
  const { rows, total } = await listUsersPage(deps.db, {
    q: q.q,
    closedOnly: q.status === 'closed',
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  // toUserDto maps the row; the bank accounts came with it, already in API shape.
  const data = rows.map((r) => ({
    ...toUserDto(r.user),
    bankAccounts: r.banks,
    referredBy: r.referredBy,
    closedAt: r.user.closedAt?.toISOString() ?? null,
  }));
  return { data, total, page: q.page, pageSize: q.pageSize };
}

/**
 * POST /auth/admin/users/:userId/send-reset: the admin's answer to 'I forgot my password', in place of
 * a readable password column (docs/architecture.md "Rules the product decides"). Same token rules as
 * forgot-password.
 */
export async function sendResetLinkToUser(deps: Deps, adminId: string, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  if (!(await sendPasswordResetLink(deps, user))) throw tooManyRequests(ADMIN_MSG.resetLinkLimited);
  await recordAudit(deps.db, {
    actorId: adminId,
    action: 'user.reset_link_sent',
    targetType: 'user',
    targetId: user.id,
    details: { email: user.email },
  });
  return { message: ADMIN_MSG.resetLinkSent };
}
