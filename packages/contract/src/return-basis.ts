/**
 * An offering's return stated on one basis everywhere it is shown: the simple annual rate first,
 * the whole-term return beside it ("12.0% a year · 6.0% over 6 months"). A whole-term figure alone
 * reads as yearly to most people, and a yearly one alone hides what the term pays.
 */
import {
  annualReturnBps,
  type Duration,
  formatDuration,
  PER_YEAR,
  parseDuration,
  parseReturnPercent,
} from './investment-terms.ts';

/** What an offering or a holding says about its terms, as the API sends them. */
export interface ReturnTerms {
  investmentReturn: string;
  duration: string;
}

export interface ReturnBasis {
  /** Simple annual rate in basis points, rounded down so it never overstates. */
  annualBps: number;
  /** The return for the whole term in basis points. */
  termBps: number;
  term: Duration;
  /** '12.0% a year' */
  annual: string;
  /** '6.0% over 6 months' */
  overTerm: string;
  /** '12.0% a year · 6.0% over 6 months' */
  text: string;
}

/** 1200 → '12.0%', 1850 → '18.5%', 1825 → '18.25%', 608 → '6.08%': at least one decimal, never rounded. */
export function formatRatePercent(bps: number): string {
  const digits = bps % 10 === 0 ? 1 : 2;
  return `${(bps / 100).toFixed(digits)}%`;
}

/** Null when the return or the duration is not a text the contract accepts (never stored). */
export function returnBasis(terms: ReturnTerms): ReturnBasis | null {
  const termBps = parseReturnPercent(terms.investmentReturn);
  const term = parseDuration(terms.duration);
  if (termBps === null || term === null) return null;
  return returnBasisOf(termBps, term);
}

/** The same sentence from stored terms: the whole-term return in basis points and the term. */
export function returnBasisOf(termBps: number, term: Duration): ReturnBasis {
  const annualBps = annualReturnBps(termBps, term);
  const annual = `${formatRatePercent(annualBps)} a year`;
  const overTerm = `${formatRatePercent(termBps)} over ${formatDuration(term)}`;
  return { annualBps, termBps, term, annual, overTerm, text: `${annual} · ${overTerm}` };
}

/** The one sentence every card, panel and banner shows; the raw terms if they cannot be read. */
export function formatReturnBasis(terms: ReturnTerms): string {
  return returnBasis(terms)?.text ?? `${terms.investmentReturn} over ${terms.duration}`;
}

/** A live holding as the expected-return figure weighs it: what it cost and what it is to gain. */
export interface HoldingGain {
  /** Principal plus the platform fee: what the customer paid. */
  paidCents: number;
  /** Return − management charge − platform fee: what the customer is expected to gain. */
  netGainCents: number;
  term: Duration;
}

/**
 * The expected return of live holdings on the offerings' own basis: a simple yearly rate, net of
 * fees, each holding weighted by what it cost, in basis points rounded down; null with none. It never
 * reads above the rates bought at, as a compounding figure (XIRR) does: 12% over 6 months is 24.0% a
 * year here, 25.44% compounded.
 */
export function expectedYearlyRateBps(holdings: readonly HoldingGain[]): number | null {
  let paid = 0;
  let gainPerYear = 0;
  for (const h of holdings) {
    if (h.paidCents <= 0 || h.term.count <= 0) continue;
    paid += h.paidCents;
    gainPerYear += (h.netGainCents * PER_YEAR[h.term.unit]) / h.term.count;
  }
  return paid > 0 ? Math.floor((gainPerYear * 10_000) / paid) : null;
}
