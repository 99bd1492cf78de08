import {
  type Duration,
  emptyKiis,
  INVEST_MSG,
  type Kiis,
  type OfferingUpdate,
  type OfferingValues,
  offeringListSchema,
  PROTECTION_MSG,
  parseDuration,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { wakeAutoInvest } from '../../shared/auto-invest-wakeups.repository.ts';
import { kiisColumns, kiisOf, missingKiisSections } from '../protection/kiis.dto.ts';
import { toAdminOfferingDto, toOfferingDto } from './investments.dto.ts';
import { OFFERINGS_CHANNEL, offeringsCache } from './offerings.cache.ts';
import {
  archiveOffering,
  findOffering,
  insertOffering,
  listActiveOfferings,
  listAllOfferings,
  lockOffering,
  type OfferingPatch,
  type OfferingRow,
  updateOffering,
} from './offerings.repository.ts';

/** The contract's canonical duration text ('9 months') as the term columns. */
function termOf(duration: string): { termCount: number; termUnit: Duration['unit'] } {
  const d = parseDuration(duration);
  if (!d) throw new Error(`the contract let through a duration it cannot read: ${duration}`);
  return { termCount: d.count, termUnit: d.unit };
}

/** The contract's parsed fields (cents, bps, term) as column values. */
function toPatch(input: OfferingUpdate): OfferingPatch {
  const patch: OfferingPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.img !== undefined) patch.img = input.img;
  if (input.category !== undefined) patch.category = input.category;
  if (input.investmentReturn !== undefined) patch.returnBps = input.investmentReturn;
  if (input.duration !== undefined) Object.assign(patch, termOf(input.duration));
  if (input.pricePerUnit !== undefined) patch.pricePerUnitCents = input.pricePerUnit;
  if (input.managementFee !== undefined) patch.managementFeeBps = input.managementFee;
  if (input.kiis !== undefined) Object.assign(patch, kiisColumns(input.kiis));
  return patch;
}

/** Old and new value of each field the edit actually changes, for the audit log. */
function changesOf(before: OfferingRow, patch: OfferingPatch) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(patch) as [keyof OfferingPatch, unknown][]) {
    if (before[field] !== to) changes[field] = { from: before[field], to };
  }
  return changes;
}

/**
 * With investor protection on, an offering on sale (not archived) has a complete key information
 * sheet: a create or an edit that would leave a section empty is refused, naming the sections.
 */
function assertPublishable(deps: Deps, sheet: Kiis, archived: boolean) {
  if (!deps.config.investorProtection || archived) return;
  const missing = missingKiisSections(sheet);
  if (missing.length > 0) {
    throw badRequest(
      PROTECTION_MSG.kiisSectionRequired,
      Object.fromEntries(missing.map((field) => [field, PROTECTION_MSG.kiisSectionRequired])),
    );
  }
}

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

/** After a committed change: this instance's list at once, every other instance's by NOTIFY. */
export async function offeringsChanged(deps: Deps) {
  offeringsCache(deps.db).drop();
  await deps.db.execute(sql`SELECT pg_notify(${OFFERINGS_CHANNEL}, '')`).catch((err: Error) => {
    deps.log.warn(
      { err: err.message },
      'offerings change not announced; other instances catch up within 1 s',
    );
  });
}

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
 * Archived offerings may be edited too (the admin console lists them).
 */
export async function editOffering(deps: Deps, adminId: string, id: string, input: OfferingUpdate) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockOffering(tx, id);
    if (!before) throw notFound(INVEST_MSG.notFound);
    const patch = toPatch(input);
    // An edit that leaves the sheet alone is not refused for it: an offering from before the sheets
    // existed stays editable, and cannot be bought until its sheet is complete (kiis.service.ts).
    if (input.kiis) assertPublishable(deps, kiisOf({ ...before, ...patch }), before.archivedAt !== null);
    const changes = changesOf(before, patch);
    if (Object.keys(changes).length === 0) return (await findOffering(tx, id))!;
    const after = await updateOffering(tx, id, patch);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'offering.updated',
      targetType: 'offering',
      targetId: id,
      details: { changes },
    });
    return after!;
  });
  await offeringsChanged(deps);
  return { message: INVEST_MSG.updated, data: toAdminOfferingDto(row) };
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
