import { type MaturityInstruction, maturitySplit } from './holding-life.ts';
import { type HoldingLifeInput, holdingPrincipal, isOpenHolding } from './holding-states.ts';

/** What the figures of a holding read: its stored amounts, status and instruction. */
export interface HoldingFiguresInput
  extends Pick<HoldingLifeInput, 'status' | 'amountCents' | 'recoveredCents' | 'writtenOffCents'> {
  feeCents: number;
  expectedReturnCents: number;
  managementFeeCents: number;
  instruction: MaturityInstruction;
  /** Set when a maturity paid the principal but its return waited for the offering's funding. */
  returnDelayedAt?: Date | null;
  returnPaidAt?: Date | null;
}

/**
 * One holding's figures, in cents, the one source every view reads (dashboard, holding cards,
 * statements, calendar, admin pages, reports): what was invested and paid in fees, where the
 * principal went (outstanding, recovered, written off, refunded, repaid), what was paid out at
 * maturity, and for an open holding what its maturity is expected to pay into the wallet and to
 * roll over under its instruction, net of the management charge.
 */
export function holdingFigures(h: HoldingFiguresInput) {
  const principal = holdingPrincipal(h);
  const open = isOpenHolding(h);
  const returnWaiting = h.returnDelayedAt != null && h.returnPaidAt == null;
  const returnPaid = h.status === 'completed' && !returnWaiting;
  const netReturnCents = h.expectedReturnCents - h.managementFeeCents;
  const split = open
    ? maturitySplit({ ...h, amountCents: principal.outstandingCents }, h.instruction)
    : { rolledCents: 0, paidCents: 0 };
  return {
    ...principal,
    /** What the customer put in: the amount invested (the platform fee is `feeCents`). */
    investedCents: h.amountCents,
    feeCents: h.feeCents,
    /** What maturity credited: the principal repaid and, once funded, the return net of its charge. */
    paidOutCents: principal.repaidCents + (returnPaid ? netReturnCents : 0),
    /** The return expected (open) or still owed (matured, waiting for funding), net of its charge. */
    returnDueCents: open || returnWaiting ? netReturnCents : 0,
    /** What maturity pays or paid, net of the charge: principal outstanding or repaid, and the return. */
    maturityTotalCents:
      open || h.status === 'completed'
        ? principal.outstandingCents + principal.repaidCents + netReturnCents
        : 0,
    /** What maturity is expected to pay into the wallet under the instruction. */
    expectedPayoutCents: split.paidCents,
    /** What maturity is expected to reinvest under the instruction. */
    expectedRolloverCents: split.rolledCents,
    /** Whether the holding states a management charge at all. */
    hasManagementCharge: h.managementFeeCents > 0,
  };
}
export type HoldingFigures = ReturnType<typeof holdingFigures>;
