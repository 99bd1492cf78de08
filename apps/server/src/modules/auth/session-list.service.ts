import { SECURITY_MSG, type SessionInfo } from '@app/contract';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { listLiveSessions, revokeOtherSessions, revokeSession } from './session.repository.ts';
import { describeDevice } from './session.service.ts';

const idleSince = (deps: Deps) => new Date(Date.now() - deps.config.sessionIdleMinutes * 60_000);

/** The caller's live sessions, most recently used first; `current` marks the one asking. */
export async function listSessions(deps: Deps, auth: AuthContext): Promise<{ data: SessionInfo[] }> {
  const rows = await listLiveSessions(deps.db, auth.userId, idleSince(deps));
  return {
    data: rows.map((s) => ({
      _id: s.id,
      device: describeDevice(s.userAgent),
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === auth.sessionId,
    })),
  };
}

/** Ends one of the caller's own sessions (scoped by user id: another user's session id is a 404). */
export async function endSession(deps: Deps, auth: AuthContext, sessionId: string) {
  const ended = await revokeSession(deps.db, { userId: auth.userId, sessionId });
  if (!ended) throw notFound(SECURITY_MSG.sessionNotFound);
  return { message: SECURITY_MSG.sessionEnded };
}

/** Another user's live sessions, for the admin's customer page. */
export async function listSessionsOfUser(deps: Deps, userId: string) {
  const rows = await listLiveSessions(deps.db, userId, idleSince(deps));
  return rows.map((s) => ({
    _id: s.id,
    device: describeDevice(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
  }));
}

/** An admin ends one of a customer's sessions: that token is refused from the next request, audited. */
export async function endSessionOfUser(deps: Deps, adminId: string, userId: string, sessionId: string) {
  const ended = await deps.db.transaction(async (tx) => {
    if (!(await revokeSession(tx, { userId, sessionId }))) return false;
    await recordAudit(tx, {
      actorId: adminId,
      action: 'session.ended_by_admin',
      targetType: 'user',
      targetId: userId,
      details: { sessionId },
    });
    return true;
  });
  if (!ended) throw notFound(SECURITY_MSG.sessionNotFound);
  return { message: SECURITY_MSG.sessionEnded };
}

export async function endOtherSessions(deps: Deps, auth: AuthContext) {
  await deps.db.transaction(async (tx) => {
    await revokeOtherSessions(tx, { userId: auth.userId, keepSessionId: auth.sessionId });
    await recordAudit(tx, {
      actorId: auth.userId,
      action: 'security.other_sessions_ended',
      targetType: 'user',
      targetId: auth.userId,
    });
  });
  return { message: SECURITY_MSG.otherSessionsEnded };
}
