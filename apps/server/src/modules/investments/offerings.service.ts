import {
  type Duration,
  INVEST_MSG,
  type OfferingUpdate,
  type OfferingValues,
  offeringListSchema,
  parseDuration,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
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
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertOffering(tx, {
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
