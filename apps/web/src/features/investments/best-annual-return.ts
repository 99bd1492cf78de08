import { isOnSale } from '@app/contract/holding-life';
import { annualReturnBps, parseDuration, parseReturnPercent } from '@app/contract/investment-terms';
import type { Offering } from '@app/contract/investments-responses';

export interface BestAnnualReturn {
  offering: Offering;
  /** Its return as a simple annual rate, in basis points, rounded down. */
  annualBps: number;
}

/**
 * The live offering with the highest return per year. An offering's return is for its whole term
 * (18% over 9 months), so offerings are compared, and the banner states them, a year (24%).
 * Only a performing offering counts: one whose borrower is late, in recovery or in default takes no new money,
 * so the banner never promotes it. Null when no offering is live and performing (the server leaves
 * archived ones out) or none has readable terms.
 */
export function bestAnnualReturn(offerings: readonly Offering[]): BestAnnualReturn | null {
  let best: BestAnnualReturn | null = null;
  for (const offering of offerings) {
    if (!isOnSale(offering)) continue;
    const bps = parseReturnPercent(offering.investmentReturn);
    const term = parseDuration(offering.duration);
    if (bps === null || term === null) continue;
    const annualBps = annualReturnBps(bps, term);
    if (!best || annualBps > best.annualBps) best = { offering, annualBps };
  }
  return best;
}
