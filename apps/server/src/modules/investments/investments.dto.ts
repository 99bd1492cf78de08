import {
  type AdminOffering,
  centsToDollars,
  formatDuration,
  formatFeePercent,
  formatReturnPercent,
  type Holding,
  holdingFigures,
  instructionDeadline,
  type Offering,
  type ReturnSummary,
} from '@app/contract';
import type { holdings, offerings } from '../../db/schema.ts';
import { kiisOf } from '../protection/kiis.dto.ts';

type OfferingRow = typeof offerings.$inferSelect;
export type HoldingRow = typeof holdings.$inferSelect;
export interface HoldingView extends HoldingRow {
  offeringName: string;
  category: OfferingRow['category'];
  img: string;
  performance: OfferingRow['performance'];
  performanceNote: string;
}

/** '9 months' from the stored count and unit: the API's `duration` text. */
export const durationText = (r: { termCount: number; termUnit: OfferingRow['termUnit'] }) =>
  formatDuration({ count: r.termCount, unit: r.termUnit });

/** The one mapping from an offerings row to the API's Offering: cents → dollars, bps → '18%'. */
export function toOfferingDto(row: OfferingRow): Offering {
  return {
    _id: row.id,
    name: row.name,
    img: row.img,
    category: row.category,
    investmentReturn: formatReturnPercent(row.returnBps),
    duration: durationText(row),
    pricePerUnit: centsToDollars(row.pricePerUnitCents),
    investors: row.investors,
    managementFee: formatFeePercent(row.managementFeeBps),
    performance: row.performance,
    performanceNote: row.performanceNote,
  };
}

export function toAdminOfferingDto(row: OfferingRow): AdminOffering {
  return {
    ...toOfferingDto(row),
    kiis: kiisOf(row),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 'reflection' while an active holding can still be cancelled; the stored status otherwise. */
export const holdingStatus = (row: HoldingRow, now: Date): Holding['status'] =>
  row.status === 'active' && row.reflectionEndsAt && row.reflectionEndsAt > now ? 'reflection' : row.status;

/** A holding shows the terms it was bought at, whatever the offering has become since. */
export function toHoldingDto(row: HoldingView, now = new Date()): Holding {
  const f = holdingFigures(row);
  return {
    _id: row.id,
    investmentId: row.offeringId,
    investmentName: row.offeringName,
    category: row.category,
    img: row.img,
    unitsPurchased: row.units,
    pricePerUnit: centsToDollars(row.pricePerUnitCents),
    amountInvested: centsToDollars(row.amountCents),
    investmentReturn: formatReturnPercent(row.returnBps),
    expectedReturn: centsToDollars(row.expectedReturnCents),
    // What maturity pays: the principal outstanding (or repaid) and the return less its charge.
    expectedTotal: centsToDollars(f.maturityTotalCents),
    duration: durationText(row),
    startDate: row.startAt.toISOString(),
    maturityDate: row.maturityAt.toISOString(),
    status: holdingStatus(row, now),
    paidOutAt: row.paidOutAt?.toISOString() ?? null,
    returnDelayed: row.returnDelayedAt !== null && row.returnPaidAt === null,
    fee: centsToDollars(row.feeCents),
    managementCharge: centsToDollars(row.managementFeeCents),
    reflectionEndsAt: row.reflectionEndsAt?.toISOString() ?? null,
    consentGiven: row.consentGiven,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    instruction: row.instruction,
    instructionDeadline: instructionDeadline(row.maturityAt).toISOString(),
    maturityPreview: centsToDollars(f.maturityTotalCents),
    performance: row.performance,
    performanceNote: row.performanceNote,
    recovered: centsToDollars(row.recoveredCents),
    writtenOff: centsToDollars(row.writtenOffCents),
    rolledFrom: row.rolledFrom,
  };
}

/**
 * Sums in integer cents, converted once at the end. With `paidOnly` (what completed holdings paid
 * out), a return still waiting for its offering's funding counts its principal alone: neither the
 * return nor the management charge taken with it has moved yet.
 */
export function summarize(rows: HoldingRow[], opts: { paidOnly?: boolean } = {}): ReturnSummary {
  let invested = 0;
  let expected = 0;
  let charges = 0;
  for (const r of rows) {
    // The principal still at work or repaid (holding-figures.ts): not what a recovery, a write-off or
    // a refund took back.
    const f = holdingFigures(r);
    if (f.outstandingCents + f.repaidCents === 0) continue;
    invested += f.outstandingCents + f.repaidCents;
    if (opts.paidOnly && r.returnDelayedAt !== null && r.returnPaidAt === null) continue;
    expected += r.expectedReturnCents;
    charges += r.managementFeeCents;
  }
  return {
    amountInvested: centsToDollars(invested),
    expectedReturn: centsToDollars(expected),
    expectedTotal: centsToDollars(invested + expected - charges),
  };
}
