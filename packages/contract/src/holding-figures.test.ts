import { describe, expect, it } from 'vitest';
import { type HoldingFiguresInput, holdingFigures } from './holding-figures.ts';

const h: HoldingFiguresInput = {
  status: 'active',
  amountCents: 5_000_00,
  recoveredCents: 0,
  writtenOffCents: 0,
  feeCents: 12_50,
  expectedReturnCents: 300_00,
  managementFeeCents: 0,
  instruction: 'payout',
};

describe('holdingFigures', () => {
  it('an open holding expects its outstanding principal and return, by instruction', () => {
    expect(holdingFigures(h)).toMatchObject({
      investedCents: 5_000_00,
      outstandingCents: 5_000_00,
      expectedPayoutCents: 5_300_00,
      expectedRolloverCents: 0,
      paidOutCents: 0,
      hasManagementCharge: false,
    });
    expect(holdingFigures({ ...h, instruction: 'rollover_all' })).toMatchObject({
      expectedPayoutCents: 0,
      expectedRolloverCents: 5_300_00,
    });
    expect(holdingFigures({ ...h, recoveredCents: 4_000_00 })).toMatchObject({
      outstandingCents: 1_000_00,
      expectedPayoutCents: 1_300_00,
    });
  });

  it('closed holdings expect nothing and say where the principal went', () => {
    const lost = { ...h, status: 'written_off' as const, recoveredCents: 800_00, writtenOffCents: 4_200_00 };
    expect(holdingFigures(lost)).toMatchObject({
      outstandingCents: 0,
      recoveredCents: 800_00,
      writtenOffCents: 4_200_00,
      expectedPayoutCents: 0,
      paidOutCents: 0,
      returnDueCents: 0,
    });
    expect(holdingFigures({ ...h, status: 'cancelled' })).toMatchObject({
      refundedCents: 5_000_00,
      paidOutCents: 0,
    });
    const paid = { ...h, status: 'completed' as const, managementFeeCents: 3_00 };
    expect(holdingFigures(paid)).toMatchObject({ paidOutCents: 5_297_00, hasManagementCharge: true });
    const waiting = { ...paid, returnDelayedAt: new Date(), returnPaidAt: null };
    expect(holdingFigures(waiting)).toMatchObject({ paidOutCents: 5_000_00, returnDueCents: 297_00 });
  });
});

describe('maturityTotalCents', () => {
  it('is the principal outstanding or repaid and the net return; nothing once cancelled or written off', () => {
    expect(holdingFigures({ ...h, recoveredCents: 4_000_00 }).maturityTotalCents).toBe(1_300_00);
    expect(holdingFigures({ ...h, status: 'completed' }).maturityTotalCents).toBe(5_300_00);
    expect(holdingFigures({ ...h, status: 'cancelled' }).maturityTotalCents).toBe(0);
    expect(
      holdingFigures({ ...h, status: 'written_off', writtenOffCents: 5_000_00 }).maturityTotalCents,
    ).toBe(0);
  });
});
