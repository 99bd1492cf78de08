import { type Duration, type Kiis, type OfferingUpdate, PROTECTION_MSG, parseDuration } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { kiisColumns, kiisOf, missingKiisSections } from '../protection/kiis.dto.ts';
import { OFFERINGS_CHANNEL, offeringsCache } from './offerings.cache.ts';
import {
  findOffering,
  type OfferingPatch,
  type OfferingRow,
  updateOffering,
} from './offerings.repository.ts';

/** The contract's canonical duration text ('9 months') as the term columns. */
export function termOf(duration: string): { termCount: number; termUnit: Duration['unit'] } {
  const d = parseDuration(duration);
  if (!d) throw new Error(`the contract let through a duration it cannot read: ${duration}`);
  return { termCount: d.count, termUnit: d.unit };
}

/** The contract's parsed fields (cents, bps, term) as column values. */
export function toPatch(input: OfferingUpdate): OfferingPatch {
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

export type OfferingChanges = Record<string, { from: unknown; to: unknown }>;

/** Old and new value of each field the edit actually changes, for the audit log. */
export function changesOf(before: OfferingRow, patch: OfferingPatch): OfferingChanges {
  const changes: OfferingChanges = {};
  for (const [field, to] of Object.entries(patch) as [keyof OfferingPatch, unknown][]) {
    if (before[field] !== to) changes[field] = { from: before[field], to };
  }
  return changes;
}

/** Only the fields that differ from the row: what an edit, or a change waiting for approval, applies. */
export function changedPatch(before: OfferingRow, patch: OfferingPatch): OfferingPatch {
  const changes = changesOf(before, patch);
  return Object.fromEntries(Object.entries(changes).map(([field, c]) => [field, c.to])) as OfferingPatch;
}

/**
 * With investor protection on, an offering on sale (not archived) has a complete key information
 * sheet: a create or an edit that would leave a section empty is refused, naming the sections.
 */
export function assertPublishable(deps: Deps, sheet: Kiis, archived: boolean) {
  if (!deps.config.investorProtection || archived) return;
  const missing = missingKiisSections(sheet);
  if (missing.length > 0) {
    throw badRequest(
      PROTECTION_MSG.kiisSectionRequired,
      Object.fromEntries(missing.map((field) => [field, PROTECTION_MSG.kiisSectionRequired])),
    );
  }
}

/** The sheet the offering would have after the patch is complete (when investor protection asks). */
export function assertEditPublishable(deps: Deps, before: OfferingRow, patch: OfferingPatch) {
  assertPublishable(deps, kiisOf({ ...before, ...patch }), before.archivedAt !== null);
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

/**
 * The one code path that changes an offering's fields, in the caller's transaction with the
 * offering locked: a direct edit and an approved change of terms both apply and audit here.
 * `touchesSheet`: the edit sends a key information sheet, which must then be complete; an edit that
 * leaves the sheet alone is not refused for it, so an offering from before the sheets existed stays
 * editable (and cannot be bought until its sheet is complete, kiis.service.ts).
 */
export async function applyOfferingPatch(
  tx: Executor,
  deps: Deps,
  p: {
    adminId: string;
    before: OfferingRow;
    patch: OfferingPatch;
    touchesSheet: boolean;
    audit?: Record<string, unknown>;
  },
) {
  const { before, patch } = p;
  if (p.touchesSheet) assertEditPublishable(deps, before, patch);
  const changes = changesOf(before, patch);
  if (Object.keys(changes).length === 0) return (await findOffering(tx, before.id))!;
  const after = await updateOffering(tx, before.id, patch);
  await recordAudit(tx, {
    actorId: p.adminId,
    action: 'offering.updated',
    targetType: 'offering',
    targetId: before.id,
    details: { changes, ...p.audit },
  });
  return after!;
}
