import { ERROR_CODES, SECURITY_MSG, STEP_UP_MINUTES, STEP_UP_MSG } from '@app/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/auth.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { checkAccountPassword, clearAccountAttempts } from '../../shared/account-attempts.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { findUserById } from '../../shared/users.repository.ts';
import { checkSecondFactor } from '../two-factor/two-factor.service.ts';

/**
 * POST /auth/step-up (ADR 028): the signed-in user proves the password again, and a code when
 * two-factor sign-in is on. Both count with the sign-in attempts, so a stolen token cannot guess
 * them. The proof is kept on the session, where every instance reads it, for STEP_UP_MINUTES.
 */
export async function stepUp(
  deps: Deps,
  auth: AuthContext,
  input: { password: string; code?: string | undefined },
) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw notFound();
  await checkAccountPassword(deps, user, input.password, {
    field: 'password',
    message: SECURITY_MSG.wrongPassword,
  });
  const until = await deps.db.transaction(async (tx) => {
    if (user.totpEnabledAt) await checkSecondFactor(deps, tx, user, input.code);
    const [row] = await tx
      .update(sessions)
      .set({ steppedUpAt: sql`now()` })
      .where(eq(sessions.id, auth.sessionId))
      .returning({ at: sessions.steppedUpAt });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'security.step_up',
      targetType: 'user',
      targetId: user.id,
      details: { sessionId: auth.sessionId, withCode: Boolean(user.totpEnabledAt) },
    });
    return new Date(row!.at!.getTime() + STEP_UP_MINUTES * 60_000);
  });
  await clearAccountAttempts(deps, user.email);
  return { message: STEP_UP_MSG.done, until: until.toISOString() };
}

/**
 * 403 STEP_UP_REQUIRED unless this session stepped up within the last STEP_UP_MINUTES. Inside a
 * transaction pass it as `db`: the check then reads on the transaction's own connection.
 */
export async function assertSteppedUp(db: Executor, auth: AuthContext): Promise<void> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, auth.sessionId),
        gt(sessions.steppedUpAt, sql`now() - make_interval(mins => ${STEP_UP_MINUTES})`),
      ),
    );
  if (!row) throw forbidden(STEP_UP_MSG.required, ERROR_CODES.STEP_UP_REQUIRED);
}

/** A preHandler for routes that always need a fresh step-up (after the role check). */
export const requireStepUp = (deps: Deps) => async (request: FastifyRequest) =>
  assertSteppedUp(deps.db, authOf(request));
