import {
  AUTO_INVEST_MAX_STRATEGIES,
  AUTO_INVEST_MSG,
  checkStrategy,
  consentThresholdCents,
  ERROR_CODES,
  INVEST_MSG,
  PROTECTION_MSG,
  type StrategyCreateInput,
  type StrategyUpdateInput,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { wakeAutoInvest } from '../../shared/auto-invest-wakeups.repository.ts';
import { lockCustomer } from '../../shared/users.repository.ts';
import { netWorthOf, requireCurrentSuitability } from '../protection/suitability.service.ts';
import { toStrategyDto } from './auto-invest.dto.ts';
import {
  countStrategies,
  deleteStrategy,
  findStrategy,
  insertStrategy,
  investedByStrategy,
  listStrategies,
  type NewStrategy,
  type StrategyRow,
  updateStrategy,
} from './auto-invest.repository.ts';

/** The columns a strategy's fields set; `undefined` leaves a column as it is (an update). */
function columnsOf(input: StrategyUpdateInput, now: Date): Partial<NewStrategy> {
  const c = input.criteria;
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(c
      ? {
          categories: c.categories && c.categories.length > 0 ? c.categories : null,
          maxTermMonths: c.maxTermMonths ?? null,
          minRateBps: c.minAnnualRate ?? null,
          maxRateBps: c.maxAnnualRate ?? null,
          performingOnly: c.performingOnly === true,
        }
      : {}),
    ...(input.amountPerOffering !== undefined ? { amountPerOfferingCents: input.amountPerOffering } : {}),
    ...(input.maxSharePerOffering !== undefined ? { maxSharePerOfferingPct: input.maxSharePerOffering } : {}),
    ...('maxSharePerCategory' in input ? { maxSharePerCategoryPct: input.maxSharePerCategory ?? null } : {}),
    ...(input.budget !== undefined ? { budgetCents: input.budget } : {}),
    ...(input.cashReserve !== undefined ? { cashReserveCents: input.cashReserve } : {}),
    ...(input.consent !== undefined ? { consentGiven: input.consent } : {}),
    ...(input.kiisAcknowledged !== undefined
      ? { kiisAcknowledgedAt: input.kiisAcknowledged ? now : null }
      : {}),
  };
}

/** The cross-field rules on the strategy as it would be stored: a 400 naming the field. */
function assertConsistent(
  s: Pick<
    StrategyRow,
    | 'categories'
    | 'maxTermMonths'
    | 'minRateBps'
    | 'maxRateBps'
    | 'performingOnly'
    | 'amountPerOfferingCents'
    | 'budgetCents'
  >,
) {
  const errors: Record<string, string> = {};
  checkStrategy(
    {
      criteria: {
        categories: s.categories as StrategyCreateInput['criteria']['categories'],
        maxTermMonths: s.maxTermMonths ?? undefined,
        minAnnualRate: s.minRateBps ?? undefined,
        maxAnnualRate: s.maxRateBps ?? undefined,
        performingOnly: s.performingOnly,
      },
      amountPerOffering: s.amountPerOfferingCents,
      budget: s.budgetCents,
    },
    (path, message) => {
      errors[path] ??= message;
    },
  );
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * What turning a strategy on asks (investor protection, ADRs 033 and 051): a current knowledge test
 * and capacity for loss, the one acknowledgement of the key information sheets for auto-invest,
 * and consent when the amount per offering is a large order for this customer.
 */
async function assertCanActivate(
  tx: Executor,
  deps: Deps,
  userId: string,
  s: Pick<StrategyRow, 'kiisAcknowledgedAt' | 'consentGiven' | 'amountPerOfferingCents'>,
) {
  if (!deps.config.investorProtection) return;
  const suitability = await requireCurrentSuitability(tx, userId);
  if (s.kiisAcknowledgedAt === null)
    throw new AppError(409, AUTO_INVEST_MSG.kiisRequired, ERROR_CODES.KIIS_NOT_ACKNOWLEDGED, {
      kiisAcknowledged: AUTO_INVEST_MSG.kiisRequired,
    });
  const large = s.amountPerOfferingCents > consentThresholdCents(netWorthOf(suitability).netWorthCents);
  if (large && !s.consentGiven)
    throw new AppError(409, PROTECTION_MSG.consentRequired, ERROR_CODES.CONSENT_REQUIRED, {
      consent: PROTECTION_MSG.consentRequired,
    });
}

/** Only a customer whose identity is approved keeps strategies; their row is locked for the change. */
async function lockVerifiedOwner(tx: Executor, userId: string) {
  const owner = await lockCustomer(tx, userId);
  if (!owner) throw notFound();
  if (owner.kycStatus !== 'approved') throw forbidden(INVEST_MSG.notVerified, ERROR_CODES.NOT_VERIFIED);
  return owner;
}

export async function listMyStrategies(deps: Deps, userId: string) {
  const [found, invested] = await Promise.all([
    listStrategies(deps.db, userId),
    investedByStrategy(deps.db, userId),
  ]);
  return { data: found.map((s) => toStrategyDto(s, invested.get(s.id) ?? 0)) };
}

export async function createStrategy(deps: Deps, userId: string, input: StrategyCreateInput) {
  const row = await deps.db.transaction(async (tx) => {
    await lockVerifiedOwner(tx, userId);
    if ((await countStrategies(tx, userId)) >= AUTO_INVEST_MAX_STRATEGIES)
      throw conflict(AUTO_INVEST_MSG.tooMany);
    const values = { userId, ...columnsOf(input, new Date()) } as NewStrategy;
    const draft = { kiisAcknowledgedAt: null, consentGiven: false, ...values };
    if (draft.active) await assertCanActivate(tx, deps, userId, draft);
    const created = await insertStrategy(tx, values);
    await recordAudit(tx, {
      actorId: userId,
      action: 'auto_invest.created',
      targetType: 'auto_invest_strategy',
      targetId: created.id,
      details: { ...input },
    });
    if (created.active) await wakeAutoInvest(tx, { userId });
    return created;
  });
  return { message: AUTO_INVEST_MSG.created, data: toStrategyDto(row, 0) };
}

export async function updateMyStrategy(deps: Deps, userId: string, id: string, input: StrategyUpdateInput) {
  const row = await deps.db.transaction(async (tx) => {
    await lockVerifiedOwner(tx, userId);
    const before = await findStrategy(tx, userId, id, true);
    if (!before) throw notFound(AUTO_INVEST_MSG.notFound);
    const patch = columnsOf(input, new Date());
    if (before.kiisAcknowledgedAt && input.kiisAcknowledged === true) delete patch.kiisAcknowledgedAt;
    const after = { ...before, ...patch };
    assertConsistent(after);
    if (after.active) await assertCanActivate(tx, deps, userId, after);
    const saved = await updateStrategy(tx, id, patch);
    await recordAudit(tx, {
      actorId: userId,
      action: 'auto_invest.updated',
      targetType: 'auto_invest_strategy',
      targetId: id,
      details: { ...input },
    });
    if (saved.active) await wakeAutoInvest(tx, { userId });
    return saved;
  });
  const invested = await investedByStrategy(deps.db, userId);
  return { message: AUTO_INVEST_MSG.updated, data: toStrategyDto(row, invested.get(row.id) ?? 0) };
}

export async function deleteMyStrategy(deps: Deps, userId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const found = await findStrategy(tx, userId, id, true);
    if (!found) throw notFound(AUTO_INVEST_MSG.notFound);
    await deleteStrategy(tx, id);
    await recordAudit(tx, {
      actorId: userId,
      action: 'auto_invest.deleted',
      targetType: 'auto_invest_strategy',
      targetId: id,
    });
  });
  return { message: AUTO_INVEST_MSG.deleted };
}
