import {
  emptyKiis,
  INVEST_MSG,
  type OfferingUpdate,
  type OfferingValues,
  offeringListSchema,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { wakeAutoInvest } from '../../shared/auto-invest-wakeups.repository.ts';
import { kiisColumns } from '../protection/kiis.dto.ts';
import { toAdminOfferingDto, toOfferingDto } from './investments.dto.ts';
import {
  applyOfferingPatch,
  assertPublishable,
  changedPatch,
  offeringsChanged,
  termOf,
  toPatch,
} from './offering-edit.ts';
import { changesTerms, fileTermsChange } from './offering-terms.service.ts';
import { offeringsCache } from './offerings.cache.ts';
import {
  archiveOffering,
  findOffering,
  insertOffering,
  listActiveOfferings,
  listAllOfferings,
  lockOffering,
  offeringHoldersOf,
} from './offerings.repository.ts';

/** The offering's row as stored (null when none), for another module's own transaction. */
export const findOfferingRow = (db: Executor, id: string) => findOffering(db, id);
/** The same, locked until the transaction ends: its sheet cannot change meanwhile. */
export const lockOfferingRow = (db: Executor, id: string) => lockOffering(db, id);

export async function listOfferings(deps: Deps) {
  return {
    data: (await listActiveOfferings(deps.db)).map(toOfferingDto),
    platformFeeBps: deps.config.platformFeeBps,
  };
}

/** GET /auth/investments as JSON bytes, from this instance's memory while fresh (offerings.cache.ts). */
export function listOfferingsJson(deps: Deps): Promise<Buffer> {
  return offeringsCache(deps.db).get(async () =>
    Buffer.from(JSON.stringify(offeringListSchema.parse(await listOfferings(deps)))),
  );
}

export { offeringsChanged };

export async function listOfferingsForAdmin(deps: Deps) {
  return { data: (await listAllOfferings(deps.db)).map(toAdminOfferingDto) };
}

export async function createOffering(deps: Deps, adminId: string, input: OfferingValues) {
  const kiis = kiisColumns(input.kiis ?? {});
  assertPublishable(deps, { ...emptyKiis(), ...input.kiis }, false);
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertOffering(tx, {
      ...kiis,
      name: input.name,
      img: input.img ?? '',
      category: input.category,
      returnBps: input.investmentReturn,
      ...termOf(input.duration),
      pricePerUnitCents: input.pricePerUnit,
      managementFeeBps: input.managementFee ?? 0,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'offering.created',
      targetType: 'offering',
      targetId: created.id,
      details: toPatch(input),
    });
    // A new offering is on sale: every auto-invest strategy looks at it (ADR 051).
    await wakeAutoInvest(tx, { offeringId: created.id });
    return created;
  });
  await offeringsChanged(deps);
  return { message: INVEST_MSG.added, data: toAdminOfferingDto(row) };
}

/**
 * An edit changes what future buyers get; existing holdings keep the terms they were bought at.
 * Archived offerings may be edited too (the admin console lists them). A change of the return or
 * the term of an offering with holders does not apply here: it needs a fresh step-up and waits for
 * a second admin (202, offering-terms.service.ts). Anything else applies at once (200).
 */
export async function editOffering(deps: Deps, auth: AuthContext, id: string, input: OfferingUpdate) {
  const outcome = await deps.db.transaction(async (tx) => {
    const before = await lockOffering(tx, id);
    if (!before) throw notFound(INVEST_MSG.notFound);
    const patch = toPatch(input);
    const changed = changedPatch(before, patch);
    if (changesTerms(changed)) {
      const held = await offeringHoldersOf(tx, id);
      if (held.holdings > 0) {
        const waiting = await fileTermsChange(tx, deps, {
          auth,
          before,
          changed,
          outstandingCents: held.outstandingCents,
        });
        return { waits: true, waiting } as const;
      }
    }
    const row = await applyOfferingPatch(tx, deps, {
      adminId: auth.userId,
      before,
      patch,
      touchesSheet: input.kiis !== undefined,
    });
    return { waits: false, row } as const;
  });
  if (outcome.waits) return { status: 202 as const, body: outcome.waiting };
  await offeringsChanged(deps);
  return {
    status: 200 as const,
    body: { message: INVEST_MSG.updated, data: toAdminOfferingDto(outcome.row) },
  };
}

/** Soft delete: gone from Explore and from sale; holdings of it stay and still pay out. */
export async function archiveOfferingById(deps: Deps, adminId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const before = await lockOffering(tx, id);
    if (!before) throw notFound(INVEST_MSG.notFound);
    if (before.archivedAt) return; // archiving twice changes nothing and logs nothing
    await archiveOffering(tx, id);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'offering.archived',
      targetType: 'offering',
      targetId: id,
      details: { name: before.name },
    });
  });
  await offeringsChanged(deps);
  return { message: INVEST_MSG.archived };
}
