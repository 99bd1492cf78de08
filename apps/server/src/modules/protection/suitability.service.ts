import {
  CAPACITY_REVIEW_YEARS,
  capacityForLoss,
  centsToDollars,
  ERROR_CODES,
  PROTECTION_MSG,
  SUITABILITY_QUESTIONS,
  SUITABILITY_VALID_YEARS,
  type Suitability,
  scoreSuitability,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { findSuitability, type SuitabilityRow, saveSuitability } from './suitability.repository.ts';

const addYears = (d: Date, years: number) => {
  const next = new Date(d);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};

/** A test under 2 years old, capacity for loss confirmed within the year, a "not appropriate" warning read. */
export function suitabilityIsCurrent(row: SuitabilityRow | null, now = new Date()): boolean {
  if (!row) return false;
  if (addYears(row.takenAt, SUITABILITY_VALID_YEARS) <= now) return false;
  if (addYears(row.capacityUpdatedAt, CAPACITY_REVIEW_YEARS) <= now) return false;
  return row.result === 'appropriate' || row.riskAcknowledgedAt !== null;
}

export const netWorthOf = (row: SuitabilityRow) =>
  capacityForLoss({
    incomeCents: row.incomeCents,
    liquidAssetsCents: row.liquidAssetsCents,
    commitmentsCents: row.commitmentsCents,
  });

export function toSuitabilityDto(row: SuitabilityRow | null, now = new Date()): Suitability {
  if (!row) {
    return {
      status: 'none',
      takenAt: null,
      validUntil: null,
      income: null,
      liquidAssets: null,
      commitments: null,
      netWorth: null,
      lossCapacity: null,
      reviewDueAt: null,
      riskAcknowledged: false,
      current: false,
      answers: {},
    };
  }
  const { netWorthCents, lossCapacityCents } = netWorthOf(row);
  return {
    status: row.result,
    takenAt: row.takenAt.toISOString(),
    validUntil: addYears(row.takenAt, SUITABILITY_VALID_YEARS).toISOString(),
    income: centsToDollars(row.incomeCents),
    liquidAssets: centsToDollars(row.liquidAssetsCents),
    commitments: centsToDollars(row.commitmentsCents),
    netWorth: centsToDollars(netWorthCents),
    lossCapacity: centsToDollars(lossCapacityCents),
    reviewDueAt: addYears(row.capacityUpdatedAt, CAPACITY_REVIEW_YEARS).toISOString(),
    riskAcknowledged: row.riskAcknowledgedAt !== null,
    current: suitabilityIsCurrent(row, now),
    answers: row.answers,
  };
}

export const suitabilityQuestions = () => ({
  data: SUITABILITY_QUESTIONS.map((q) => ({ id: q.id, text: q.text, options: q.options })),
});

export async function getSuitability(deps: Deps, userId: string) {
  return { data: toSuitabilityDto(await findSuitability(deps.db, userId)) };
}

export interface SuitabilityInput {
  answers?: Record<string, string> | undefined;
  income: number;
  liquidAssets: number;
  commitments: number;
  acknowledgeRisk?: boolean | undefined;
}

/**
 * Takes the test (with answers) or updates the capacity for loss (without), and records a "not
 * appropriate" warning as read when the customer says so. Every change is in the audit log with
 * the answers and figures given.
 */
export async function submitSuitability(deps: Deps, userId: string, input: SuitabilityInput) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findSuitability(tx, userId);
    const now = new Date();
    const capacity = {
      incomeCents: input.income,
      liquidAssetsCents: input.liquidAssets,
      commitmentsCents: input.commitments,
      capacityUpdatedAt: now,
    };
    let next: SuitabilityRow;
    if (input.answers) {
      const { score, status } = scoreSuitability(input.answers);
      next = {
        userId,
        answers: input.answers,
        score,
        result: status,
        takenAt: now,
        riskAcknowledgedAt: status === 'not_appropriate' && input.acknowledgeRisk ? now : null,
        ...capacity,
      };
    } else {
      if (!before) throw badRequest(PROTECTION_MSG.answersFirst, { answers: PROTECTION_MSG.answersFirst });
      next = {
        ...before,
        ...capacity,
        riskAcknowledgedAt:
          before.riskAcknowledgedAt ??
          (before.result === 'not_appropriate' && input.acknowledgeRisk ? now : null),
      };
    }
    const saved = await saveSuitability(tx, next);
    const { netWorthCents, lossCapacityCents } = netWorthOf(saved);
    await recordAudit(tx, {
      actorId: userId,
      action: input.answers ? 'suitability.taken' : 'suitability.capacity_updated',
      targetType: 'user',
      targetId: userId,
      details: {
        ...(input.answers ? { answers: saved.answers, score: saved.score, result: saved.result } : {}),
        incomeCents: saved.incomeCents,
        liquidAssetsCents: saved.liquidAssetsCents,
        commitmentsCents: saved.commitmentsCents,
        netWorthCents,
        lossCapacityCents,
        riskAcknowledged: saved.riskAcknowledgedAt !== null,
      },
    });
    return saved;
  });
  return { message: PROTECTION_MSG.saved, data: toSuitabilityDto(row) };
}

/** The purchase's first check: a current test, or 403 SUITABILITY_REQUIRED with what is missing. */
export async function requireCurrentSuitability(tx: Executor, userId: string): Promise<SuitabilityRow> {
  const row = await findSuitability(tx, userId);
  if (suitabilityIsCurrent(row)) return row!;
  let message: string = PROTECTION_MSG.suitabilityRequired;
  if (row && addYears(row.takenAt, SUITABILITY_VALID_YEARS) <= new Date())
    message = PROTECTION_MSG.suitabilityExpired;
  else if (row && addYears(row.capacityUpdatedAt, CAPACITY_REVIEW_YEARS) <= new Date())
    message = PROTECTION_MSG.capacityReview;
  else if (row) message = PROTECTION_MSG.riskAckRequired;
  throw forbidden(message, ERROR_CODES.SUITABILITY_REQUIRED);
}
