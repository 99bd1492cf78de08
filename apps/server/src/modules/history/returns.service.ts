import { type CashFlow, centsToDollars, type PayoutMonth, type PortfolioReturns, xirr } from '@app/contract';
import { ENDED_STATUSES, type HoldingFlow, type OwnHolding } from './returns.repository.ts';

/**
 * Real returns (docs/decisions/035-real-returns-statistics-tax-statements.md): money-weighted annual
 * returns (XIRR) on the money the customer put into holdings and got back, net of every fee.
 */

const ended = (h: OwnHolding) => (ENDED_STATUSES as readonly string[]).includes(h.status);

/** What a live holding is expected to pay, and when: at maturity, or now if that day has passed. */
export interface ExpectedPayout {
  holding: OwnHolding;
  at: Date;
  /** The principal still outstanding: what maturity repays (holding-figures.ts). */
  principalCents: number;
  /** The return net of the management charge taken from the payout. */
  returnCents: number;
  /** Of those, what reaches the wallet under the maturity instruction, principal and return apart. */
  paidPrincipalCents: number;
  paidReturnCents: number;
  /** What the instruction reinvests in the offering instead of paying out. */
  rolloverCents: number;
}

export function expectedPayouts(holdings: OwnHolding[], now: Date): ExpectedPayout[] {
  return holdings
    .filter((h) => !ended(h) && h.paidOutAt === null)
    .map((h) => {
      const f = h.figures;
      const paidReturnCents = Math.min(f.expectedPayoutCents, f.returnDueCents);
      return {
        holding: h,
        at: h.maturityAt.getTime() < now.getTime() ? now : h.maturityAt,
        principalCents: f.outstandingCents,
        returnCents: f.returnDueCents,
        paidPrincipalCents: f.expectedPayoutCents - paidReturnCents,
        paidReturnCents,
        rolloverCents: f.expectedRolloverCents,
      };
    });
}

const toFlow = (f: HoldingFlow): CashFlow => ({ at: f.at, amount: f.amountCents / 100 });
const round = (rate: number | null) => (rate === null ? null : Math.round(rate * 1_000_000) / 1_000_000);

/**
 * realisedXirr: the cash flows of the holdings that have ended (paid out or written off), where
 * nothing is left to value. expectedXirr: every holding's cash flows to date plus the expected
 * payouts of the live ones. Both null while there is nothing to compute (no ended holding; no
 * holding at all).
 */
export function portfolioReturns(
  holdings: OwnHolding[],
  flows: HoldingFlow[],
  payouts: ExpectedPayout[],
): PortfolioReturns {
  const endedIds = new Set(holdings.filter(ended).map((h) => h.id));
  const realised = flows.filter((f) => endedIds.has(f.holdingId)).map(toFlow);
  const expected = [
    ...flows.map(toFlow),
    ...payouts.map((p) => ({ at: p.at, amount: (p.principalCents + p.returnCents) / 100 })),
  ];
  return { realisedXirr: round(xirr(realised)), expectedXirr: round(xirr(expected)) };
}

/**
 * The expected payouts into the wallet summed per month of their maturity day (UTC), oldest first.
 * What a roll-over reinvests is no payout: it stays invested, so it is left out.
 */
export function payoutCalendar(payouts: ExpectedPayout[]): PayoutMonth[] {
  const months = new Map<string, { principal: number; ret: number }>();
  for (const p of payouts) {
    const month = p.holding.maturityAt.toISOString().slice(0, 7);
    const m = months.get(month) ?? { principal: 0, ret: 0 };
    m.principal += p.paidPrincipalCents;
    m.ret += p.paidReturnCents;
    months.set(month, m);
  }
  return [...months]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([month, m]) => ({ month, principal: centsToDollars(m.principal), return: centsToDollars(m.ret) }));
}
