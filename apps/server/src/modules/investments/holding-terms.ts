import { addDuration, expectedReturnCents, managementFeeCents, purchaseCostCents } from '@app/contract';
import type { holdings, offerings } from '../../db/schema.ts';

type OfferingTerms = Pick<
  typeof offerings.$inferSelect,
  'id' | 'pricePerUnitCents' | 'returnBps' | 'termCount' | 'termUnit' | 'managementFeeBps'
>;

/**
 * A new holding's terms, copied from the offering as it is at `startAt`: a purchase and a roll-over
 * book holdings the same way. The term is the offering's stored count and unit, never parsed text.
 */
export function holdingTerms(offering: OfferingTerms, units: number, startAt: Date) {
  const term = { count: offering.termCount, unit: offering.termUnit };
  const amountCents = purchaseCostCents(offering.pricePerUnitCents, units);
  return {
    offeringId: offering.id,
    units,
    pricePerUnitCents: offering.pricePerUnitCents,
    amountCents,
    returnBps: offering.returnBps,
    expectedReturnCents: expectedReturnCents(amountCents, offering.returnBps),
    termCount: offering.termCount,
    termUnit: offering.termUnit,
    startAt,
    maturityAt: addDuration(startAt, term),
    managementFeeBps: offering.managementFeeBps,
    managementFeeCents: managementFeeCents(amountCents, offering.managementFeeBps, term),
    createdAt: startAt,
  } satisfies Partial<typeof holdings.$inferInsert>;
}
