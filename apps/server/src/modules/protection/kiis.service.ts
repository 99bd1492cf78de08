import { ERROR_CODES, INVEST_MSG, kiisComplete, kiisFileName, PROTECTION_MSG } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { findOfferingRow, lockOfferingRow } from '../investments/offerings.service.ts';
import { kiisOf } from './kiis.dto.ts';
import { findKiisAck, findKiisOpen, insertKiisAck, insertKiisOpen } from './kiis.repository.ts';
import type { KiisSheets } from './kiis-sheets.ts';

/**
 * The offering's sheet as a PDF (kept while unchanged: kiis-sheets.ts), named after the offering;
 * 409 while the admin has not written every section. The first time this customer opens it is
 * recorded and audited: the acknowledgement needs it
 * (docs/decisions/048-key-information-opened-before-acknowledged.md).
 */
export async function kiisDocument(deps: Deps, sheets: KiisSheets, userId: string, offeringId: string) {
  const offering = await findOfferingRow(deps.db, offeringId);
  if (!offering) throw notFound(INVEST_MSG.notFound);
  const kiis = kiisOf(offering);
  if (!kiisComplete(kiis)) throw conflict(PROTECTION_MSG.kiisIncomplete);
  const body = await sheets.sheet(offering, kiis);
  await recordKiisOpen(deps, userId, offering);
  return { body, fileName: kiisFileName(offering.name) };
}

/** The customer opened the sheet: the first time is recorded and audited (the acknowledgement needs it). */
export async function recordKiisOpen(
  deps: Pick<Deps, 'db'>,
  userId: string,
  offering: { id: string; name: string },
) {
  await deps.db.transaction(async (tx) => {
    if (await insertKiisOpen(tx, userId, offering.id)) {
      await recordAudit(tx, {
        actorId: userId,
        action: 'kiis.opened',
        targetType: 'offering',
        targetId: offering.id,
        details: { userId, offeringName: offering.name },
      });
    }
  });
}

/**
 * Records that the customer read the sheet; the first time only is audited. A sheet this customer has
 * never opened cannot be acknowledged (409): the tick says "I have read it".
 */
export async function acknowledgeKiis(deps: Deps, userId: string, offeringId: string) {
  await deps.db.transaction(async (tx) => {
    const offering = await lockOfferingRow(tx, offeringId);
    if (!offering) throw notFound(INVEST_MSG.notFound);
    if (!kiisComplete(kiisOf(offering))) throw conflict(PROTECTION_MSG.kiisIncomplete);
    if ((await findKiisOpen(tx, userId, offeringId)) === null)
      throw conflict(PROTECTION_MSG.kiisNotOpened, ERROR_CODES.KIIS_NOT_ACKNOWLEDGED);
    if (await insertKiisAck(tx, userId, offeringId)) {
      await recordAudit(tx, {
        actorId: userId,
        action: 'kiis.acknowledged',
        targetType: 'offering',
        targetId: offeringId,
        details: { userId, offeringName: offering.name },
      });
    }
  });
  return { message: PROTECTION_MSG.kiisAcknowledged };
}

/** A purchase's check: the customer acknowledged this offering's sheet, or 409 KIIS_NOT_ACKNOWLEDGED. */
export async function requireKiisAck(tx: Executor, userId: string, offeringId: string): Promise<void> {
  if ((await findKiisAck(tx, userId, offeringId)) === null) {
    throw conflict(PROTECTION_MSG.kiisRequired, ERROR_CODES.KIIS_NOT_ACKNOWLEDGED);
  }
}
