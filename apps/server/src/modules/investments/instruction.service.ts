import {
  ERROR_CODES,
  HOLDING_LIFE_MSG,
  type Holding,
  instructionDeadline,
  type MaturityInstruction,
  moveRefusedMessage,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { holdings, offerings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { assertHoldingMove } from './holding-moves.ts';
import { findUserHolding } from './holdings.repository.ts';
import { toHoldingDto } from './investments.dto.ts';

/**
 * PUT /auth/holdings/:holdingId/instruction: the customer's choice for maturity, until 2 days before
 * it (the maturity run must know it in time, and the reminder mail names the deadline). Another
 * customer's holding is not found, never forbidden: its existence is not theirs to learn.
 */
export async function setInstruction(
  deps: Deps,
  userId: string,
  holdingId: string,
  instruction: MaturityInstruction,
  now = new Date(),
): Promise<{ message: string; data: Holding }> {
  await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: holdings, performance: offerings.performance })
      .from(holdings)
      .innerJoin(offerings, eq(offerings.id, holdings.offeringId))
      .where(and(eq(holdings.id, holdingId), eq(holdings.userId, userId)))
      .for('update', { of: holdings });
    if (!found) throw notFound(HOLDING_LIFE_MSG.holdingNotFound);
    const { row } = found;
    // Closed holdings answer as before; an open one the life table stops (defaulted) names its state.
    assertHoldingMove(row, found.performance, 'change_instruction', now, (state) =>
      row.status !== 'active'
        ? conflict(HOLDING_LIFE_MSG.instructionClosed, ERROR_CODES.INSTRUCTION_LOCKED)
        : conflict(moveRefusedMessage(state, 'change_instruction'), ERROR_CODES.INSTRUCTION_LOCKED),
    );
    if (now >= instructionDeadline(row.maturityAt)) {
      throw conflict(HOLDING_LIFE_MSG.instructionLocked, ERROR_CODES.INSTRUCTION_LOCKED);
    }
    if (row.instruction === instruction) return;
    await tx.update(holdings).set({ instruction }).where(eq(holdings.id, holdingId));
    await recordAudit(tx, {
      actorId: userId,
      action: 'holding.instruction',
      targetType: 'holding',
      targetId: holdingId,
      details: { from: row.instruction, to: instruction },
    });
  });
  const view = await findUserHolding(deps.db, userId, holdingId);
  return { message: HOLDING_LIFE_MSG.instructionSaved, data: toHoldingDto(view!) };
}
